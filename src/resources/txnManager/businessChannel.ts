import { resource } from '../../console/decl';
import { underControl } from '../control';
import { businessChannel as businessChannelLabels } from './businessChannel.labels';
import { enableDisable } from '../enableDisable';

/**
 * Channel routing (`/txnManager/magBusiness`): which payment channels carry each business line in each currency,
 * tried by priority (1 first). A route names a channel that carries its currency; the same business line, currency
 * and channel are routed once, and two routes of one business line and currency never share a priority (checked by
 * the server, mocks/resources/txnManager/businessChannel.ts). Line, currency and channel are the route's identity:
 * an edit changes only its priority.
 */
const businessChannel = resource({
  key: 'businessChannel',
  labels: businessChannelLabels,
  api: '/v1/admin/business-channels',
  rowKey: 'route_id',
  fields: {
    business_line: { type: 'enum', enum: 'businessLine', filter: 'in', width: 110 },
    currency: { type: 'currency', filter: 'eq', sortable: true, width: 90 },
    channel_code: { type: 'id', filter: 'eq', copyable: true, width: 190 },
    channel_name: { type: 'text', filter: 'like', computed: true },
    status: { type: 'enum', enum: 'enabled12', filter: 'in', width: 90 },
    priority: { type: 'number', integer: true, min: 1, max: 99, sortable: true, width: 90 },
    route_id: { type: 'id', filter: 'eq', copyable: true, width: 120 },
    updated_by: { type: 'text', hideInTable: true },
    updated_at: { type: 'datetime', filter: 'range', sortable: true },
    created_at: { type: 'datetime', hideInTable: true },
  },
  list: {
    columns: [
      'route_id',
      'business_line',
      'currency',
      'channel_code',
      'channel_name',
      'priority',
      'status',
      'updated_at',
    ],
    hidden: ['route_id'],
    defaultSort: { field: 'priority', order: 'ascend' },
  },
  detail: {
    sections: [
      { key: 'route', fields: ['route_id', 'business_line', 'currency', 'channel_code', 'channel_name', 'priority'] },
      { key: 'state', fields: ['status', 'updated_by', 'updated_at', 'created_at'] },
    ],
  },
  create: {
    form: {
      business_line: { type: 'enum', enum: 'businessLine', required: true },
      currency: { type: 'currency', required: true },
      channel_code: {
        type: 'options',
        options: { resource: 'paymentChannel', value: 'channel_code', label: 'name', filter: { status: '1' } },
        required: true,
      },
      priority: { type: 'number', integer: true, min: 1, max: 99, required: true },
    },
  },
  actions: underControl('routing', [
    {
      key: 'edit',
      form: { priority: { type: 'number', integer: true, min: 1, max: 99, required: true } },
    },
    ...enableDisable('confirm', 'confirm'),
  ]),
  export: true,
});

export default businessChannel;
