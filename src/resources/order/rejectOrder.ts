import { resource } from '../../console/decl';
import type { ActionDecl } from '../../console/types';
import { rejectOrder as rejectOrderLabels } from './rejectOrder.labels';

/** Confirming the rejection of a pending order (one row or the selected rows), with the reason recorded. */
const confirmRejection: ActionDecl = {
  key: 'confirm',
  bulk: true,
  when: { field: 'status', in: [0] },
  to: { status: 2 },
  reason: true,
  danger: true,
};

/**
 * Risk disputes (`/order/rejectOrderMag`): orders the risk engine stopped, with the rule hit and the score. A pending
 * one is released to manual review (0 → 1) or its rejection confirmed (0 → 2), each with a reason; anything else
 * answers 101014. The reviewer, time and reason are stamped on the row.
 */
const rejectOrder = resource({
  key: 'rejectOrder',
  labels: rejectOrderLabels,
  api: '/v1/admin/risk-rejections',
  rowKey: 'rejection_id',
  fields: {
    rejection_id: { type: 'id', filter: 'eq', copyable: true, width: 110 },
    order_no: { type: 'id', filter: 'eq', copyable: true, width: 120 },
    status: { type: 'enum', enum: 'rejectionStatus', filter: 'in', width: 110 },
    score: { type: 'number', integer: true, min: 0, max: 100, filter: 'range', sortable: true, width: 80 },
    rule: { type: 'text', filter: 'like' },
    rejected_at: { type: 'datetime', filter: 'range', sortable: true },
    cust_id: { type: 'id', filter: 'eq', hideInTable: true },
    amount: { type: 'money', currencyField: 'currency', sortable: true },
    merchant_name: { type: 'text', filter: 'like' },
    buyer_email: { type: 'email', filter: 'like', hideInTable: true },
    ip: { type: 'text', filter: 'eq', hideInTable: true },
    currency: { type: 'currency', filter: 'eq', hideInTable: true },
    reviewer: { type: 'text', hideInTable: true, unset: true },
    reviewed_at: { type: 'datetime', hideInTable: true, unset: true },
    review_reason: { type: 'text', hideInTable: true, unset: true },
  },
  // Who reviewed it, when, and why (the latest review).
  stamp: { by: 'reviewer', at: 'reviewed_at', reason: 'review_reason' },
  list: {
    columns: ['rejection_id', 'order_no', 'amount', 'status', 'rule', 'merchant_name', 'score', 'rejected_at'],
    hidden: ['merchant_name', 'score'],
    defaultSort: { field: 'rejected_at', order: 'descend' },
  },
  detail: {
    sections: [
      {
        key: 'order',
        fields: ['rejection_id', 'order_no', 'cust_id', 'merchant_name', 'amount', 'buyer_email', 'ip'],
      },
      { key: 'risk', fields: ['rule', 'score', 'rejected_at'] },
      { key: 'review', fields: ['status', 'reviewer', 'reviewed_at', 'review_reason'] },
    ],
  },
  actions: [
    {
      key: 'release',
      when: { field: 'status', in: [0] },
      to: { status: 1 },
      reason: true,
    },
    confirmRejection,
  ],
  export: true,
});

export default rejectOrder;
