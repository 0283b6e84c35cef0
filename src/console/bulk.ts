/** What a bulk action is about to do and what it did: pure, for the confirmation and the result table. */
import type { BulkResult, Row, Total } from './api';
import { fromMinor, toMinor } from './money';
import type { ResourceDef } from './types';

/**
 * Each money column's sum per currency over the rows, exact (minor units as BigInt, back to a decimal string), in
 * column order then currency order. A row without a readable amount or currency adds nothing.
 */
export function moneyTotals(def: ResourceDef, rows: Row[]): Total[] {
  const out: Total[] = [];
  for (const field of def.list.columns) {
    const money = def.fields[field];
    if (money?.type !== 'money' || !money.currencyField) continue;
    const sums = new Map<string, bigint>();
    for (const row of rows) {
      const currency = typeof row[money.currencyField] === 'string' ? (row[money.currencyField] as string) : '';
      const minor = currency ? toMinor(String(row[field] ?? ''), currency) : undefined;
      if (minor !== undefined) sums.set(currency, (sums.get(currency) ?? 0n) + minor);
    }
    for (const [currency, minor] of [...sums].sort(([a], [b]) => a.localeCompare(b)))
      out.push({ field, currency, amount: fromMinor(minor, currency) });
  }
  return out;
}

/** One row's answer: done, made a request for a second operator instead (nothing changed yet), or refused. */
export type BulkOutcome = 'done' | 'requested' | 'refused';

export const outcomeOf = (result: BulkResult): BulkOutcome =>
  !result.ok ? 'refused' : result.approval_id ? 'requested' : 'done';

/** How many rows ended each way. */
export function countOutcomes(results: BulkResult[]): Record<BulkOutcome, number> {
  const counts = { done: 0, requested: 0, refused: 0 };
  for (const r of results) counts[outcomeOf(r)] += 1;
  return counts;
}
