import { resource } from '../../console/decl';
import type { ActionDecl } from '../../console/types';
import { saasCallback as saasCallbackLabels } from './saasCallback.labels';

/**
 * Sending a callback again (one row or the selected rows). Any finished callback may be resent, delivered ones
 * too (a shop that lost one asks for it again); a pending one is still on its way and answers 101014.
 */
const resend: ActionDecl = {
  key: 'resend',
  bulk: true,
  when: { field: 'status', in: [1, 2] },
};

/**
 * SaaS callback (`/order/saascallback`): what the platform told a shop's SaaS platform (Shopify, WooCommerce,
 * Magento ...) about its orders: shop, event, delivery status, attempts, payload (JSON viewer). Resend.
 */
const saasCallback = resource({
  key: 'saasCallback',
  labels: saasCallbackLabels,
  api: '/v1/admin/saas-callbacks',
  rowKey: 'callback_id',
  fields: {
    callback_id: { type: 'id', filter: 'eq', copyable: true, width: 110 },
    shop_id: { type: 'id', filter: 'eq', width: 100 },
    site_url: { type: 'url', hideInTable: true },
    order_no: { type: 'id', filter: 'eq', width: 120 },
    status: { type: 'enum', enum: 'deliveryStatus', filter: 'in', width: 100 },
    platform: { type: 'enum', enum: 'sitePlatform', filter: 'in', width: 110 },
    event: { type: 'text', filter: 'like', width: 200 },
    response_code: { type: 'number', integer: true, min: 100, max: 599, filter: 'eq', width: 100, unset: true },
    created_at: { type: 'datetime', filter: 'range', sortable: true },
    attempts: { type: 'number', integer: true, min: 0, sortable: true, width: 90 },
    cust_id: { type: 'id', filter: 'eq', hideInTable: true },
    last_attempt_at: { type: 'datetime', sortable: true, unset: true },
    merchant_name: { type: 'text', filter: 'like' },
    payload: { type: 'json', width: 260 },
  },
  list: {
    columns: [
      'callback_id',
      'status',
      'event',
      'merchant_name',
      'platform',
      'shop_id',
      'order_no',
      'attempts',
      'response_code',
      'created_at',
      'payload',
    ],
    hidden: ['shop_id', 'order_no', 'attempts', 'response_code', 'payload'],
    defaultSort: { field: 'created_at', order: 'descend' },
  },
  detail: {
    sections: [
      {
        key: 'callback',
        fields: ['callback_id', 'shop_id', 'site_url', 'cust_id', 'merchant_name', 'platform', 'event', 'order_no'],
      },
      { key: 'delivery', fields: ['status', 'attempts', 'response_code', 'last_attempt_at', 'created_at'] },
      { key: 'payload', fields: ['payload'] },
    ],
  },
  actions: [resend],
  export: true,
});

export default saasCallback;
