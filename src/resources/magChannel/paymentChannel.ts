import { resource } from '../../console/decl';
import type { InputDef } from '../../console/types';
import { paymentChannel as paymentChannelLabels } from './paymentChannel.labels';
import { enableDisable } from '../enableDisable';

/** What the create and edit forms share: everything but the code, which routing names the channel by. */
const CHANNEL_FORM: Record<string, InputDef> = {
  name: { type: 'text', max: 60, required: true },
  type: { type: 'enum', enum: 'channelType', required: true },
  payment_methods: { type: 'enum', enum: 'paymentMethod', multiple: true, required: true },
  currencies: { type: 'currency', multiple: true, required: true },
  countries: { type: 'country', multiple: true, required: true },
  fee_rate: { type: 'percent', min: 0, max: 20, required: true },
};

/**
 * Payment channels (`/magChannel/orderMagChannel`): the acquirers, wallets and bank rails orders are paid through,
 * with the currencies and buyer countries each serves, its fee and the success rate the platform measures. A new
 * channel is enabled at once; its code is unique and never changes. Enabling or disabling one needs a reason.
 */
const paymentChannel = resource({
  key: 'paymentChannel',
  labels: paymentChannelLabels,
  api: '/v1/admin/payment-channels',
  rowKey: 'channel_code',
  fields: {
    channel_code: { type: 'id', filter: 'eq', copyable: true, sortable: true, width: 190 },
    name: { type: 'text', filter: 'like', sortable: true },
    type: { type: 'enum', enum: 'channelType', filter: 'in', width: 100 },
    status: { type: 'enum', enum: 'enabled12', filter: 'in', width: 90 },
    payment_methods: { type: 'enum', enum: 'paymentMethod', multiple: true, filter: 'in' },
    currencies: { type: 'tags', filter: 'eq', width: 160 },
    countries: { type: 'tags', filter: 'eq', width: 180 },
    fee_rate: { type: 'percent', min: 0, max: 100, filter: 'range', sortable: true, width: 100 },
    success_rate: { type: 'percent', min: 0, max: 100, filter: 'range', sortable: true, width: 110, unset: true },
    status_reason: { type: 'text', hideInTable: true, unset: true },
    updated_by: { type: 'text', hideInTable: true },
    updated_at: { type: 'datetime', filter: 'range', sortable: true },
    created_at: { type: 'datetime', hideInTable: true },
  },
  list: {
    columns: [
      'channel_code',
      'name',
      'status',
      'type',
      'payment_methods',
      'currencies',
      'countries',
      'fee_rate',
      'success_rate',
      'updated_at',
    ],
    hidden: ['payment_methods', 'currencies', 'countries', 'updated_at'],
    defaultSort: { field: 'channel_code', order: 'ascend' },
  },
  detail: {
    sections: [
      { key: 'channel', fields: ['channel_code', 'name', 'type', 'payment_methods', 'currencies', 'countries'] },
      { key: 'performance', fields: ['fee_rate', 'success_rate'] },
      { key: 'state', fields: ['status', 'status_reason', 'updated_by', 'updated_at', 'created_at'] },
    ],
  },
  create: {
    form: { channel_code: { type: 'text', pattern: '^[A-Z][A-Z0-9_]{2,31}$', required: true }, ...CHANNEL_FORM },
  },
  actions: [{ key: 'edit', form: CHANNEL_FORM }, ...enableDisable('reason', 'reason')],
  export: true,
});

export default paymentChannel;
