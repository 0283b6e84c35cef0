import type { ResourceLabels } from '@/console/types';

/** Labels of the `settlement` resource, both languages: title, fields, actions, sections... */
export const settlement: ResourceLabels = {
  'zh-CN': {
    title: '结算批次',
    record: '结算批次',
    fields: {
      batch_no: '批次号',
      cycle: '结算周期',
      period_start: '周期开始',
      period_end: '周期结束',
      gross: '交易总额',
      fees: '手续费',
      refunds: '退款',
      chargebacks: '拒付',
      reserve_held: '保证金扣留',
      reserve_released: '保证金释放',
      net: '净结算额',
      status: '结算状态',
      status_reason: '失败原因',
      settled_at: '结算时间',
      updated_by: '操作人',
      created_at: '生成时间',
    },
    actions: {
      settle: '结算',
      fail: '标记失败',
      statement: '下载对账单',
    },
    sections: {
      batch: '批次',
      figures: '金额',
      state: '状态',
    },
  },
  'en-US': {
    title: 'Settlement batches',
    record: 'settlement batch',
    fields: {
      batch_no: 'Batch no.',
      cycle: 'Cycle',
      period_start: 'Period start',
      period_end: 'Period end',
      gross: 'Gross',
      fees: 'Fees',
      refunds: 'Refunds',
      chargebacks: 'Chargebacks',
      reserve_held: 'Reserve held',
      reserve_released: 'Reserve released',
      net: 'Net',
      status: 'Settlement status',
      status_reason: 'Failure reason',
      settled_at: 'Settled at',
    },
    actions: {
      settle: 'Settle',
      fail: 'Mark failed',
      statement: 'Download statement',
    },
    sections: {
      batch: 'Batch',
      figures: 'Figures',
      state: 'Status',
    },
  },
};
