import type { InputValue } from '../../../src/console/types';
import type { Product } from '../../../src/resources/product';
import { invalidField, refusal, touched, type Behaviour, type Refusal } from '../../crud/actions';
import { db } from '../../db';
import { seedFees } from '../../seed/txnConfig';
import type { Fake } from '../fake';
import {
  approvedMerchant,
  asDecimals,
  channelOf,
  createdBy,
  merchantName,
  minorAmounts,
  nextId,
  text,
  twoDecimals,
} from './shared';
import type { Rows } from '../../../src/resources';

const AMOUNTS = ['fixed_fee', 'min_fee', 'max_fee'] as const;

/**
 * The fee as the row keeps it, in the row's currency, or the input refused: amounts with no more decimals than the
 * currency has (JPY 0, KWD 3), the maximum not below the minimum nor below the fixed fee — exact, in minor units.
 */
function feeValues(values: Record<string, InputValue>, currency: string) {
  const amounts = minorAmounts(values, AMOUNTS, currency);
  if (!amounts.ok) return invalidField(amounts.field);
  const { fixed_fee, min_fee, max_fee } = amounts.minor;
  if (max_fee < min_fee) return invalidField('max_fee');
  if (fixed_fee > max_fee) return invalidField('fixed_fee');
  return {
    fee_method: Number(values.fee_method),
    percent_fee: twoDecimals(text(values.percent_fee)),
    ...asDecimals(amounts.minor, currency),
  };
}

const refused = (v: object): v is Refusal => 'ok' in v;

/**
 * Fee config of a product line (its own table: `feeConf` or `walletFeeConf`): a new config names an approved
 * merchant (100400 on `cust_id`) and an enabled channel carrying its payment method and currency (100400 on
 * `channel_code`, `payment_method`, `currency`), is made once per merchant, channel, method and currency (100409),
 * and keeps its amounts exactly in the currency's minor units. Names of the merchant and channel are read live.
 */
export function feeConfBehaviour(product: Product): Behaviour {
  const rows = (): Rows['feeConf'][] => (product === 'wallet' ? db.walletFeeConf : db.feeConf);
  const prefix = product === 'wallet' ? 'WFC' : 'FC';
  return {
    rows,
    // One configuration per merchant, channel, method and currency.
    refuses: { create: ['duplicate'] },
    computed: (row) => ({
      merchant_name: merchantName(row.cust_id),
      channel_name: channelOf(row.channel_code)?.name ?? null,
    }),
    create: (values, by) => {
      const merchant = approvedMerchant(values.cust_id);
      if (!merchant) return invalidField('cust_id');
      const channel = channelOf(text(values.channel_code));
      if (!channel || channel.status !== 1) return invalidField('channel_code');
      const method = text(values.payment_method);
      const currency = text(values.currency);
      if (!channel.payment_methods.includes(method)) return invalidField('payment_method');
      if (!channel.currencies.includes(currency)) return invalidField('currency');
      const fee = feeValues(values, currency);
      if (refused(fee)) return fee;
      const same = (r: Rows['feeConf']) =>
        r.cust_id === merchant.cust_id &&
        r.channel_code === channel.channel_code &&
        r.payment_method === method &&
        r.currency === currency;
      if (rows().some(same)) return refusal('duplicate');
      const row: Rows['feeConf'] = {
        fee_id: nextId(rows(), 'fee_id', prefix, 200000),
        cust_id: merchant.cust_id,
        channel_code: channel.channel_code,
        payment_method: method,
        currency,
        ...fee,
        status: 1,
        ...createdBy(by),
      };
      return { row };
    },
    actions: {
      edit: (row, { values }, by) => {
        const fee = feeValues(values, String(row.currency));
        return refused(fee) ? fee : { changes: { ...fee, ...touched(by) } };
      },
      enable: (_row, _input, by) => ({ changes: touched(by) }),
      disable: (_row, _input, by) => ({ changes: touched(by) }),
    },
  };
}

/** A product line's fee config module: its own table (`feeConf`, `walletFeeConf`), over the payment channels. */
export const feeConfModule = (product: Product): Fake<Rows['feeConf']> => ({
  seed: ({ merchant, paymentChannel }) => seedFees(product, merchant, paymentChannel),
  ...feeConfBehaviour(product),
});

/** The fee configuration of each product line. */
export const fakes = { feeConf: feeConfModule('txn'), walletFeeConf: feeConfModule('wallet') };
