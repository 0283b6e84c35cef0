import type { ResourceLabels } from '@/console/types';

/** Labels of the `screenLog` resource, both languages: title, fields, actions, sections... */
export const screenLog: ResourceLabels = {
  'zh-CN': {
    title: '风控筛查日志',
    fields: {
      provider: '筛查服务商',
      decision: '决策',
      score: '评分',
      reasons: '原因代码',
      latency_ms: '耗时 (ms)',
      screened_at: '筛查时间',
      response: '原始响应',
    },
    sections: {
      screening: '筛查',
      order: '订单',
      response: '原始响应',
    },
  },
  'en-US': {
    title: 'Fraud-screening log',
    fields: {
      provider: 'Provider',
      decision: 'Decision',
      score: 'Score',
      reasons: 'Reason codes',
      screened_at: 'Screened at',
      response: 'Raw response',
    },
    sections: {
      screening: 'Screening',
      order: 'Order',
      response: 'Raw response',
    },
  },
};
