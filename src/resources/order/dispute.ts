import { resource } from '../../console/decl';
import { dispute as disputeLabels } from './dispute.labels';

/** What evidence may be: PDF or images, 5 MB each, five files at most. */
export const EVIDENCE_TYPES = ['application/pdf', 'image/png', 'image/jpeg'];

/**
 * Disputes (`/order/dispute`): chargeback cases by stage (1 inquiry, 2 first chargeback, 3 arbitration) and status
 * 0-11 in the spec's order, with the evidence due date counting down and a "due within 72 h" filter. Evidence
 * (files uploaded through the request layer, plus text) is taken only before the due date; accepting gives the case
 * up. The fake backend allows these from "evidence required" (1) and "dispute received" (10) only.
 */
const dispute = resource({
  key: 'dispute',
  labels: disputeLabels,
  api: '/v1/admin/disputes',
  rowKey: 'case_id',
  fields: {
    case_id: { type: 'id', filter: 'eq', copyable: true, width: 110 },
    order_no: { type: 'id', filter: 'eq', width: 120 },
    due_soon: { type: 'enum', enum: 'yesNo', filter: 'in', hideInTable: true, hideInDetail: true, computed: true },
    status: { type: 'enum', enum: 'disputeStatus', filter: 'in', width: 120 },
    stage: { type: 'enum', enum: 'disputeStage', filter: 'in', width: 100 },
    reason: { type: 'enum', enum: 'disputeReason', filter: 'in', width: 120 },
    amount: { type: 'money', currencyField: 'currency', sortable: true },
    currency: { type: 'currency', hideInTable: true },
    merchant_name: { type: 'text', filter: 'like' },
    cust_id: { type: 'id', filter: 'eq', hideInTable: true },
    evidence_due_at: { type: 'deadline', sortable: true, width: 170, computed: true },
    reason_code: { type: 'text', filter: 'eq', width: 90 },
    received_at: { type: 'datetime', filter: 'range', sortable: true },
    evidence_text: { type: 'text', hideInTable: true, unset: true },
    evidence_files: { type: 'files', hideInTable: true },
    submitted_by: { type: 'text', hideInTable: true, unset: true },
    submitted_at: { type: 'datetime', hideInTable: true, unset: true },
    closed_by: { type: 'text', hideInTable: true, unset: true },
    closed_at: { type: 'datetime', hideInTable: true, unset: true },
  },
  list: {
    columns: [
      'case_id',
      'amount',
      'status',
      'evidence_due_at',
      'reason',
      'merchant_name',
      'order_no',
      'reason_code',
      'stage',
      'received_at',
    ],
    hidden: ['order_no', 'reason_code', 'stage', 'received_at'],
    defaultSort: { field: 'evidence_due_at', order: 'ascend' },
  },
  detail: {
    sections: [
      { key: 'case', fields: ['case_id', 'order_no', 'cust_id', 'merchant_name', 'reason', 'reason_code', 'amount'] },
      { key: 'progress', fields: ['stage', 'status', 'received_at', 'evidence_due_at', 'closed_by', 'closed_at'] },
      { key: 'evidence', fields: ['evidence_text', 'evidence_files', 'submitted_by', 'submitted_at'] },
    ],
  },
  actions: [
    {
      key: 'submitEvidence',
      when: { field: 'status', in: [1, 10] },
      to: { status: 9 },
      form: {
        evidence_text: { type: 'textarea', max: 5000, required: true },
        evidence_files: { type: 'files', accept: EVIDENCE_TYPES, maxSize: 5 * 1024 * 1024, max: 5 },
      },
    },
    {
      key: 'accept',
      when: { field: 'status', in: [1, 10] },
      to: { status: 6 },
      confirm: true,
      danger: true,
    },
  ],
  export: true,
});

export default dispute;
