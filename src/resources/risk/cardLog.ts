import { resource } from '../../console/decl';
import { cardLog as cardLogLabels } from './cardLog.labels';

/**
 * Card lookup log (`/risk/card`): the BIN lookups made for card payments: the card as BIN + last 4 only, its network,
 * issuer and issuing country (flagged when not the buyer's), and the lookup's answer (JSON viewer). Read-only:
 * filters (BIN, last 4, order, network, country) and export.
 */
const cardLog = resource({
  key: 'cardLog',
  labels: cardLogLabels,
  api: '/v1/admin/card-logs',
  rowKey: 'log_id',
  fields: {
    card_bin: { type: 'text', filter: 'eq', hideInTable: true, hideInDetail: true },
    card: { type: 'masked', mask: 'card', width: 170 },
    card_last4: { type: 'text', filter: 'eq', hideInTable: true, hideInDetail: true },
    order_no: { type: 'id', filter: 'eq', copyable: true, width: 120 },
    brand: { type: 'enum', enum: 'cardBrand', filter: 'in', width: 130 },
    issuer_country: { type: 'country', filter: 'in', width: 140 },
    country_mismatch: { type: 'enum', enum: 'yesNo', filter: 'in', width: 110 },
    looked_up_at: { type: 'datetime', filter: 'range', sortable: true },
    issuer: { type: 'text', filter: 'like' },
    log_id: { type: 'id', filter: 'eq', copyable: true, width: 110 },
    cust_id: { type: 'id', filter: 'eq', hideInTable: true },
    merchant_name: { type: 'text', filter: 'like', hideInTable: true },
    lookup: { type: 'json', width: 260 },
  },
  list: {
    columns: [
      'log_id',
      'card',
      'brand',
      'issuer',
      'issuer_country',
      'country_mismatch',
      'order_no',
      'looked_up_at',
      'lookup',
    ],
    hidden: ['brand', 'lookup'],
    defaultSort: { field: 'looked_up_at', order: 'descend' },
  },
  detail: {
    sections: [
      { key: 'card', fields: ['log_id', 'card', 'brand', 'issuer', 'issuer_country', 'country_mismatch'] },
      { key: 'order', fields: ['order_no', 'cust_id', 'merchant_name', 'looked_up_at'] },
      { key: 'lookup', fields: ['lookup'] },
    ],
  },
  export: true,
});

export default cardLog;
