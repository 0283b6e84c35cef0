/**
 * The words of the generated operations (mocks/openapi/generate.ts): a short summary named as the console names it
 * (the page's title and the action's label, in English), and a description said from the declaration and its
 * behaviour: what a list filters and sorts by, what an action needs, when it is allowed, what it sets, whether a
 * second operator approves it, and what the module itself may refuse.
 */
import { withCommonLabels } from '../../src/console/labels';
import type { ActionDef, Condition, InputDef, ResourceDef } from '../../src/console/types';
import { conditionsOf } from '../../src/console/when';
import { ENUMS } from '../../src/domain/enums';
import { COMMON_LABELS } from '../../src/locales/common';
import shellEn from '../../src/locales/en-US';
import resourceLabels from '../../src/locales/resources';
import type { Behaviour } from '../crud/actions';
import type { Lookup } from '../crud/handlers';
import { THRESHOLD } from '../crud/control';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../crud/query';
import { ERRORS } from '../errors';

const code = (text: unknown) => `\`${String(text)}\``;
const list = (items: string[], last = 'and') =>
  items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} ${last} ${items[items.length - 1]}`;

/** The English labels: the console's own (enumerations) and every page's (src/locales/resources). */
const EN: Record<string, string> = { ...shellEn, ...resourceLabels['en-US'] };

/** The page's title and an action's label, as the console shows them in English. */
function labels(def: ResourceDef) {
  const tree = withCommonLabels(def, COMMON_LABELS)['en-US'];
  const actions = (tree.actions ?? {}) as Record<string, string>;
  const title = typeof tree.title === 'string' ? tree.title : def.key;
  return { title, action: (key: string) => actions[key] ?? key };
}

/** A field's value named with its enumeration's label: `2 (Disabled)`. */
function valueText(def: ResourceDef, field: string, value: unknown): string {
  if (value === null) return 'unset';
  const key = def.fields[field]?.enum;
  const label = key ? EN[`enum.${key}.${String(value)}`] : undefined;
  return label ? `${String(value)} (${label})` : String(value);
}

/**
 * What an import's enumeration columns take besides codes (src/console/validate.ts enumCodeOf), with the English
 * names; empty when it has none.
 */
export function importNamesText(def: ResourceDef): string {
  const form = def.create?.form ?? {};
  return (def.import?.columns ?? [])
    .filter((c) => form[c]?.type === 'enum' && form[c].enum)
    .map((c) => {
      const key = form[c].enum!;
      const names = ENUMS[key].map((v) => `${String(v.code)} (${EN[`enum.${key}.${String(v.code)}`] ?? v.code})`);
      return (
        ` ${code(c)} takes a code or its name in English or Chinese (locale \`enum.${key}.<code>\`), case, ` +
        `width and spaces ignored: ${list(names, 'or')}.`
      );
    })
    .join('');
}

/** The conditions of `when` in words, with the enumerations' labels. */
export function whenText(def: ResourceDef, when: ActionDef['when']): string {
  return conditionsOf(when)
    .map((c: Condition) =>
      'positive' in c
        ? `${code(c.field)} is above zero`
        : `${code(c.field)} is ${list(
            c.in.map((v) => valueText(def, c.field, v)),
            'or',
          )}`,
    )
    .join(' and ');
}

/** The module's own refusals for an action key (Behaviour.refuses), by code, with their messages. */
function refusesText(behaviour: Behaviour, key: string): string {
  const byCode = new Map<number, string[]>();
  for (const name of behaviour.refuses?.[key] ?? [])
    byCode.set(ERRORS[name].code, [...(byCode.get(ERRORS[name].code) ?? []), ERRORS[name].message]);
  if (!byCode.size) return '';
  const said = [...byCode].sort(([a], [b]) => a - b).map(([c, messages]) => `${c} (${messages.join('; ')})`);
  return ` Also refused: ${said.join(', ')}.`;
}

export const needs = (def: ResourceDef, permission?: string) =>
  ` Needs the page ${code(def.page)}${permission ? ` and ${code(permission)}` : ''}.`;

/** A form's inputs: `name` (required), `note`. */
const inputsText = (form: Record<string, InputDef>) =>
  list(Object.entries(form).map(([name, input]) => `${code(name)}${input.required ? ' (required)' : ''}`));

/** The short summary of a route of the declaration. */
export function summaryOf(def: ResourceDef, kind: string, action?: ActionDef): string {
  const { title, action: label } = labels(def);
  switch (kind) {
    case 'list':
      return `${title}: list`;
    case 'create':
      return `${title}: create`;
    case 'export':
      return `${title}: export as CSV`;
    case 'import':
      return `${title}: import from CSV`;
    case 'detail':
      return `${title}: one record`;
    case 'document':
      return `${title}: a record's document`;
    case 'bulk':
      return `${title}: ${label(action!.key)}, several at once`;
    default:
      return `${title}: ${label(action!.key)}`;
  }
}

const FILTERS: Record<string, string> = { eq: 'exact', like: 'contains, any case', in: 'one of' };

/** What the list answers: paging, filters, sort, sums, who sees which rows and fields. */
export function listText(def: ResourceDef, behaviour: Behaviour, lookup?: Lookup): string {
  const { title } = labels(def);
  const consumed = new Set(behaviour.consumes ?? []);
  const filters = def.list.filters
    .filter((name) => def.fields[name] && !consumed.has(name))
    .map((name) => {
      const field = def.fields[name];
      const how = field.filter ?? 'eq';
      return how === 'range'
        ? `${code(name)} (from, to: ${code(`${name}_from`)}, ${code(`${name}_to`)})`
        : `${code(name)} (${field.type === 'tags' && how === 'eq' ? 'one of its items' : FILTERS[how]})`;
    });
  const sortable = Object.keys(def.fields).filter((name) => def.fields[name].sortable);
  const sort = def.list.defaultSort;
  const money = def.list.columns.filter((n) => def.fields[n]?.type === 'money' && def.fields[n].currencyField);
  return (
    `One page of the rows of ${title} (${code(def.key)}), as the list of ${code(def.page)} shows them` +
    (def.parentParam ? `, opened for one ${code(def.parentParam)}` : '') +
    `. Paging: ${code('current')} from 1, ${code('pageSize')} from 1 to ${MAX_PAGE_SIZE} (default ` +
    `${DEFAULT_PAGE_SIZE}); ${code('total')} counts every row the filters keep.` +
    (behaviour.derive
      ? ` The rows are worked out from the query${consumed.size ? ` (${[...consumed].map(code).join(', ')})` : ''}, not stored.`
      : '') +
    (filters.length
      ? ` Filters: ${filters.join(', ')}; other parameters are ignored.`
      : ' No filters: other parameters are ignored.') +
    (sortable.length
      ? ` Sortable by ${list(sortable.map(code))} (${code('sort=<field>,ascend|descend')})`
      : ` Not sortable (a ${code('sort')} answers 100400)`) +
    (sort ? `; by default ${code(sort.field)} ${sort.order === 'ascend' ? 'ascending' : 'descending'}.` : '.') +
    (money.length
      ? ` ${code('totals')} sums ${list(money.map(code))} per currency over every row the filters keep, not only the page.`
      : '') +
    (behaviour.visible ? ' Rows the operator may not see are not there for them.' : '') +
    needs(def) +
    (lookup
      ? ` Without the page, holders of ${list(lookup.codes.map(code), 'or')} (whose forms pick from these rows) are ` +
        `answered the rows with only ${list([...new Set([def.rowKey, ...lookup.fields])].map(code))}.`
      : '')
  );
}

/** One record by its key. */
export function detailText(def: ResourceDef, behaviour: Behaviour): string {
  const computed = Object.keys(def.fields).filter((name) => def.fields[name].computed);
  return (
    `One row of ${labels(def).title} (${code(def.key)}) by its key ${code(def.rowKey)}, with every declared field` +
    (computed.length ? `, ${list(computed.map(code))} worked out on this answer` : '') +
    `: what its record page shows. A key no row has${behaviour.visible ? ', or a row the operator may not see,' : ''} ` +
    'answers 100404.' +
    needs(def)
  );
}

/** The create form. */
export function createText(def: ResourceDef, behaviour: Behaviour): string {
  const create = def.create!;
  return (
    `Create one row of ${labels(def).title} (${code(def.key)}) from the form: ${inputsText(create.form)}. Each value ` +
    'is checked as the console checks it (src/console/validate.ts); a refused or missing one answers 100400 ' +
    `naming the field (a number outside its bounds: \`Value out of range: <field>\`).${refusesText(behaviour, 'create')} Writes the operation log and answers the new row` +
    (create.reveal?.length ? ` with ${list(create.reveal.map(code))}, answered this once and never kept.` : '.') +
    needs(def, create.permission)
  );
}

/** What an action does to a row, from its declaration (its row route, or its bulk route with `bulk`). */
export function actionText(def: ResourceDef, behaviour: Behaviour, action: ActionDef, bulk = false): string {
  const parts: string[] = [];
  if (action.when) parts.push(`allowed when ${whenText(def, action.when)}`);
  if (action.to) {
    const to = Object.entries(action.to).map(([f, v]) => `${code(f)} to ${valueText(def, f, v)}`);
    parts.push(`sets ${list(to)}`);
  }
  if (action.remove) parts.push('deletes the row');
  if (action.reason) parts.push('a reason is required (recorded in the log)');
  if (action.form) parts.push(`form: ${inputsText(action.form)}`);
  if (action.atLeastOne?.length) parts.push(`at least one of ${list(action.atLeastOne.map(code), 'or')}`);
  if (def.stamp) {
    const stamped = [def.stamp.by, def.stamp.at, def.stamp.reason].filter((f): f is string => !!f);
    parts.push(`stamps ${list(stamped.map(code))}`);
  }
  if (action.reveal?.length) parts.push(`answers ${list(action.reveal.map(code))} once, never again`);
  if (action.maker)
    parts.push(
      action.maker.is === 'self'
        ? `only where ${code(action.maker.field)} is the caller's own account id (else 403)`
        : `never where ${code(action.maker.field)} is the caller's own account id ` +
            `(${action.maker.refusal === 'selfEscalation' ? 101035 : 101030})`,
    );
  if (action.control)
    parts.push(
      `under dual control (kind ${code(action.control.kind)}` +
        `${action.control.fields ? `, when ${list(action.control.fields.map(code), 'or')} change` : ''}): ` +
        `while ${code(`approval.kind.${action.control.kind}`)} is on` +
        (THRESHOLD[action.control.kind]
          ? ` and the amount reaches ${code(`approval.${action.control.kind}.threshold.<currency>`)}`
          : '') +
        ', answers `{ approval }`, a pending request, and the change happens only when a second operator approves it',
    );
  const { action: label, title } = labels(def);
  const head = bulk
    ? `${label(action.key)}: several rows of ${title} (${code(def.key)}) by id, one result per distinct id, as the ` +
      `row action ${code(action.key)} would answer it. Per row`
    : `${label(action.key)}: one row of ${title} (${code(def.key)})`;
  const stateful = action.when || action.to;
  return (
    `${head}${parts.length ? `: ${parts.join('; ')}` : ''}. Writes the operation log` +
    (bulk ? '' : ' and answers the row') +
    (stateful
      ? '; a row the action does not apply to (the same call twice included) answers 101014, unchanged.'
      : '.') +
    refusesText(behaviour, action.key) +
    needs(def, action.permission)
  );
}

/** A row's file (a statement), downloaded. */
export function downloadText(def: ResourceDef, behaviour: Behaviour, action: ActionDef): string {
  return (
    `${labels(def).action(action.key)}: the file of one row of ${labels(def).title} (${code(def.key)}), a CSV ` +
    'download; changes nothing' +
    (action.when ? `. Only while ${whenText(def, action.when)} (else 101014)` : '') +
    `. A key no row has answers 100404.${refusesText(behaviour, action.key)}` +
    needs(def, action.permission)
  );
}
