import type { ResourceLabels } from '@/console/types';

/** Labels of the `fraudAlert` resource, both languages: title, fields, actions, sections... */
export const fraudAlert: ResourceLabels = {
  'zh-CN': {
    title: '欺诈预警',
    fields: {
      alert_id: '预警编号',
      source: '来源',
      type: '类型',
      received_at: '收到时间',
      status: '处理状态',
      result: '处理结果',
      note: '备注',
      handled_by: '处理人',
      handled_at: '处理时间',
    },
    actions: {
      handle: '处理',
    },
    sections: {
      alert: '预警',
      handling: '处理',
    },
  },
  'en-US': {
    title: 'Fraud alerts',
    fields: {
      alert_id: 'Alert ID',
      source: 'Source',
      type: 'Type',
      received_at: 'Received',
      result: 'Result',
      note: 'Note',
      handled_by: 'Handled by',
      handled_at: 'Handled at',
    },
    actions: {
      handle: 'Handle',
    },
    sections: {
      alert: 'Alert',
      handling: 'Handling',
    },
  },
};
