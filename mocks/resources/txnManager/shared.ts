import { fromMinor, toMinor } from '../../../src/console/money';
import type { InputValue } from '../../../src/console/types';
import { touched, type Operator } from '../../crud/actions';
import type { Row } from '../../crud/query';
import { db, now } from '../../db';

/** What the configuration behaviours share: merchants and channels looked up, ids, stamps and exact amounts. */

export const text = (value: InputValue | undefined): string => (value === undefined ? '' : String(value).trim());

/** A merchant in normal (approved) status: the only ones configuration may name. */
export const approvedMerchant = (custId: InputValue | undefined) =>
  db.merchant.find((m) => m.cust_id === text(custId) && m.status === 1);

export const merchantName = (custId: unknown): string | null =>
  db.merchant.find((m) => m.cust_id === custId)?.name ?? null;

export const channelOf = (code: unknown) => db.paymentChannel.find((c) => c.channel_code === code);

/** Rows are never deleted: the next id follows the largest of the prefix (or the floor). */
export function nextId(rows: readonly Row[], field: string, prefix: string, floor: number): string {
  const numbers = rows
    .map((r) => String(r[field]))
    .map((id) => (id.startsWith(prefix) ? Number(id.slice(prefix.length)) : 0));
  return `${prefix}${Math.max(floor, ...numbers.filter((n) => Number.isInteger(n))) + 1}`;
}

/** The stamps of a new row: who made it and when. */
export const createdBy = (by: Operator) => ({ ...touched(by), created_at: new Date(now()).toISOString() });

/** A checked percent ("2.9", "03") as stored: no leading zeros, two decimals ("2.90", "3.00"), without a float. */
export function twoDecimals(percent: string): string {
  const [whole, fraction = ''] = percent.split('.');
  return `${BigInt(whole).toString()}.${fraction.padEnd(2, '0')}`;
}

/**
 * Amounts of a form in the currency: each as exact minor units (undefined names the first that is not a
 * non-negative amount with at most the currency's decimals).
 */
export function minorAmounts<K extends string>(
  values: Record<string, InputValue>,
  names: readonly K[],
  currency: string,
): { ok: true; minor: Record<K, bigint> } | { ok: false; field: K } {
  const minor = {} as Record<K, bigint>;
  for (const name of names) {
    const amount = toMinor(text(values[name]), currency);
    if (amount === undefined || amount < 0n) return { ok: false, field: name };
    minor[name] = amount;
  }
  return { ok: true, minor };
}

/** Minor units back to the decimal strings the row keeps ("10" USD → "10.00", "0.1" KWD → "0.100"). */
export const asDecimals = <K extends string>(minor: Record<K, bigint>, currency: string): Record<K, string> =>
  Object.fromEntries(Object.entries<bigint>(minor).map(([k, v]) => [k, fromMinor(v, currency)])) as Record<K, string>;
