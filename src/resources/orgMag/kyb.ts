import { resource } from '../../console/decl';
import { kyb as kybLabels } from './kyb.labels';

/**
 * KYB review (`/orgMag/kyb`): a merchant's company, people and documents, reviewed by compliance (DOMAIN.md,
 * Organisation). Score, risk level and passed items are computed by the server from the compliance scoring items
 * and criteria on every read.
 */
const kyb = resource({
  key: 'kyb',
  labels: kybLabels,
  api: '/v1/admin/kyb',
  rowKey: 'kyb_id',
  fields: {
    kyb_id: { type: 'id', filter: 'eq', copyable: true, width: 120 },
    cust_id: { type: 'id', filter: 'eq', width: 110 },
    merchant_name: { type: 'text' },
    legal_name: { type: 'text', filter: 'like', sortable: true },
    registration_no: { type: 'text', copyable: true },
    country: { type: 'country', filter: 'eq', width: 110 },
    address: { type: 'text', hideInTable: true },
    directors: { type: 'tags', hideInTable: true },
    ubos: { type: 'tags', hideInTable: true },
    documents: { type: 'documents', hideInTable: true },
    status: { type: 'enum', enum: 'kybStatus', filter: 'in', width: 130 },
    // None while no scoring item weighs anything, or no band of the criteria holds the score.
    risk_level: { type: 'enum', enum: 'riskLevel', filter: 'in', width: 90, computed: true, unset: true },
    score: { type: 'number', integer: true, min: 0, max: 100, sortable: true, width: 80, computed: true, unset: true },
    submitted_at: { type: 'datetime', filter: 'range', sortable: true },
    passed_items: { type: 'tags', hideInTable: true, computed: true },
    /** The facts the score is computed from (rule keys); shown as `passed_items`. */
    checks: { type: 'tags', hideInTable: true, hideInDetail: true },
    reviewer: { type: 'text', hideInTable: true, unset: true },
    reviewed_at: { type: 'datetime', hideInTable: true, unset: true },
    review_reason: { type: 'text', hideInTable: true, unset: true },
    message: { type: 'text', hideInTable: true, unset: true },
    // The merchant's registration review, worked out on every answer: a failed one leaves nothing to approve here.
    merchant_status: { type: 'enum', enum: 'merchantStatus', hideInTable: true, unset: true, computed: true },
  },
  // Who reviewed it, when, and why (the latest review).
  stamp: { by: 'reviewer', at: 'reviewed_at', reason: 'review_reason' },
  list: {
    columns: [
      'kyb_id',
      'legal_name',
      'status',
      'cust_id',
      'merchant_name',
      'registration_no',
      'country',
      'score',
      'risk_level',
      'submitted_at',
    ],
    hidden: ['cust_id', 'merchant_name', 'registration_no', 'score'],
    defaultSort: { field: 'submitted_at', order: 'descend' },
  },
  detail: {
    sections: [
      {
        key: 'company',
        fields: [
          'kyb_id',
          'cust_id',
          'merchant_name',
          'merchant_status',
          'legal_name',
          'registration_no',
          'country',
          'address',
        ],
      },
      { key: 'people', fields: ['directors', 'ubos'] },
      { key: 'documents', fields: ['documents'] },
      {
        key: 'review',
        fields: [
          'status',
          'submitted_at',
          'score',
          'risk_level',
          'passed_items',
          'reviewer',
          'reviewed_at',
          'review_reason',
          'message',
        ],
      },
    ],
  },
  actions: [
    {
      key: 'approve',
      bulk: true,
      // Not for a merchant whose registration failed.
      when: { field: 'status', in: [0, 3], and: [{ field: 'merchant_status', in: [null, 0, 1, 3] }] },
      to: { status: 1 },
      confirm: true,
    },
    {
      key: 'reject',
      bulk: true,
      when: { field: 'status', in: [0, 3] },
      to: { status: 2 },
      reason: true,
      danger: true,
    },
    {
      key: 'requestInfo',
      when: { field: 'status', in: [0] },
      to: { status: 3 },
      form: { message: { type: 'textarea', required: true, max: 1000 } },
    },
  ],
  export: true,
});

export default kyb;
