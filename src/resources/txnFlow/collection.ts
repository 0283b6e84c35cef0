import { resource } from '../../console/decl';
import { amountFields, merchantFields, NEWEST_FIRST, timeFields } from './common';
import { collection as collectionLabels } from './collection.labels';

/**
 * Collections (`/txnFlow/collection`): money that arrived at a merchant's virtual (global receiving) account, of
 * either product line, from an outside payer. The account detail pages list them by `account_id`.
 */
const collection = resource({
  key: 'collection',
  labels: collectionLabels,
  api: '/v1/admin/collections',
  rowKey: 'collection_id',
  fields: {
    collection_id: { type: 'id', filter: 'eq', copyable: true, width: 150 },
    ...merchantFields,
    product: { type: 'enum', enum: 'product', filter: 'eq', width: 100 },
    account_id: { type: 'id', filter: 'eq', width: 130 },
    payer_name: { type: 'text', filter: 'like' },
    payer_bank: { type: 'text', hideInTable: true },
    payer_country: { type: 'country', hideInTable: true },
    payer_account_last4: { type: 'masked', mask: 'last4', width: 110 },
    rail: { type: 'enum', enum: 'collectionRail', filter: 'in', width: 100 },
    ...amountFields,
    net_amount: { type: 'money', currencyField: 'currency' },
    status: { type: 'enum', enum: 'flowStatus', filter: 'in', width: 100 },
    failure_reason: { type: 'text', hideInTable: true, unset: true },
    ...timeFields,
  },
  list: {
    columns: [
      'collection_id',
      'status',
      'amount',
      'fee',
      'net_amount',
      'merchant_name',
      'product',
      'account_id',
      'payer_name',
      'payer_account_last4',
      'rail',
      'currency',
      'created_at',
    ],
    hidden: ['product', 'account_id', 'payer_name', 'payer_account_last4', 'rail', 'currency'],
    filters: [
      'collection_id',
      'cust_id',
      'merchant_name',
      'account_id',
      'product',
      'payer_name',
      'currency',
      'amount',
      'rail',
      'status',
      'created_at',
    ],
    defaultSort: NEWEST_FIRST,
  },
  detail: {
    sections: [
      { key: 'flow', fields: ['collection_id', 'cust_id', 'merchant_name', 'product', 'account_id', 'status'] },
      { key: 'payer', fields: ['payer_name', 'payer_bank', 'payer_country', 'payer_account_last4', 'rail'] },
      { key: 'amounts', fields: ['amount', 'currency', 'fee', 'net_amount'] },
      { key: 'times', fields: ['created_at', 'completed_at', 'failure_reason'] },
    ],
  },
  export: true,
});

export default collection;
