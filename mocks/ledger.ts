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

/**
 * One entry of a merchant × currency ledger (`bill`, bill types 1-16). `amount` is positive; `direction` says
 * whether it went into (credit) or out of (debit) the available balance, and `balance_after` is the running
 * available balance after it.
 */
export type BillRow = Rows['bill'];

/** A virtual (global receiving) account: the bank account number collections arrive at, one per merchant × currency. */
export type VirtualAccountRow = Rows['virtualAccount'];

/**
 * A merchant's balance in one currency (the balance page). `available` is the authority the ledger follows: the
 * latest bill of the merchant × currency has it as `balance_after` (the seed builds the bills back from it).
 */
export type BalanceRow = Rows['balance'];

/** The balance table of each product line. */
export const balancesOf = (product: Product): BalanceRow[] => (product === 'wallet' ? db.walletBalance : db.balance);

export const balanceOf = (product: Product, custId: string, currency: string): BalanceRow | undefined =>
  balancesOf(product).find((b) => b.cust_id === custId && b.currency === currency);

/**
 * The available balance after moving `amount` (a positive decimal string of the balance's currency) in or out,
 * exactly in minor units; undefined when the amount is not a positive amount of the currency, or a debit would take
 * the available balance below zero. Changes nothing.
 */
export function moved(balance: BalanceRow, direction: 'credit' | 'debit', amount: string): string | undefined {
  const before = toMinor(balance.available, balance.currency);
  const minor = toMinor(amount, balance.currency);
  if (before === undefined || minor === undefined || minor <= 0n) return undefined;
  const after = direction === 'credit' ? before + minor : before - minor;
  return after < 0n ? undefined : fromMinor(after, balance.currency);
}

/** The bill table of each product line. */
export const billsOf = (product: Product): BillRow[] => (product === 'wallet' ? db.walletBill : db.bill);

let sequence = 0;

/**
 * Posts one entry to a product's ledger, with the running balance the caller computed (the balance row is the
 * authority: it moves by the same amount in the same call). Answers the entry as stored.
 */
export function postBill(product: Product, entry: Omit<BillRow, 'bill_id' | 'created_at'>): BillRow {
  sequence += 1;
  const row: BillRow = {
    ...entry,
    bill_id: `BL${now().toString(36).toUpperCase()}${String(sequence).padStart(4, '0')}`,
    created_at: new Date(now()).toISOString(),
  };
  billsOf(product).push(row);
  return row;
}
