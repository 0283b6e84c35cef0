import type { ResourceDef } from '../../console/types';

/**
 * Blacklist log (`/risk/blackreject`): the payment attempts the blacklist stopped: which order and merchant, the
 * dimension and value that matched (a card as BIN + last 4 only), the blacklist entry, the amount. Read-only:
 * filters and export.
 */
const blacklistHit: ResourceDef = {
  key: 'blacklistHit',
  page: '/risk/blackreject',
  api: '/v1/admin/blacklist-hits',
  rowKey: 'hit_id',
  fields: {
    hit_id: { type: 'id', filter: 'eq', copyable: true, width: 110 },
    order_no: { type: 'id', filter: 'eq', copyable: true, width: 120 },
    cust_id: { type: 'id', filter: 'eq', hideInTable: true },
    merchant_name: { type: 'text', filter: 'like' },
    dimension: { type: 'enum', enum: 'blacklistDimension', filter: 'in', width: 110 },
    value: { type: 'text', filter: 'like', width: 220 },
    entry_id: { type: 'id', filter: 'eq', copyable: true, width: 110 },
    amount: { type: 'money', currencyField: 'currency', sortable: true, width: 130 },
    currency: { type: 'currency', filter: 'eq', hideInTable: true },
    hit_at: { type: 'datetime', filter: 'range', sortable: true },
  },
  list: {
    columns: ['hit_id', 'order_no', 'merchant_name', 'dimension', 'value', 'entry_id', 'amount', 'hit_at'],
    filters: ['order_no', 'dimension', 'merchant_name', 'hit_at', 'value', 'entry_id', 'cust_id', 'currency', 'hit_id'],
    defaultSort: { field: 'hit_at', order: 'descend' },
  },
  detail: {
    sections: [
      { key: 'hit', fields: ['hit_id', 'hit_at', 'dimension', 'value', 'entry_id'] },
      { key: 'order', fields: ['order_no', 'cust_id', 'merchant_name', 'amount'] },
    ],
  },
  exportPermission: 'blacklistHit:export',
};

export default blacklistHit;
