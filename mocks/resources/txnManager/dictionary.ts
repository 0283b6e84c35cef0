import type { InputValue } from '../../../src/console/types';
import { duplicateOf, invalidField, touched } from '../../crud/actions';
import { db } from '../../db';
import { seedDictionary } from '../../seed/txnConfig';
import type { Fake } from '../fake';
import { nextId, text } from './shared';
import type { Rows } from '../../../src/resources';

/** A field name (kind 2): letters, digits, underscores and dots, not starting with a digit. */
const FIELD_NAME = /^[A-Za-z_][A-Za-z0-9_.]*$/;

/**
 * The value as kept for its kind, or undefined when it does not fit: a list (kind 3) is a comma list of non-empty,
 * distinct items, kept without the spaces around them ("USD, EUR" → "USD,EUR"); a field (kind 2) is a field name; a
 * constant (kind 1) is any text.
 */
export function dictionaryValue(kind: number, raw: string): string | undefined {
  if (kind === 3) {
    const items = raw.split(',').map((item) => item.trim());
    if (items.some((item) => !item) || new Set(items).size !== items.length) return undefined;
    return items.join(',');
  }
  if (kind === 2) return FIELD_NAME.test(raw) ? raw : undefined;
  return raw;
}

function entryValues(values: Record<string, InputValue>) {
  const kind = Number(values.kind);
  const value = dictionaryValue(kind, text(values.value));
  return value === undefined ? undefined : { kind, value, description: text(values.description) || null };
}

/**
 * Config dictionary: a key is unique (100409), and the value must fit its kind (100400 on `value`, on create and
 * edit). Show and hide switch the show flag (the declaration's transitions).
 */
const dictionary: Fake<Rows['dictionary']> = {
  refuses: { create: ['duplicate'] },
  seed: () => seedDictionary(),
  create: (values, by) => {
    const key = text(values.dict_key);
    if (db.dictionary.some((d) => d.dict_key === key)) return duplicateOf('dict_key');
    const entry = entryValues(values);
    if (!entry) return invalidField('value');
    const { updated_by, updated_at } = touched(by);
    const row: Rows['dictionary'] = {
      dict_id: nextId(db.dictionary, 'dict_id', 'DC', 600000),
      dict_key: key,
      ...entry,
      show_flag: Number(values.show_flag),
      updated_by,
      updated_at,
    };
    return { row };
  },
  actions: {
    edit: (_row, { values }, by) => {
      const entry = entryValues(values);
      return entry ? { changes: { ...entry, ...touched(by) } } : invalidField('value');
    },
    show: (_row, _input, by) => ({ changes: touched(by) }),
    hide: (_row, _input, by) => ({ changes: touched(by) }),
  },
};

export default dictionary;
