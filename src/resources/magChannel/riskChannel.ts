import { resource } from '../../console/decl';
import type { InputDef } from '../../console/types';
import { riskChannel as riskChannelLabels } from './riskChannel.labels';
import { enableDisable } from '../enableDisable';

/** What a route says: the provider, what it screens (empty: everything), its time-out and fallback decision. */
const ROUTE_FORM: Record<string, InputDef> = {
  name: { type: 'text', max: 60, required: true },
  provider: { type: 'enum', enum: 'riskProvider', required: true },
  countries: { type: 'country', multiple: true },
  currencies: { type: 'currency', multiple: true },
  cust_ids: {
    type: 'options',
    options: { resource: 'merchant', value: 'cust_id', label: 'name', filter: { status: '1,3' } },
    multiple: true,
    max: 50,
  },
  timeout_ms: { type: 'number', integer: true, min: 100, max: 10000, required: true },
  fallback_decision: { type: 'enum', enum: 'screenDecision', required: true },
};

/**
 * Risk channels (`/magChannel/riskManagementChannel`): the fraud-screening providers besides Forter and which
 * payments go to each, by buyer country, currency and merchant (an empty list matches all). A payment goes to the
 * first enabled route that matches, in priority order (1 first); raise and lower swap a route with its neighbour,
 * a new route is tried last. When the provider does not answer within the time-out the fallback decision applies.
 */
const riskChannel = resource({
  key: 'riskChannel',
  labels: riskChannelLabels,
  api: '/v1/admin/risk-channels',
  rowKey: 'channel_id',
  fields: {
    name: { type: 'text', filter: 'like', sortable: true },
    priority: { type: 'number', integer: true, min: 1, sortable: true, width: 80 },
    provider: { type: 'enum', enum: 'riskProvider', filter: 'in', width: 110 },
    status: { type: 'enum', enum: 'enabled12', filter: 'in', width: 90 },
    countries: { type: 'tags', filter: 'eq', width: 160 },
    currencies: { type: 'tags', filter: 'eq', width: 160 },
    // The ids the forms edit and the filter matches; the names are what is shown.
    cust_ids: { type: 'tags', filter: 'eq', hideInTable: true, hideInDetail: true },
    merchant_names: { type: 'tags', computed: true },
    fallback_decision: { type: 'enum', enum: 'screenDecision', filter: 'in', width: 110 },
    channel_id: { type: 'id', filter: 'eq', copyable: true, width: 110 },
    timeout_ms: { type: 'number', integer: true, min: 100, max: 10000, filter: 'range', sortable: true, width: 110 },
    status_reason: { type: 'text', hideInTable: true, unset: true },
    updated_by: { type: 'text', hideInTable: true },
    updated_at: { type: 'datetime', filter: 'range', sortable: true },
    created_at: { type: 'datetime', hideInTable: true },
  },
  list: {
    columns: [
      'channel_id',
      'priority',
      'name',
      'provider',
      'status',
      'countries',
      'currencies',
      'merchant_names',
      'timeout_ms',
      'fallback_decision',
      'updated_at',
    ],
    hidden: ['currencies', 'merchant_names', 'timeout_ms', 'fallback_decision', 'updated_at'],
    defaultSort: { field: 'priority', order: 'ascend' },
  },
  detail: {
    sections: [
      {
        key: 'routing',
        fields: ['channel_id', 'priority', 'name', 'provider', 'countries', 'currencies', 'merchant_names'],
      },
      { key: 'provider', fields: ['timeout_ms', 'fallback_decision'] },
      { key: 'state', fields: ['status', 'status_reason', 'updated_by', 'updated_at', 'created_at'] },
    ],
  },
  create: { form: ROUTE_FORM },
  actions: [
    { key: 'edit', form: ROUTE_FORM },
    // Raising and lowering are one grant: reordering the priorities (one code, the server's name for it).
    { key: 'raise', permission: 'riskChannel:reorder' },
    { key: 'lower', permission: 'riskChannel:reorder' },
    ...enableDisable('reason', 'reason'),
  ],
  export: true,
});

export default riskChannel;
