import { resource } from '../../console/decl';
import { blacklistHit as blacklistHitLabels } from './blacklistHit.labels';

/**
 * Blacklist hits (`/risk/blackreject`): the payment attempts the blacklist stopped: which order and merchant, the
 * dimension and value that matched (a card as BIN + last 4 only), the blacklist entry, the amount. Read-only:
 * filters and export.
 */
const blacklistHit = resource({
  key: 'blacklistHit',
  labels: blacklistHitLabels,
  api: '/v1/admin/blacklist-hits',
  rowKey: 'hit_id',
  fields: {
    order_no: { type: 'id', filter: 'eq', copyable: true, width: 120 },
    dimension: { type: 'enum', enum: 'blacklistDimension', filter: 'in', width: 110 },
    merchant_name: { type: 'text', filter: 'like' },
    hit_at: { type: 'datetime', filter: 'range', sortable: true },
    value: { type: 'text', filter: 'like', width: 220 },
    entry_id: { type: 'id', filter: 'eq', copyable: true, width: 110 },
    cust_id: { type: 'id', filter: 'eq', hideInTable: true },
    amount: { type: 'money', currencyField: 'currency', sortable: true },
    currency: { type: 'currency', filter: 'eq', hideInTable: true },
    hit_id: { type: 'id', filter: 'eq', copyable: true, width: 110 },
  },
  list: {
    columns: ['hit_id', 'order_no', 'amount', 'merchant_name', 'dimension', 'value', 'entry_id', 'hit_at'],
    hidden: ['entry_id'],
    defaultSort: { field: 'hit_at', order: 'descend' },
  },
  detail: {
    sections: [
      { key: 'hit', fields: ['hit_id', 'hit_at', 'dimension', 'value', 'entry_id'] },
      { key: 'order', fields: ['order_no', 'cust_id', 'merchant_name', 'amount'] },
    ],
  },
  export: true,
});

export default blacklistHit;
