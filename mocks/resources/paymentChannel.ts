import type { InputValue } from '../../src/console/types';
import { duplicateOf, invalidField, touched } from '../crud/actions';
import { db, now } from '../db';
import { seedPaymentChannels, CHANNEL_METHODS } from '../seed/channels';
import type { Fake } from './fake';
import type { Rows } from '../../src/resources';

const list = (value: InputValue | undefined): string[] => (Array.isArray(value) ? value.map(String) : []);

/** A checked percent ("2.9", "03") as stored: no leading zeros, two decimals ("2.90", "3.00"), without a float. */
function twoDecimals(percent: string): string {
  const [whole, fraction = ''] = percent.split('.');
  return `${String(Number(whole))}.${fraction.padEnd(2, '0')}`;
}

/** The form's values as the row keeps them, or the input refused: each method must be one the type carries. */
function channelValues(values: Record<string, InputValue>) {
  const type = String(values.type);
  const methods = list(values.payment_methods);
  if (!methods.every((m) => CHANNEL_METHODS[type]?.includes(m))) return invalidField('payment_methods');
  return {
    name: String(values.name),
    type,
    payment_methods: methods,
    currencies: list(values.currencies),
    countries: list(values.countries),
    fee_rate: twoDecimals(String(values.fee_rate)),
  };
}

/**
 * Payment channels: a new channel's code must be free (the duplicate refusal, 100409) and every method must suit
 * its type (Apple Pay on a card channel, not bank transfer); it starts enabled with no success rate until it has
 * traffic. Edit, enable and disable stamp who changed it and when; enable and disable keep their reason.
 */
const paymentChannel: Fake<Rows['paymentChannel']> = {
  refuses: { create: ['duplicate'] },
  seed: ({ merchant, order }) => seedPaymentChannels(merchant, order),
  create: (values, by) => {
    const code = String(values.channel_code);
    if (db.paymentChannel.some((c) => c.channel_code === code)) return duplicateOf('channel_code');
    const checked = channelValues(values);
    if ('ok' in checked) return checked;
    const row: Rows['paymentChannel'] = {
      channel_code: code,
      ...checked,
      success_rate: null,
      status: 1,
      status_reason: null,
      ...touched(by),
      created_at: new Date(now()).toISOString(),
    };
    return { row };
  },
  actions: {
    edit: (_row, { values }, by) => {
      const checked = channelValues(values);
      return 'ok' in checked ? checked : { changes: { ...checked, ...touched(by) } };
    },
    enable: (_row, { reason }, by) => ({ changes: { status_reason: reason ?? null, ...touched(by) } }),
    disable: (_row, { reason }, by) => ({ changes: { status_reason: reason ?? null, ...touched(by) } }),
  },
};

export default paymentChannel;
