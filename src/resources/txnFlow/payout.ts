import { resource } from '../../console/decl';
import { amountFields, merchantFields, NEWEST_FIRST, timeFields } from './common';
import { payout as payoutLabels } from './payout.labels';

/**
 * Payouts (`/txnFlow/payment`): payouts from a merchant's balance to a payee. Amount and fee leave the available
 * balance when the payout is made (bill types 2 and 12); a payout pending review is approved (sent on: processing)
 * or rejected with a reason, which returns amount and fee to the balance in the same call (bill type 8).
 */
const payout = resource({
  key: 'payout',
  labels: payoutLabels,
  api: '/v1/admin/payouts',
  rowKey: 'payout_id',
  fields: {
    payout_id: { type: 'id', filter: 'eq', copyable: true, width: 150 },
    ...merchantFields,
    payee_name: { type: 'text', filter: 'like' },
    payee_bank: { type: 'text', hideInTable: true },
    payee_country: { type: 'country', width: 110 },
    payee_account_last4: { type: 'masked', mask: 'last4', width: 110 },
    ...amountFields,
    total_debited: { type: 'money', currencyField: 'currency', hideInTable: true },
    purpose: { type: 'text', hideInTable: true },
    status: { type: 'enum', enum: 'payoutStatus', filter: 'in', width: 110 },
    reviewer: { type: 'email', hideInTable: true, unset: true },
    reviewed_at: { type: 'datetime', hideInTable: true, unset: true },
    review_reason: { type: 'text', hideInTable: true, unset: true },
    return_bill_id: { type: 'id', hideInTable: true, unset: true },
    ...timeFields,
  },
  // Who reviewed it, when, and why (the latest review).
  stamp: { by: 'reviewer', at: 'reviewed_at', reason: 'review_reason' },
  list: {
    columns: [
      'payout_id',
      'status',
      'amount',
      'fee',
      'merchant_name',
      'payee_name',
      'payee_country',
      'payee_account_last4',
      'currency',
      'created_at',
    ],
    hidden: ['fee', 'merchant_name', 'payee_country', 'payee_account_last4', 'currency'],
    filters: ['payout_id', 'cust_id', 'merchant_name', 'payee_name', 'currency', 'amount', 'status', 'created_at'],
    defaultSort: NEWEST_FIRST,
  },
  detail: {
    sections: [
      { key: 'flow', fields: ['payout_id', 'cust_id', 'merchant_name', 'status', 'purpose'] },
      { key: 'payee', fields: ['payee_name', 'payee_bank', 'payee_country', 'payee_account_last4'] },
      { key: 'amounts', fields: ['amount', 'currency', 'fee', 'total_debited'] },
      { key: 'review', fields: ['reviewer', 'reviewed_at', 'review_reason', 'return_bill_id'] },
      { key: 'times', fields: ['created_at', 'completed_at'] },
    ],
  },
  actions: [
    {
      key: 'approve',
      bulk: true,
      // Above the currency's threshold (approval.payout.threshold.<currency>), a second operator's decision.
      control: { kind: 'payout' },
      when: { field: 'status', in: [0] },
      to: { status: 1 },
      confirm: true,
      summary: ['payout_id', 'merchant_name', 'amount', 'fee', 'payee_name', 'payee_bank', 'payee_account_last4'],
    },
    {
      key: 'reject',
      bulk: true,
      when: { field: 'status', in: [0] },
      to: { status: 4 },
      confirm: true,
      reason: true,
      danger: true,
    },
  ],
  export: true,
});

export default payout;
