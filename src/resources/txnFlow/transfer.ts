import { resource } from '../../console/decl';
import { amountFields, merchantFields, NEWEST_FIRST, timeFields } from './common';
import { transfer as transferLabels } from './transfer.labels';

/** Transfers (`/txnFlow/transfer`): money from one merchant to another (as the transfer relationships allow). */
const transfer = resource({
  key: 'transfer',
  labels: transferLabels,
  api: '/v1/admin/transfers',
  rowKey: 'transfer_id',
  fields: {
    transfer_id: { type: 'id', filter: 'eq', copyable: true, width: 150 },
    ...merchantFields,
    to_cust_id: { type: 'id', filter: 'eq', width: 100 },
    to_merchant_name: { type: 'text', filter: 'like' },
    ...amountFields,
    status: { type: 'enum', enum: 'flowStatus', filter: 'in', width: 100 },
    remark: { type: 'text', hideInTable: true, unset: true },
    ...timeFields,
  },
  list: {
    columns: ['transfer_id', 'status', 'amount', 'fee', 'merchant_name', 'to_merchant_name', 'currency', 'created_at'],
    hidden: ['currency'],
    filters: [
      'transfer_id',
      'cust_id',
      'merchant_name',
      'to_cust_id',
      'to_merchant_name',
      'currency',
      'amount',
      'status',
      'created_at',
    ],
    defaultSort: NEWEST_FIRST,
  },
  detail: {
    sections: [
      { key: 'flow', fields: ['transfer_id', 'status', 'remark'] },
      { key: 'parties', fields: ['cust_id', 'merchant_name', 'to_cust_id', 'to_merchant_name'] },
      { key: 'amounts', fields: ['amount', 'currency', 'fee'] },
      { key: 'times', fields: ['created_at', 'completed_at'] },
    ],
  },
  export: true,
});

export default transfer;
