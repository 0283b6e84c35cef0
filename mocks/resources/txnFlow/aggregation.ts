import { fromMinor, toMinor } from '../../../src/console/money';
import type { Behaviour } from '../../crud/actions';
import type { Parsed, Row } from '../../crud/query';
import { billsOf } from '../../ledger';
import type { Rows } from '../../../src/resources';

// An ISO 8601 date or date-time (what the console's range picker sends): anything else is refused.
const ISO = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

function bound(params: URLSearchParams, name: string): Parsed<number | undefined> {
  const text = params.get(name)?.trim();
  if (!text) return { ok: true, value: undefined };
  const at = ISO.test(text) ? Date.parse(text) : NaN;
  return Number.isFinite(at) ? { ok: true, value: at } : { ok: false, param: name };
}

interface Group {
  cust_id: string;
  merchant_name: string;
  currency: string;
  bill_type: number;
  credit: bigint;
  debit: bigint;
  count: number;
  first: string;
  last: string;
}

/**
 * Totals of the ledger's entries whose time lies in [from, to] (both inclusive, either open), per merchant ×
 * currency × bill type: credits, debits, net (credits − debits) and the count, summed in BigInt minor units.
 */
export function aggregate(bills: readonly Rows['bill'][], from?: number, to?: number): Row[] {
  const groups = new Map<string, Group>();
  for (const b of bills) {
    const at = Date.parse(b.created_at);
    if ((from !== undefined && at < from) || (to !== undefined && at > to)) continue;
    const minor = toMinor(b.amount, b.currency);
    if (minor === undefined) continue;
    const key = `${b.cust_id}:${b.currency}:${b.bill_type}`;
    let g = groups.get(key);
    if (!g) {
      g = { ...b, credit: 0n, debit: 0n, count: 0, first: b.created_at, last: b.created_at };
      groups.set(key, g);
    }
    if (b.direction === 'credit') g.credit += minor;
    else g.debit += minor;
    g.count += 1;
    if (at < Date.parse(g.first)) g.first = b.created_at;
    if (at > Date.parse(g.last)) g.last = b.created_at;
  }
  return [...groups.entries()].map(([key, g]) => ({
    group_id: key,
    // The search form's period is a query, not a value of the row (declared for the form only).
    period: null,
    cust_id: g.cust_id,
    merchant_name: g.merchant_name,
    currency: g.currency,
    bill_type: g.bill_type,
    credit_total: fromMinor(g.credit, g.currency),
    debit_total: fromMinor(g.debit, g.currency),
    net: fromMinor(g.credit - g.debit, g.currency),
    count: g.count,
    first_at: g.first,
    last_at: g.last,
  }));
}

/**
 * Aggregation: rows derived from the transaction ledger for the period of the query (`period_from`, `period_to`:
 * ISO date-times; an unreadable one, or a start after the end, is refused). The other filters (merchant,
 * currency, type) apply to the derived rows as to any list.
 */
const aggregation: Behaviour = {
  rows: () => aggregate(billsOf('txn')),
  consumes: ['period'],
  derive: (params) => {
    const from = bound(params, 'period_from');
    if (!from.ok) return from;
    const to = bound(params, 'period_to');
    if (!to.ok) return to;
    if (from.value !== undefined && to.value !== undefined && from.value > to.value)
      return { ok: false, param: 'period_to' };
    return { ok: true, value: aggregate(billsOf('txn'), from.value, to.value) };
  },
};

export default aggregation;
