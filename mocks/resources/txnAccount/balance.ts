import { fromMinor, toMinor } from '../../../src/console/money';
import type { Product } from '../../../src/resources/product';
import { invalidField, touched, type Behaviour } from '../../crud/actions';
import type { Row } from '../../crud/query';
import { now } from '../../db';
import { balancesOf, billsOf, moved, postBill } from '../../ledger';
import { seedAccountBase } from '../../seed/accounts';
import { shared, type Fake } from '../fake';
import type { Rows } from '../../../src/resources';

/** Each product line's balances and virtual accounts: made together, one random stream per line. */
export const accountLines = shared(({ merchant }) => seedAccountBase(merchant));

/** The bill type of a manual adjustment (enum billType). */
export const MANUAL_ADJUSTMENT = 13;

/** available + pending + frozen + reserve, exactly in minor units. */
function totalOf(row: Row): string | null {
  const currency = String(row.currency);
  let sum = 0n;
  for (const v of [row.available, row.pending, row.frozen, row.reserve]) {
    const minor = toMinor(String(v ?? ''), currency);
    if (minor === undefined) return null;
    sum += minor;
  }
  return fromMinor(sum, currency);
}

/**
 * A product line's balances. `adjust` (manual adjustment, bill type 13) moves the available balance by the amount
 * in or out, exactly in the currency's minor units (the input check already refused more decimals than it has);
 * a debit that would take it below zero is refused (100400 on `amount`) and changes nothing. The ledger gets one
 * entry with the operator, the reason and the new running balance; the engine logs available before and after.
 */
export const balanceBehaviour = (product: Product): Behaviour => ({
  rows: () => balancesOf(product),
  // Pending debits hold the available balance (101033); a debit is always money, so never a duplicate request.
  refuses: { adjust: ['reserved'] },
  computed: (row) => ({ total: totalOf(row) }),
  // Pending debits are held against the available balance: together they never take it below zero.
  controls: {
    adjust: (row, { values }) => {
      const balance = row as unknown as Rows['balance'];
      const amount = String(values.amount);
      if (values.direction !== 'debit') return { amount, currency: balance.currency };
      const available = toMinor(balance.available, balance.currency) ?? 0n;
      const key = `${product}:${balance.balance_id}`;
      return { amount, currency: balance.currency, reserve: { key, available, short: invalidField('amount') } };
    },
  },
  actions: {
    adjust: (row, { values, reason }, by) => {
      const balance = row as unknown as Rows['balance'];
      const direction = values.direction === 'debit' ? 'debit' : 'credit';
      const amount = String(values.amount);
      const after = moved(balance, direction, amount);
      if (after === undefined) return invalidField('amount');
      // ADJ + the day + a sequence of the ledger, as the seeded adjustments are numbered (mocks/seed/flows.ts).
      const day = new Date(now()).toISOString().slice(0, 10).replace(/-/g, '');
      const sequence = String((billsOf(product).length + 1) % 1_000_000).padStart(6, '0');
      postBill(product, {
        cust_id: balance.cust_id,
        merchant_name: balance.merchant_name,
        currency: balance.currency,
        bill_type: MANUAL_ADJUSTMENT,
        direction,
        amount: fromMinor(toMinor(amount, balance.currency)!, balance.currency),
        balance_after: after,
        ref_no: `ADJ${day}${sequence}`,
        remark: reason ?? null,
        created_by: by.admin.email,
      });
      return { changes: { available: after, ...touched(by) } };
    },
  },
});

/** A product line's balance module: its own table (`balance`, `walletBalance`), seeded with the line's accounts. */
export const balanceModule = (product: Product): Fake<Rows['balance']> => ({
  seed: (tables) => accountLines(tables)[product === 'wallet' ? 'walletBalance' : 'balance'],
  ...balanceBehaviour(product),
});

/** The balances of each product line. */
export const fakes = { balance: balanceModule('txn'), walletBalance: balanceModule('wallet') };
