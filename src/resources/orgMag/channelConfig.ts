import { resource } from '../../console/decl';
import { underControl } from '../control';
import type { InputDef } from '../../console/types';
import { channelConfig as channelConfigLabels } from './channelConfig.labels';
import { enableDisable } from '../enableDisable';

/** What a channel config's edit and create forms share: methods, currencies, priority and MCC. */
const routing: Record<string, InputDef> = {
  payment_methods: { type: 'enum', enum: 'paymentMethod', multiple: true, required: true },
  currencies: { type: 'currency', multiple: true, required: true },
  priority: { type: 'number', integer: true, min: 1, max: 99, required: true },
  mcc: { type: 'text', pattern: '^\\d{4}$', required: true },
};

/**
 * Channel config (`/orgMag/magBusiness`): which payment channels a merchant is routed to, with its methods,
 * currencies and MCC; a merchant's configs are tried by priority (1 first), raised or lowered one place at a time.
 */
const channelConfig = resource({
  key: 'channelConfig',
  labels: channelConfigLabels,
  api: '/v1/admin/channel-configs',
  rowKey: 'config_id',
  fields: {
    config_id: { type: 'id', filter: 'eq', copyable: true, width: 120 },
    cust_id: { type: 'id', filter: 'eq', sortable: true, width: 110 },
    merchant_name: { type: 'text', filter: 'like' },
    channel: { type: 'enum', enum: 'payChannel', filter: 'in', width: 130 },
    payment_methods: { type: 'enum', enum: 'paymentMethod', multiple: true, filter: 'in' },
    currencies: { type: 'tags', filter: 'eq' },
    priority: { type: 'number', integer: true, min: 1, max: 99, sortable: true, width: 90 },
    mcc: { type: 'text', filter: 'eq', width: 80 },
    status: { type: 'enum', enum: 'enabled12', filter: 'in', width: 100 },
    disable_reason: { type: 'text', hideInTable: true, unset: true },
    updated_by: { type: 'text', hideInTable: true },
    updated_at: { type: 'datetime', filter: 'range', sortable: true },
  },
  list: {
    columns: [
      'config_id',
      'cust_id',
      'merchant_name',
      'channel',
      'status',
      'payment_methods',
      'currencies',
      'priority',
      'mcc',
      'updated_at',
    ],
    hidden: ['cust_id', 'currencies', 'mcc', 'updated_at'],
    defaultSort: { field: 'priority', order: 'ascend' },
  },
  detail: {
    sections: [
      {
        key: 'routing',
        fields: [
          'config_id',
          'cust_id',
          'merchant_name',
          'channel',
          'payment_methods',
          'currencies',
          'priority',
          'mcc',
        ],
      },
      { key: 'state', fields: ['status', 'disable_reason', 'updated_by', 'updated_at'] },
    ],
  },
  actions: [
    ...underControl('routing', [{ key: 'edit', form: routing }]),
    // Raising and lowering are one grant: reordering the priorities (one code, the server's name for it).
    { key: 'raise', permission: 'channelConfig:reorder' },
    { key: 'lower', permission: 'channelConfig:reorder' },
    ...underControl('routing', enableDisable('confirm', 'reason')),
  ],
  create: {
    form: {
      cust_id: {
        type: 'options',
        options: { resource: 'merchant', value: 'cust_id', label: 'name', filter: { status: '1,3' } },
        required: true,
      },
      channel: { type: 'enum', enum: 'payChannel', required: true },
      ...routing,
    },
  },
  export: true,
});

export default channelConfig;
