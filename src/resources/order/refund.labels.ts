import type { ResourceLabels } from '@/console/types';

/** Labels of the `refund` resource, both languages: title, fields, actions, sections... */
export const refund: ResourceLabels = {
  'zh-CN': {
    title: '退款记录',
    record: '退款',
    fields: {
      refund_id: '退款单号',
      amount: '退款金额',
      status: '退款状态',
      requested_by: '发起人',
      requested_at: '发起时间',
    },
    sections: {
      refund: '退款',
      processing: '处理',
    },
  },
  'en-US': {
    title: 'Refunds',
    record: 'refund',
    fields: {
      refund_id: 'Refund ID',
      requested_by: 'Requested by',
      requested_at: 'Requested at',
      completed_at: 'Completed at',
    },
    sections: {
      refund: 'Refund',
      processing: 'Processing',
    },
  },
};
