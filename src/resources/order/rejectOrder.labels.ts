import type { ResourceLabels } from '@/console/types';

/** Labels of the `rejectOrder` resource, both languages: title, fields, actions, sections... */
export const rejectOrder: ResourceLabels = {
  'zh-CN': {
    title: '风控拒单',
    fields: {
      rejection_id: '拒单编号',
      order_no: '订单号',
      cust_id: '商户号',
      merchant_name: '商户名称',
      rule: '命中规则',
      score: '风险评分',
      status: '处理状态',
      amount: '订单金额',
      currency: '币种',
      buyer_email: '买家邮箱',
      ip: 'IP',
      rejected_at: '拒单时间',
      reviewer: '复核人',
      reviewed_at: '复核时间',
      review_reason: '复核原因',
    },
    actions: {
      release: '放行复核',
      confirm: '确认拒单',
    },
    sections: {
      order: '订单',
      risk: '风控',
      review: '复核',
    },
  },
  'en-US': {
    title: 'Risk disputes',
    fields: {
      rejection_id: 'Rejection ID',
      order_no: 'Order no.',
      cust_id: 'Merchant ID',
      merchant_name: 'Merchant',
      rule: 'Rule hit',
      score: 'Score',
      status: 'Status',
      amount: 'Amount',
      currency: 'Currency',
      buyer_email: 'Buyer email',
      ip: 'IP',
      rejected_at: 'Rejected at',
      reviewer: 'Reviewer',
      reviewed_at: 'Reviewed at',
      review_reason: 'Review reason',
    },
    actions: {
      release: 'Release to review',
      confirm: 'Confirm rejection',
    },
    sections: {
      order: 'Order',
      risk: 'Risk',
      review: 'Review',
    },
  },
};
