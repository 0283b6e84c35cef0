import type { InputValue } from '../../../src/console/types';
import type { Product } from '../../../src/resources/product';
import { invalidField, refusal, touched, type Behaviour, type Refusal } from '../../crud/actions';
import { db } from '../../db';
import { seedLimits } from '../../seed/txnConfig';
import type { Fake } from '../fake';
import { approvedMerchant, asDecimals, createdBy, merchantName, minorAmounts, nextId, text } from './shared';
import type { Rows } from '../../../src/resources';

/** The limits in the order each is at least the one before. */
const CHAIN = ['single_min', 'single_max', 'daily_limit', 'monthly_limit'] as const;

/**
 * The limits as the row keeps them, or the input refused: no more decimals than the currency has, a single
 * maximum above zero, and single minimum ≤ single maximum ≤ daily ≤ monthly — exact, in minor units (the form's
 * `atLeast` says the same before sending).
 */
function limitValues(values: Record<string, InputValue>, currency: string) {
  const amounts = minorAmounts(values, CHAIN, currency);
  if (!amounts.ok) return invalidField(amounts.field);
  if (amounts.minor.single_max <= 0n) return invalidField('single_max');
  for (let i = 1; i < CHAIN.length; i++)
    if (amounts.minor[CHAIN[i]] < amounts.minor[CHAIN[i - 1]]) return invalidField(CHAIN[i]);
  return asDecimals(amounts.minor, currency);
}

const refused = (v: object): v is Refusal => 'ok' in v;

/**
 * Payment limits of a product line (its own table: `paymentLimit` or `walletPaymentLimit`): a new limit names an
 * approved merchant (100400 on `cust_id`) and is made once per merchant and currency (100409); edit checks the
 * same order of the amounts in the row's currency. The merchant's name is read live.
 */
export function paymentLimitBehaviour(product: Product): Behaviour {
  const rows = (): Rows['paymentLimit'][] => (product === 'wallet' ? db.walletPaymentLimit : db.paymentLimit);
  const prefix = product === 'wallet' ? 'WPL' : 'PL';
  return {
    rows,
    computed: (row) => ({ merchant_name: merchantName(row.cust_id) }),
    // One limit per merchant and currency.
    refuses: { create: ['duplicate'] },
    create: (values, by) => {
      const merchant = approvedMerchant(values.cust_id);
      if (!merchant) return invalidField('cust_id');
      const currency = text(values.currency);
      const limits = limitValues(values, currency);
      if (refused(limits)) return limits;
      if (rows().some((r) => r.cust_id === merchant.cust_id && r.currency === currency)) return refusal('duplicate');
      const row: Rows['paymentLimit'] = {
        limit_id: nextId(rows(), 'limit_id', prefix, 300000),
        cust_id: merchant.cust_id,
        currency,
        ...limits,
        status: 1,
        ...createdBy(by),
      };
      return { row };
    },
    actions: {
      edit: (row, { values }, by) => {
        const limits = limitValues(values, String(row.currency));
        return refused(limits) ? limits : { changes: { ...limits, ...touched(by) } };
      },
      enable: (_row, _input, by) => ({ changes: touched(by) }),
      disable: (_row, _input, by) => ({ changes: touched(by) }),
    },
  };
}

/** A product line's payment limit module: its own table (`paymentLimit`, `walletPaymentLimit`). */
export const paymentLimitModule = (product: Product): Fake<Rows['paymentLimit']> => ({
  seed: ({ merchant }) => seedLimits(product, merchant),
  ...paymentLimitBehaviour(product),
});

/** The payment limits of each product line. */
export const fakes = { paymentLimit: paymentLimitModule('txn'), walletPaymentLimit: paymentLimitModule('wallet') };
