import type { ResourceLabels } from '@/console/types';

/** Labels of the `riskAlert` resource, both languages: title, fields, actions, sections... */
export const riskAlert: ResourceLabels = {
  'zh-CN': {
    title: '风险预警',
    record: '风险预警',
    fields: {
      alert_id: '预警编号',
      type: '预警类型',
      detail: '预警详情',
      metric_value: '指标值(%)',
      raised_at: '预警时间',
      status: '处理状态',
      acknowledged_by: '确认人',
      acknowledged_at: '确认时间',
      note: '备注',
    },
    actions: {
      acknowledge: '确认',
    },
    sections: {
      alert: '预警',
      handling: '处理',
    },
  },
  'en-US': {
    title: 'Risk alerts',
    record: 'risk alert',
    fields: {
      alert_id: 'Alert ID',
      type: 'Type',
      detail: 'Detail',
      metric_value: 'Metric (%)',
      raised_at: 'Raised at',
      acknowledged_by: 'Acknowledged by',
      acknowledged_at: 'Acknowledged at',
      note: 'Note',
    },
    actions: {
      acknowledge: 'Acknowledge',
    },
    sections: {
      alert: 'Alert',
      handling: 'Handling',
    },
  },
};
