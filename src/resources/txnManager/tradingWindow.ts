import { resource } from '../../console/decl';
import type { InputDef } from '../../console/types';
import { tradingWindow as tradingWindowLabels } from './tradingWindow.labels';
import { enableDisable } from '../enableDisable';

/** A time of day `HH:mm`, 00:00-23:59. */
export const OPEN_TIME = '^([01]\\d|2[0-3]):[0-5]\\d$';
/** A closing time `HH:mm`, 00:00-23:59, or 24:00 for a window open until midnight. */
export const CLOSE_TIME = '^(([01]\\d|2[0-3]):[0-5]\\d|24:00)$';
/** The shape of an IANA time-zone name (`UTC`, `Asia/Shanghai`, `America/Argentina/Buenos_Aires`, `Etc/GMT+8`). */
export const TIME_ZONE = '^(UTC|[A-Z][A-Za-z_-]+(/[A-Z][A-Za-z0-9_+-]+){1,2})$';

/** What the create and edit forms share: the day, the hours and their zone. */
const WINDOW_FORM: Record<string, InputDef> = {
  weekday: { type: 'enum', enum: 'weekday', required: true },
  open_time: { type: 'text', pattern: OPEN_TIME, required: true },
  close_time: { type: 'text', pattern: CLOSE_TIME, required: true, above: 'open_time' },
  time_zone: { type: 'text', pattern: TIME_ZONE, max: 64, required: true },
};

/**
 * FX trading window (`/txnManager/channelWork`): when a channel quotes and books exchange, per weekday, from open
 * to close (`HH:mm`, open before close) in an IANA time zone. The server refuses (100400) a zone it does not know,
 * a close not after the open, a window overlapping another of the same channel and weekday (windows touch: one may
 * close at 12:00 and the next open at 12:00), and a zone other than the one the channel's other windows use.
 */
const tradingWindow = resource({
  key: 'tradingWindow',
  labels: tradingWindowLabels,
  api: '/v1/admin/trading-windows',
  rowKey: 'window_id',
  fields: {
    channel_code: { type: 'id', filter: 'eq', sortable: true, width: 190 },
    channel_name: { type: 'text', filter: 'like', computed: true },
    weekday: { type: 'enum', enum: 'weekday', filter: 'in', sortable: true, width: 90 },
    time_zone: { type: 'text', filter: 'eq', width: 160 },
    open_time: { type: 'text', sortable: true, width: 90 },
    close_time: { type: 'text', width: 90 },
    status: { type: 'enum', enum: 'enabled12', filter: 'in', width: 90 },
    window_id: { type: 'id', filter: 'eq', copyable: true, width: 120 },
    updated_by: { type: 'text', hideInTable: true },
    updated_at: { type: 'datetime', filter: 'range', sortable: true },
    created_at: { type: 'datetime', hideInTable: true },
  },
  list: {
    columns: [
      'window_id',
      'channel_code',
      'channel_name',
      'status',
      'weekday',
      'open_time',
      'close_time',
      'time_zone',
      'updated_at',
    ],
    hidden: ['window_id', 'channel_name', 'updated_at'],
    defaultSort: { field: 'channel_code', order: 'ascend' },
  },
  detail: {
    sections: [
      {
        key: 'window',
        fields: ['window_id', 'channel_code', 'channel_name', 'weekday', 'open_time', 'close_time', 'time_zone'],
      },
      { key: 'state', fields: ['status', 'updated_by', 'updated_at', 'created_at'] },
    ],
  },
  create: {
    form: {
      channel_code: {
        type: 'options',
        options: { resource: 'paymentChannel', value: 'channel_code', label: 'name' },
        required: true,
      },
      ...WINDOW_FORM,
    },
  },
  actions: [{ key: 'edit', form: WINDOW_FORM }, ...enableDisable('confirm', 'confirm')],
  export: true,
});

export default tradingWindow;
