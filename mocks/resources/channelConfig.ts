import type { InputValue } from '../../src/console/types';
import { invalidField, refusal, type Behaviour, type Effect, type Operator } from '../crud/actions';
import type { Row } from '../crud/query';
import { db, now } from '../db';
import { writeOplog } from '../oplog';
import type { ChannelConfigRow } from '../seed/channelConfigs';

const touched = (by: Operator) => ({ updated_by: by.admin.email, updated_at: new Date(now()).toISOString() });

const list = (value: InputValue | undefined): string[] => (Array.isArray(value) ? value.map(String) : []);

/** One merchant's configs in the order they are tried: priority, then id. */
function routeOf(custId: unknown): ChannelConfigRow[] {
  return db.channelConfigs
    .filter((c) => c.cust_id === custId)
    .sort((a, b) => a.priority - b.priority || (a.config_id < b.config_id ? -1 : 1));
}

/**
 * Moves a config one place up (`raise`) or down (`lower`) in its merchant's order by swapping priorities with its
 * neighbour; the first cannot be raised nor the last lowered (101014). The neighbour's change is logged as its own
 * entry. Equal priorities (set by hand) are separated by one so the move is visible.
 */
function move(direction: 'raise' | 'lower') {
  return (row: Row, _input: unknown, by: Operator): Effect => {
    const route = routeOf(row.cust_id);
    const at = route.findIndex((c) => c.config_id === row.config_id);
    const other = route[at + (direction === 'raise' ? -1 : 1)];
    if (at < 0 || !other) return refusal('wrongStatus');
    const mine = Number(row.priority);
    let [next, theirs] = [other.priority, mine];
    if (next === theirs) {
      // The one moved later gets the larger number; at the top of the range the earlier one takes the smaller.
      const up = direction === 'raise';
      if (mine < 99) [next, theirs] = up ? [mine, mine + 1] : [mine + 1, mine];
      else [next, theirs] = up ? [mine - 1, mine] : [mine, mine - 1];
    }
    const stamp = touched(by);
    if (other.priority !== theirs) {
      writeOplog({
        operator: by.admin,
        ip: by.ip,
        resource: 'channelConfig',
        target: other.config_id,
        action: direction,
        before: { priority: other.priority, updated_by: other.updated_by, updated_at: other.updated_at },
        after: { priority: theirs, ...stamp },
      });
      Object.assign(other, { priority: theirs }, stamp);
    }
    return { changes: { priority: next, ...stamp } };
  };
}

/** Configs are never deleted: the next id follows the largest. */
const nextId = () => `CC${Math.max(300000, ...db.channelConfigs.map((c) => Number(c.config_id.slice(2)) || 0)) + 1}`;

/**
 * Channel config: a new config names an existing merchant and a channel it is not yet routed to; edit, enable and
 * disable stamp who changed it and when; disable keeps its reason; raise and lower reorder the merchant's channels.
 */
const channelConfig: Behaviour = {
  rows: () => db.channelConfigs,
  create: (values, by) => {
    const merchant = db.merchants.find((m) => m.cust_id === values.cust_id);
    if (!merchant) return invalidField('cust_id');
    const channel = String(values.channel);
    if (db.channelConfigs.some((c) => c.cust_id === merchant.cust_id && c.channel === channel))
      return invalidField('channel');
    const row: ChannelConfigRow = {
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
    raise: move('raise'),
    lower: move('lower'),
  },
};

export default channelConfig;
