import { resource } from '../../console/decl';
import { amountFields, merchantFields, NEWEST_FIRST, timeFields } from './common';
import { internalTransfer as internalTransferLabels } from './internalTransfer.labels';

/**
 * Internal transfers (`/txnFlow/internalTransfer`): a merchant moving money between its own ledgers (the
 * transaction account, the wallet, the reserve), in one currency.
 */
const internalTransfer = resource({
  key: 'internalTransfer',
  labels: internalTransferLabels,
  api: '/v1/admin/internal-transfers',
  rowKey: 'internal_transfer_id',
  fields: {
    internal_transfer_id: { type: 'id', filter: 'eq', copyable: true, width: 150 },
    ...merchantFields,
    from_account: { type: 'enum', enum: 'ledgerAccount', filter: 'eq', width: 110 },
    to_account: { type: 'enum', enum: 'ledgerAccount', filter: 'eq', width: 110 },
    ...amountFields,
    status: { type: 'enum', enum: 'flowStatus', filter: 'in', width: 100 },
    remark: { type: 'text', hideInTable: true, unset: true },
    ...timeFields,
  },
  list: {
    columns: [
      'internal_transfer_id',
      'status',
      'amount',
      'fee',
      'merchant_name',
      'from_account',
      'to_account',
      'currency',
      'created_at',
    ],
    hidden: ['fee', 'currency'],
    filters: [
      'internal_transfer_id',
      'cust_id',
      'merchant_name',
      'from_account',
      'to_account',
      'currency',
      'amount',
      'status',
      'created_at',
    ],
    defaultSort: NEWEST_FIRST,
  },
  detail: {
    sections: [
      { key: 'flow', fields: ['internal_transfer_id', 'cust_id', 'merchant_name', 'status', 'remark'] },
      { key: 'amounts', fields: ['from_account', 'to_account', 'amount', 'currency', 'fee'] },
      { key: 'times', fields: ['created_at', 'completed_at'] },
    ],
  },
  export: true,
});

export default internalTransfer;
