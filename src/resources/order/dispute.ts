import { resource } from '../../console/decl';
import type { InputDef } from '../../console/types';
import { dispute as disputeLabels } from './dispute.labels';

/** What evidence may be: PDF or images, 5 MB each. */
export const EVIDENCE_TYPES = ['application/pdf', 'image/png', 'image/jpeg'];

/** The categories evidence is given in: each has its statement (`<category>_text`) and its files (`<category>_files`). */
export const EVIDENCE_CATEGORIES = ['receipt', 'shipping', 'communication', 'refund_policy', 'other'] as const;
const EVIDENCE_INPUTS = EVIDENCE_CATEGORIES.flatMap((c) => [`${c}_text`, `${c}_files`]);

/** A category's inputs, under its heading: a statement and up to five files. */
const evidenceInputs = (section: string): Record<string, InputDef> => ({
  [`${section}_text`]: { type: 'textarea', max: 2000, section },
  [`${section}_files`]: { type: 'files', accept: EVIDENCE_TYPES, maxSize: 5 * 1024 * 1024, max: 5, section },
});

/**
 * Disputes (`/order/dispute`): chargeback cases by stage (1 inquiry, 2 first chargeback, 3 arbitration) and status
 * 0-11 in the spec's order, with the evidence due date counting down while the case is open for evidence and a "due
 * within 72 h" filter. Evidence (per category, files uploaded through the request layer and a statement; at least
 * one of them) is taken only before the due date; accepting gives the case up. The fake backend allows these from
 * "evidence required" (1) and "dispute received" (10) only; either records the operator as the case's handler.
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
    evidence_due_at: {
      type: 'deadline',
      sortable: true,
      width: 170,
      computed: true,
      live: { field: 'status', in: [1, 10] },
    },
    reason_code: { type: 'text', filter: 'eq', width: 90 },
    received_at: { type: 'datetime', filter: 'range', sortable: true },
    handler: { type: 'text', unset: true },
    receipt_text: { type: 'text', hideInTable: true, unset: true },
    receipt_files: { type: 'files', hideInTable: true },
    shipping_text: { type: 'text', hideInTable: true, unset: true },
    shipping_files: { type: 'files', hideInTable: true },
    communication_text: { type: 'text', hideInTable: true, unset: true },
    communication_files: { type: 'files', hideInTable: true },
    refund_policy_text: { type: 'text', hideInTable: true, unset: true },
    refund_policy_files: { type: 'files', hideInTable: true },
    other_text: { type: 'text', hideInTable: true, unset: true },
    other_files: { type: 'files', hideInTable: true },
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
      'handler',
    ],
    hidden: ['order_no', 'reason_code', 'stage', 'received_at', 'handler'],
    defaultSort: { field: 'evidence_due_at', order: 'ascend' },
  },
  detail: {
    sections: [
      { key: 'case', fields: ['case_id', 'order_no', 'cust_id', 'merchant_name', 'reason', 'reason_code', 'amount'] },
      {
        key: 'progress',
        fields: ['stage', 'status', 'received_at', 'evidence_due_at', 'handler', 'closed_by', 'closed_at'],
      },
      { key: 'evidence', fields: ['submitted_by', 'submitted_at'] },
      ...EVIDENCE_CATEGORIES.map((c) => ({ key: c, fields: [`${c}_text`, `${c}_files`], hideEmpty: true })),
    ],
  },
  // Whoever submits evidence or accepts has handled the case: the list and the detail name them.
  stamp: { by: 'handler' },
  actions: [
    {
      key: 'submitEvidence',
      when: { field: 'status', in: [1, 10] },
      to: { status: 9 },
      context: ['order_no', 'amount', 'reason', 'evidence_due_at'],
      form: Object.assign({}, ...EVIDENCE_CATEGORIES.map(evidenceInputs)),
      atLeastOne: EVIDENCE_INPUTS,
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
