/**
 * The money ledger's shared rows (DOMAIN.md, Transaction accounts and Transaction flows): what the account pages
 * (mocks/seed/accounts.ts, mocks/resources/txnAccount) and the flow pages (mocks/seed/flows.ts,
 * mocks/resources/txnFlow) both read and write. Amounts are decimal strings in the currency's ISO 4217 minor units
 * (src/console/money.ts: toMinor/fromMinor), never floats.
 */
import { fromMinor, toMinor } from '../src/console/money';
import type { Rows } from '../src/resources';
import type { Product } from '../src/resources/product';
import { db, now } from './db';

/** The balance table of each product line. */
export const balancesOf = (product: Product): Rows['balance'][] =>
  product === 'wallet' ? db.walletBalance : db.balance;

export const balanceOf = (product: Product, custId: string, currency: string): Rows['balance'] | undefined =>
  balancesOf(product).find((b) => b.cust_id === custId && b.currency === currency);

/**
 * The available balance after moving `amount` (a positive decimal string of the balance's currency) in or out,
 * exactly in minor units; undefined when the amount is not a positive amount of the currency, or a debit would take
 * the available balance below zero. Changes nothing.
 */
export function moved(balance: Rows['balance'], direction: 'credit' | 'debit', amount: string): string | undefined {
  const before = toMinor(balance.available, balance.currency);
  const minor = toMinor(amount, balance.currency);
  if (before === undefined || minor === undefined || minor <= 0n) return undefined;
  const after = direction === 'credit' ? before + minor : before - minor;
  return after < 0n ? undefined : fromMinor(after, balance.currency);
}

/** The bill table of each product line. */
export const billsOf = (product: Product): Rows['bill'][] => (product === 'wallet' ? db.walletBill : db.bill);

let sequence = 0;

/**
 * Posts one entry to a product's ledger, with the running balance the caller computed (the balance row is the
 * authority: it moves by the same amount in the same call). Answers the entry as stored.
 */
export function postBill(product: Product, entry: Omit<Rows['bill'], 'bill_id' | 'created_at'>): Rows['bill'] {
  sequence += 1;
  const row: Rows['bill'] = {
    ...entry,
    bill_id: `BL${now().toString(36).toUpperCase()}${String(sequence).padStart(4, '0')}`,
    created_at: new Date(now()).toISOString(),
  };
  billsOf(product).push(row);
  return row;
}
