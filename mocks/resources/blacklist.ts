import { cardDigits } from '../../src/console/validate';
import { duplicateOf, invalidField } from '../crud/actions';
import type { Row } from '../crud/query';
import { db, now, type Stored } from '../db';
import { seedBlacklist, fingerprint, maskedCard } from '../seed/orders';
import type { Fake } from './fake';

const asEntry = (row: Row) => row as unknown as Stored['blacklist'];

/** How a value is kept and recognised: shown value and fingerprint by dimension (cards never kept whole). */
export function normalise(dimension: number, raw: string): { value: string; fingerprint: string } | undefined {
  const text = raw.trim();
  switch (dimension) {
    case 0:
      return { value: text.toLowerCase(), fingerprint: text.toLowerCase() };
    case 1:
      return { value: text.toLowerCase(), fingerprint: text.toLowerCase() };
    case 2: {
      const digits = cardDigits(text);
      if (!digits) return undefined;
      return { value: maskedCard(digits.slice(0, 6), digits.slice(-4)) as string, fingerprint: fingerprint(digits) };
    }
    case 3:
      return { value: text.replace(/\s+/g, ' '), fingerprint: text.replace(/\s+/g, ' ').toLowerCase() };
    case 4:
      return { value: text.toUpperCase(), fingerprint: text.toUpperCase() };
    default:
      return undefined;
  }
}

/** A date (YYYY-MM-DD) as the end of that day, UTC; refused unless after today. */
function expiry(date: unknown): string | null | 'past' {
  if (typeof date !== 'string' || !date) return null;
  const end = Date.parse(`${date}T23:59:59.999Z`);
  return end <= now() ? 'past' : new Date(end).toISOString();
}

/** Is this dimension and value already listed (and not expired)? */
export const listed = (dimension: number, print: string) =>
  db.blacklist.some(
    (e) =>
      e.dimension === dimension &&
      e.fingerprint === print &&
      (e.expires_at === null || Date.parse(e.expires_at) > now()),
  );

/**
 * The blacklist: a new entry is normalised by its dimension (a card kept as BIN + last 4 and a fingerprint), a live
 * duplicate is refused, an expiry must be a future date. "expired" is computed on every answer.
 */
const blacklist: Fake<Stored['blacklist']> = {
  refuses: { create: ['duplicate'] },
  seed: ({ merchant, order }) => seedBlacklist(merchant, order),
  hidden: ['fingerprint'],
  computed: (row) => {
    const at = asEntry(row).expires_at;
    return { expired: at !== null && Date.parse(at) <= now() ? 1 : 0 };
  },
  create: (values, by) => {
    const dimension = Number(values.dimension);
    const kept = normalise(dimension, String(values.value ?? ''));
    if (!kept) return invalidField('value');
    if (listed(dimension, kept.fingerprint)) return duplicateOf('value');
    const expires = expiry(values.expires_at);
    if (expires === 'past') return invalidField('expires_at');
    const next = Math.max(900000, ...db.blacklist.map((e) => Number(e.entry_id.slice(2)) || 0)) + 1;
    const row: Stored['blacklist'] = {
      entry_id: `BL${next}`,
      dimension,
      value: kept.value,
      fingerprint: kept.fingerprint,
      reason: String(values.reason ?? ''),
      expires_at: expires,
      source: by.via === 'import' ? 'import' : 'manual',
      created_by: by.admin.email,
      created_at: new Date(now()).toISOString(),
    };
    return { row: row as unknown as Row };
  },
  actions: {
    expiry: (_row, { values }) => {
      const expires = expiry(values.expires_at);
      if (expires === 'past') return invalidField('expires_at');
      return { changes: { expires_at: expires } };
    },
  },
};

export default blacklist;
