import type { ResourceLabels } from '@/console/types';

/** Labels of the `rejectOrder` resource, both languages: title, fields, actions, sections... */
export const rejectOrder: ResourceLabels = {
  'zh-CN': {
    title: '风控拒单',
    record: '风控拒单',
    fields: {
      rejection_id: '拒单编号',
      rule: '命中规则',
      score: '风险评分',
      status: '处理状态',
      amount: '订单金额',
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
    title: 'Risk rejections',
    record: 'risk rejection',
    fields: {
      rejection_id: 'Rejection ID',
      rule: 'Rule hit',
      score: 'Score',
      ip: 'IP',
      rejected_at: 'Rejected at',
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
