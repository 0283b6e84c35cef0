import type { InputValue } from '../../src/console/types';
import { invalidField, touched } from '../crud/actions';
import { db } from '../db';
import { priorityMoves } from '../crud/priority';
import { seedChannelConfigs } from '../seed/channelConfigs';
import type { Fake } from './fake';
import type { Rows } from '../../src/resources';

const list = (value: InputValue | undefined): string[] => (Array.isArray(value) ? value.map(String) : []);

/** One merchant's configs in the order they are tried: priority, then id. */
function routeOf(custId: unknown): Rows['channelConfig'][] {
  return db.channelConfig
    .filter((c) => c.cust_id === custId)
    .sort((a, b) => a.priority - b.priority || (a.config_id < b.config_id ? -1 : 1));
}

const moves = priorityMoves<Rows['channelConfig']>({
  resource: 'channelConfig',
  rowKey: 'config_id',
  peers: (row) => routeOf(row.cust_id),
  max: 99,
});

/** Configs are never deleted: the next id follows the largest. */
const nextId = () => `CC${Math.max(300000, ...db.channelConfig.map((c) => Number(c.config_id.slice(2)) || 0)) + 1}`;

/**
 * Channel config: a new config names an existing merchant and a channel it is not yet routed to; edit, enable and
 * disable stamp who changed it and when; disable keeps its reason; raise and lower reorder the merchant's channels.
 */
const channelConfig: Fake<Rows['channelConfig']> = {
  // The first cannot be raised, nor the last lowered (mocks/crud/priority.ts).
  refuses: { raise: ['wrongStatus'], lower: ['wrongStatus'] },
  seed: ({ merchant }) => seedChannelConfigs(merchant),
  create: (values, by) => {
    const merchant = db.merchant.find((m) => m.cust_id === values.cust_id);
    if (!merchant) return invalidField('cust_id');
    const channel = String(values.channel);
    if (db.channelConfig.some((c) => c.cust_id === merchant.cust_id && c.channel === channel))
      return invalidField('channel');
    const row: Rows['channelConfig'] = {
      config_id: nextId(),
      cust_id: merchant.cust_id,
      merchant_name: merchant.name,
      channel,
      payment_methods: list(values.payment_methods),
      currencies: list(values.currencies),
      priority: Number(values.priority),
      mcc: String(values.mcc),
      status: 1,
      disable_reason: null,
      ...touched(by),
    };
    return { row };
  },
  actions: {
    edit: (_row, { values }, by) => ({
      changes: {
        payment_methods: list(values.payment_methods),
        currencies: list(values.currencies),
        priority: Number(values.priority),
        mcc: String(values.mcc),
        ...touched(by),
      },
    }),
    enable: (_row, _input, by) => ({ changes: { disable_reason: null, ...touched(by) } }),
    disable: (_row, { reason }, by) => ({ changes: { disable_reason: reason ?? null, ...touched(by) } }),
    ...moves,
  },
};

export default channelConfig;
