import type { ResourceLabels } from '@/console/types';

/** Labels of the `warnLog` resource, both languages: title, fields, actions, sections... */
export const warnLog: ResourceLabels = {
  'zh-CN': {
    title: '警告日志',
    fields: {
      created_at: '请求时间',
      payload: '请求内容',
      level: '级别',
      reason: '警告内容',
    },
    sections: {
      request: '请求',
      warning: '警告',
      payload: '请求内容',
    },
  },
  'en-US': {
    title: 'Warning log',
    fields: {
      created_at: 'Time',
      payload: 'Payload',
      level: 'Level',
      reason: 'Warning',
    },
    sections: {
      request: 'Request',
      warning: 'Warning',
      payload: 'Payload',
    },
  },
};
