import { resource } from '../../console/decl';
import { orderParams as orderParamsLabels } from './orderParams.labels';

/**
 * A merchant's order parameters (`/OrgMag/orderParamsMag/:cust_id`, hidden from the menu, opened from the
 * registration list): one record per merchant, shown in sections, edited as a whole. The form and the server check
 * the same rules: https callback and return URLs, ISO 4217 codes, an expiry of 5 minutes to 7 days.
 */
const orderParams = resource({
  key: 'orderParams',
  labels: orderParamsLabels,
  api: '/v1/admin/order-params',
  rowKey: 'cust_id',
  parentParam: 'cust_id',
  single: true,
  fields: {
    cust_id: { type: 'id', filter: 'eq', copyable: true, width: 110 },
    merchant_name: { type: 'text', filter: 'like' },
    notify_url: { type: 'url' },
    return_url: { type: 'url' },
    currencies: { type: 'tags' },
    settlement_currency: { type: 'currency', filter: 'eq', width: 110 },
    three_ds_mode: { type: 'enum', enum: 'threeDsMode', filter: 'in', width: 120 },
    order_expiry_minutes: { type: 'number', integer: true, min: 5, max: 10080, sortable: true, width: 120 },
    updated_by: { type: 'text', unset: true },
    updated_at: { type: 'datetime', sortable: true, unset: true },
  },
  list: {
    columns: [
      'cust_id',
      'merchant_name',
      'settlement_currency',
      'three_ds_mode',
      'order_expiry_minutes',
      'updated_by',
      'updated_at',
    ],
    hidden: ['updated_by'],
    defaultSort: { field: 'updated_at', order: 'descend' },
  },
  detail: {
    sections: [
      { key: 'callbacks', fields: ['notify_url', 'return_url'] },
      { key: 'currencies', fields: ['currencies', 'settlement_currency'] },
      { key: 'checkout', fields: ['three_ds_mode', 'order_expiry_minutes'] },
      { key: 'audit', fields: ['cust_id', 'merchant_name', 'updated_by', 'updated_at'] },
    ],
  },
  actions: [
    {
      key: 'edit',
      form: {
        notify_url: { type: 'url', required: true, max: 2048, pattern: '^https://' },
        return_url: { type: 'url', required: true, max: 2048, pattern: '^https://' },
        currencies: { type: 'currency', multiple: true, required: true },
        settlement_currency: { type: 'currency', required: true },
        three_ds_mode: { type: 'enum', enum: 'threeDsMode', required: true },
        order_expiry_minutes: { type: 'number', integer: true, min: 5, max: 10080, required: true },
      },
    },
  ],
});

export default orderParams;
