import { invalidField, refusal, touched } from '../../crud/actions';
import type { Row } from '../../crud/query';
import { db } from '../../db';
import { seedBusinessChannels } from '../../seed/txnConfig';
import type { Fake } from '../fake';
import { channelOf, createdBy, nextId, text } from './shared';
import type { Rows } from '../../../src/resources';

/** Whether another route of the same business line and currency already has the priority. */
const priorityTaken = (line: unknown, currency: unknown, priority: number, self?: Row) =>
  db.businessChannel.some(
    (r) => r !== self && r.business_line === line && r.currency === currency && r.priority === priority,
  );

/**
 * Channel routing: a new route names an enabled channel that carries its currency (100400 on `channel_code` or
 * `currency` otherwise), is made once per business line, currency and channel (100409), and takes a priority no
 * other route of its business line and currency holds (100400 on `priority`, on create and edit). The channel's
 * name is read from the payment channels on every answer.
 */
const businessChannel: Fake<Rows['businessChannel']> = {
  refuses: { create: ['duplicate'] },
  seed: ({ paymentChannel }) => seedBusinessChannels(paymentChannel),
  computed: (row) => ({ channel_name: channelOf(row.channel_code)?.name ?? null }),
  create: (values, by) => {
    const channel = channelOf(text(values.channel_code));
    if (!channel || channel.status !== 1) return invalidField('channel_code');
    const line = text(values.business_line);
    const currency = text(values.currency);
    if (!channel.currencies.includes(currency)) return invalidField('currency');
    const same = (r: Rows['businessChannel']) =>
      r.business_line === line && r.currency === currency && r.channel_code === channel.channel_code;
    if (db.businessChannel.some(same)) return refusal('duplicate');
    const priority = Number(values.priority);
    if (priorityTaken(line, currency, priority)) return invalidField('priority');
    const row: Rows['businessChannel'] = {
      route_id: nextId(db.businessChannel, 'route_id', 'BC', 100000),
      business_line: line,
      currency,
      channel_code: channel.channel_code,
      priority,
      status: 1,
      ...createdBy(by),
    };
    return { row };
  },
  actions: {
    edit: (row, { values }, by) => {
      const priority = Number(values.priority);
      if (priorityTaken(row.business_line, row.currency, priority, row)) return invalidField('priority');
      return { changes: { priority, ...touched(by) } };
    },
    enable: (_row, _input, by) => ({ changes: touched(by) }),
    disable: (_row, _input, by) => ({ changes: touched(by) }),
  },
};

export default businessChannel;
