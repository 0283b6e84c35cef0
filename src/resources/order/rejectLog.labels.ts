import type { ResourceLabels } from '@/console/types';

/** Labels of the `rejectLog` resource, both languages: title, fields, actions, sections... */
export const rejectLog: ResourceLabels = {
  'zh-CN': {
    title: '拒绝日志',
    fields: {
      created_at: '请求时间',
      payload: '请求内容',
      reason: '拒绝原因',
    },
    sections: {
      request: '请求',
      rejection: '拒绝',
      payload: '请求内容',
    },
  },
  'en-US': {
    title: 'Rejection log',
    fields: {
      created_at: 'Time',
      payload: 'Payload',
    },
    sections: {
      request: 'Request',
      rejection: 'Rejection',
      payload: 'Payload',
    },
  },
};
