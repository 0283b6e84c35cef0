import type { ResourceLabels } from '@/console/types';

/** Labels of the `requestLog` resource, both languages: title, fields, actions, sections... */
export const requestLog: ResourceLabels = {
  'zh-CN': {
    title: '请求日志',
    fields: {
      created_at: '请求时间',
      payload: '请求内容',
    },
    sections: {
      request: '请求',
      payload: '请求内容',
    },
  },
  'en-US': {
    title: 'Request log',
    fields: {
      created_at: 'Time',
      payload: 'Payload',
    },
    sections: {
      request: 'Request',
      payload: 'Payload',
    },
  },
};
