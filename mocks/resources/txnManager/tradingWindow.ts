import type { InputValue } from '../../../src/console/types';
import { TIME_ZONE } from '../../../src/resources/txnManager/tradingWindow';
import { invalidField, touched, type Refusal } from '../../crud/actions';
import type { Row } from '../../crud/query';
import { db } from '../../db';
import { seedTradingWindows } from '../../seed/txnConfig';
import type { Fake } from '../fake';
import { channelOf, createdBy, nextId, text } from './shared';
import type { Rows } from '../../../src/resources';

/** An IANA time-zone name the runtime knows (`Asia/Shanghai`, `UTC`), written as the database writes it. */
export function isTimeZone(name: string): boolean {
  if (!new RegExp(TIME_ZONE).test(name)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/**
 * A window's day, hours and zone as the row keeps them, or the input refused (100400): the close after the open
 * (`HH:mm` compare as text: both are zero-padded and 24:00 is the latest), a known zone, the zone of the channel's
 * other windows, and no overlap with another window of the same channel and weekday, whatever its status
 * (half-open: one closing at 12:00 and one opening at 12:00 touch, they do not overlap).
 */
function windowValues(values: Record<string, InputValue>, channel: string, self?: Row) {
  const weekday = Number(values.weekday);
  const open = text(values.open_time);
  const close = text(values.close_time);
  const zone = text(values.time_zone);
  if (!(open < close)) return invalidField('close_time');
  if (!isTimeZone(zone)) return invalidField('time_zone');
  const others = db.tradingWindow.filter((w) => w !== self && w.channel_code === channel);
  if (others.some((w) => w.time_zone !== zone)) return invalidField('time_zone');
  const overlaps = others.some((w) => w.weekday === weekday && open < w.close_time && w.open_time < close);
  if (overlaps) return invalidField('open_time');
  return { weekday, open_time: open, close_time: close, time_zone: zone };
}

const refused = (v: object): v is Refusal => 'ok' in v;

/**
 * FX trading windows: a new window names a known channel; create and edit check the hours, the zone and the
 * overlap with the channel's other windows (`windowValues`). The channel's name is read live.
 */
const tradingWindow: Fake<Rows['tradingWindow']> = {
  seed: ({ paymentChannel }) => seedTradingWindows(paymentChannel),
  computed: (row) => ({ channel_name: channelOf(row.channel_code)?.name ?? null }),
  create: (values, by) => {
    const channel = channelOf(text(values.channel_code));
    if (!channel) return invalidField('channel_code');
    const window = windowValues(values, channel.channel_code);
    if (refused(window)) return window;
    const row: Rows['tradingWindow'] = {
      window_id: nextId(db.tradingWindow, 'window_id', 'TW', 400000),
      channel_code: channel.channel_code,
      ...window,
      status: 1,
      ...createdBy(by),
    };
    return { row };
  },
  actions: {
    edit: (row, { values }, by) => {
      const window = windowValues(values, String(row.channel_code), row);
      return refused(window) ? window : { changes: { ...window, ...touched(by) } };
    },
    enable: (_row, _input, by) => ({ changes: touched(by) }),
    disable: (_row, _input, by) => ({ changes: touched(by) }),
  },
};

export default tradingWindow;
