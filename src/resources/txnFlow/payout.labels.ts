import type { ResourceLabels } from '@/console/types';

/** Labels of the `payout` resource, both languages: title, fields, actions, sections... */
export const payout: ResourceLabels = {
  'zh-CN': {
    title: '付款',
    record: '付款',
    fields: {
      payout_id: '付款单号',
      payee_name: '收款人',
      payee_bank: '收款银行',
      payee_country: '收款人国家/地区',
      payee_account_last4: '收款账号',
      amount: '付款金额',
      total_debited: '扣款合计',
      purpose: '付款用途',
      review_reason: '审核原因',
      return_bill_id: '退回流水号',
    },
    sections: {
      flow: '付款',
      payee: '收款人',
      amounts: '金额',
      review: '审核',
      times: '时间',
    },
  },
  'en-US': {
    title: 'Payouts',
    record: 'payout',
    fields: {
      payout_id: 'Payout ID',
      payee_name: 'Payee',
      payee_bank: 'Payee bank',
      payee_country: 'Payee country',
      payee_account_last4: 'Payee account',
      total_debited: 'Total debited',
      purpose: 'Purpose',
      reviewed_at: 'Reviewed',
      review_reason: 'Review reason',
      return_bill_id: 'Return entry',
      created_at: 'Created',
    },
    sections: {
      flow: 'Payout',
      payee: 'Payee',
      amounts: 'Amounts',
      review: 'Review',
      times: 'Times',
    },
  },
};
