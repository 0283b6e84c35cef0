import { resource } from '../../console/decl';
import { REVIEW_ACTIONS, REVIEW_FIELDS } from './review';
import { poboPayer as poboPayerLabels } from './poboPayer.labels';

/**
 * POBO payers (`/txnAccount/poboPayee`): the companies and people on whose behalf a merchant pays out (payment on
 * behalf of), with the documents that identify them (licence, ID, proof of address, previewed in the detail).
 * Compliance approves a payer or rejects it with a reason, only while it is pending review.
 */
const poboPayer = resource({
  key: 'poboPayer',
  labels: poboPayerLabels,
  api: '/v1/admin/pobo-payers',
  rowKey: 'payer_id',
  fields: {
    payer_id: { type: 'id', filter: 'eq', copyable: true, sortable: true, width: 130 },
    cust_id: { type: 'id', filter: 'eq', width: 100 },
    merchant_name: { type: 'text', filter: 'like' },
    name: { type: 'text', filter: 'like', sortable: true },
    payer_type: { type: 'enum', enum: 'partyType', filter: 'in', width: 100 },
    country: { type: 'country', filter: 'in', width: 110 },
    registration_no: { type: 'text', filter: 'eq', hideInTable: true },
    address: { type: 'text', hideInTable: true },
    documents: { type: 'documents', hideInTable: true },
    document_count: { type: 'number', integer: true, min: 0, sortable: true, width: 90, computed: true },
    ...REVIEW_FIELDS,
    created_at: { type: 'datetime', filter: 'range', sortable: true },
  },
  // Who reviewed it, when, and why (the latest review).
  stamp: { by: 'reviewer', at: 'reviewed_at', reason: 'review_reason' },
  list: {
    columns: [
      'payer_id',
      'review_status',
      'cust_id',
      'merchant_name',
      'name',
      'payer_type',
      'country',
      'document_count',
      'reviewed_at',
      'created_at',
    ],
    hidden: ['cust_id', 'country', 'document_count', 'reviewed_at'],
    filters: [
      'payer_id',
      'cust_id',
      'merchant_name',
      'name',
      'payer_type',
      'country',
      'registration_no',
      'review_status',
      'reviewer',
      'created_at',
    ],
    defaultSort: { field: 'created_at', order: 'descend' },
  },
  detail: {
    sections: [
      { key: 'payer', fields: ['payer_id', 'name', 'payer_type', 'country', 'registration_no', 'address'] },
      { key: 'merchant', fields: ['cust_id', 'merchant_name'] },
      { key: 'documents', fields: ['document_count', 'documents'] },
      { key: 'review', fields: ['review_status', 'reviewer', 'reviewed_at', 'review_reason', 'created_at'] },
    ],
  },
  actions: REVIEW_ACTIONS,
  export: true,
});

export default poboPayer;
