import { compareDecimal, fromMinor, toMinor } from '../../src/console/money';
import type { FieldDef, ResourceDef } from '../../src/console/types';

/** A row of a resource table: what the declaration's fields name, as the table holds them. */
export type Row = Record<string, unknown>;

/** The sum of one money column over every row the filters keep, in one currency (a decimal string, exact). */
export interface Total {
  field: string;
  currency: string;
  amount: string;
}

export interface Page {
  list: Row[];
  total: number;
  current: number;
  pageSize: number;
  /** For a list with money columns: each column's sum per currency over the whole filtered set, not the page. */
  totals?: Total[];
}

/** The money columns of a list whose sums mean something: amounts with their currency field. */
export const moneyColumns = (def: ResourceDef) =>
  def.list.columns.filter((name) => def.fields[name]?.type === 'money' && def.fields[name].currencyField);

/** Each money column's sum per currency over the rows, exactly in minor units; columns in list order, currencies by code. */
export function totalsOf(def: ResourceDef, rows: readonly Row[]): Total[] {
  const out: Total[] = [];
  for (const field of moneyColumns(def)) {
    const sums = new Map<string, bigint>();
    const currencyField = def.fields[field].currencyField!;
    for (const row of rows) {
      const currency = String(row[currencyField] ?? '');
      const minor = currency ? toMinor(String(row[field] ?? ''), currency) : undefined;
      if (minor !== undefined) sums.set(currency, (sums.get(currency) ?? 0n) + minor);
    }
    for (const currency of [...sums.keys()].sort())
      out.push({ field, currency, amount: fromMinor(sums.get(currency)!, currency) });
  }
  return out;
}

/** Either the value, or the query parameter that was refused (answered as 100400 "Invalid input: <param>"). */
export type Parsed<T> = { ok: true; value: T } | { ok: false; param: string };

export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;

type Predicate = (row: Row) => boolean;

const DECIMAL = /^-?\d+(\.\d+)?$/;
type Order = 'ascend' | 'descend';

const refuse = (param: string): { ok: false; param: string } => ({ ok: false, param });

/**
 * Enum codes are numbers in the table and strings in the query: compare them as text. A list field (an admin's
 * role ids) matches when one of its items does.
 */
const same = (value: unknown, wanted: string): boolean =>
  Array.isArray(value)
    ? value.some((item) => same(item, wanted))
    : value !== null && value !== undefined && String(value) === wanted;

function positiveInt(params: URLSearchParams, name: string, fallback: number, max: number): Parsed<number> {
  const raw = params.get(name)?.trim();
  if (!raw) return { ok: true, value: fallback };
  if (!/^\d+$/.test(raw)) return refuse(name);
  const value = Number(raw);
  return value >= 1 && value <= max ? { ok: true, value } : refuse(name);
}

/** A range edge: an ISO datetime for datetime fields, a number for the rest; undefined when absent, NaN if unreadable. */
function edge(field: FieldDef, raw: string | null): number | undefined {
  const text = raw?.trim();
  if (!text) return undefined;
  const value = field.type === 'datetime' ? Date.parse(text) : Number(text);
  return Number.isFinite(value) ? value : NaN;
}

const comparable = (field: FieldDef, value: unknown): number =>
  field.type === 'datetime' ? Date.parse(String(value)) : Number(value);

function filterFor(name: string, field: FieldDef, params: URLSearchParams): Parsed<Predicate | undefined> {
  switch (field.filter ?? 'eq') {
    case 'eq': {
      const wanted = params.get(name)?.trim();
      return { ok: true, value: wanted ? (row) => same(row[name], wanted) : undefined };
    }
    case 'like': {
      const wanted = params.get(name)?.trim().toLowerCase();
      const match: Predicate = (row) => typeof row[name] === 'string' && row[name].toLowerCase().includes(wanted!);
      return { ok: true, value: wanted ? match : undefined };
    }
    case 'in': {
      // Repeated (`status=0&status=1`) or joined (`status=0,1`), as the console sends it.
      const wanted = params
        .getAll(name)
        .flatMap((v) => v.split(','))
        .map((v) => v.trim())
        .filter(Boolean);
      return { ok: true, value: wanted.length ? (row) => wanted.some((w) => same(row[name], w)) : undefined };
    }
    case 'range': {
      // Amounts are compared exactly as decimal strings (10^15 minor units do not fit a float's precision).
      if (field.type === 'money') {
        const read = (param: string): Parsed<string | undefined> => {
          const text = params.get(param)?.trim();
          if (!text) return { ok: true, value: undefined };
          return DECIMAL.test(text) ? { ok: true, value: text } : refuse(param);
        };
        const lo = read(`${name}_from`);
        if (!lo.ok) return lo;
        const hi = read(`${name}_to`);
        if (!hi.ok) return hi;
        if (lo.value === undefined && hi.value === undefined) return { ok: true, value: undefined };
        return {
          ok: true,
          value: (row) => {
            const v = row[name];
            if (typeof v !== 'string' && typeof v !== 'number') return false;
            const text = String(v);
            if (!DECIMAL.test(text)) return false;
            return (
              (lo.value === undefined || compareDecimal(text, lo.value) >= 0) &&
              (hi.value === undefined || compareDecimal(text, hi.value) <= 0)
            );
          },
        };
      }
      const from = edge(field, params.get(`${name}_from`));
      if (Number.isNaN(from)) return refuse(`${name}_from`);
      const to = edge(field, params.get(`${name}_to`));
      if (Number.isNaN(to)) return refuse(`${name}_to`);
      if (from === undefined && to === undefined) return { ok: true, value: undefined };
      const [lo, hi] = [from ?? -Infinity, to ?? Infinity];
      return {
        ok: true,
        value: (row) => {
          if (row[name] === null || row[name] === undefined) return false;
          const v = comparable(field, row[name]);
          return v >= lo && v <= hi;
        },
      };
    }
  }
}

/** The rows the declared filters keep; parameters that are not declared filters are ignored. */
export function filterRows(def: ResourceDef, rows: readonly Row[], params: URLSearchParams): Parsed<Row[]> {
  const predicates: Predicate[] = [];
  for (const name of def.list.filters) {
    const field = def.fields[name];
    if (!field) continue;
    const parsed = filterFor(name, field, params);
    if (!parsed.ok) return parsed;
    if (parsed.value) predicates.push(parsed.value);
  }
  return { ok: true, value: rows.filter((row) => predicates.every((p) => p(row))) };
}

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

// Amounts travel as decimal strings: they sort by value, not as text.
const NUMERIC: readonly FieldDef['type'][] = ['money', 'number', 'percent'];

function compareValues(field: FieldDef, a: unknown, b: unknown): number {
  if (field.type === 'money' && DECIMAL.test(String(a)) && DECIMAL.test(String(b)))
    return compareDecimal(String(a), String(b));
  if ((typeof a === 'number' && typeof b === 'number') || NUMERIC.includes(field.type)) return Number(a) - Number(b);
  if (field.type === 'datetime') return Date.parse(String(a)) - Date.parse(String(b));
  return collator.compare(String(a), String(b));
}

/** `sort=field,ascend|descend` (also `asc|desc`) on a sortable field; the declaration's default sort otherwise. */
export function parseSort(def: ResourceDef, params: URLSearchParams): Parsed<{ field: string; order: Order } | null> {
  const raw = params.get('sort')?.trim();
  if (!raw) return { ok: true, value: def.list.defaultSort ?? null };
  const [field, dir = 'ascend', ...rest] = raw.split(',').map((s) => s.trim());
  const order = ({ ascend: 'ascend', asc: 'ascend', descend: 'descend', desc: 'descend' } as const)[dir];
  if (rest.length || !order || !Object.hasOwn(def.fields, field) || !def.fields[field].sortable) return refuse('sort');
  return { ok: true, value: { field, order } };
}

/** Sorted copy; empty values last whichever the order, ties by row key so pages do not overlap. */
export function sortRows(def: ResourceDef, rows: readonly Row[], sort: { field: string; order: Order } | null): Row[] {
  const byKey = (a: Row, b: Row) => collator.compare(String(a[def.rowKey]), String(b[def.rowKey]));
  if (!sort) return [...rows];
  const field = def.fields[sort.field];
  const sign = sort.order === 'ascend' ? 1 : -1;
  const empty = (v: unknown) => v === null || v === undefined || v === '';
  // Amounts of different currencies do not compare (298,410 JPY is not more than 54.99 EUR): an amount sorts within
  // its currency, the currencies in code order whichever the direction.
  const currency = field.type === 'money' && field.currencyField ? field.currencyField : undefined;
  const byCurrency = (a: Row, b: Row) =>
    currency ? collator.compare(String(a[currency] ?? ''), String(b[currency] ?? '')) : 0;
  return [...rows].sort((a, b) => {
    const [va, vb] = [a[sort.field], b[sort.field]];
    if (empty(va) || empty(vb)) return Number(empty(va)) - Number(empty(vb)) || byKey(a, b);
    return byCurrency(a, b) || sign * compareValues(field, va, vb) || byKey(a, b);
  });
}

/** Filtered and sorted rows of every page: what the list pages through and the export writes. */
export function selectRows(def: ResourceDef, rows: readonly Row[], params: URLSearchParams): Parsed<Row[]> {
  const sort = parseSort(def, params);
  if (!sort.ok) return sort;
  const kept = filterRows(def, rows, params);
  if (!kept.ok) return kept;
  return { ok: true, value: sortRows(def, kept.value, sort.value) };
}

/** One page of the list call: `current` from 1, `pageSize` 1-100 (default 10); anything else is refused. */
export function listPage(def: ResourceDef, rows: readonly Row[], params: URLSearchParams): Parsed<Page> {
  const current = positiveInt(params, 'current', 1, Number.MAX_SAFE_INTEGER);
  if (!current.ok) return current;
  const pageSize = positiveInt(params, 'pageSize', DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE);
  if (!pageSize.ok) return pageSize;
  const selected = selectRows(def, rows, params);
  if (!selected.ok) return selected;
  const start = (current.value - 1) * pageSize.value;
  return {
    ok: true,
    value: {
      list: selected.value.slice(start, start + pageSize.value),
      total: selected.value.length,
      current: current.value,
      pageSize: pageSize.value,
      ...(moneyColumns(def).length ? { totals: totalsOf(def, selected.value) } : {}),
    },
  };
}
