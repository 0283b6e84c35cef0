import type { ResourceLabels } from '@/console/types';

/** Labels of the `pushLog` resource, both languages: title, fields, actions, sections... */
export const pushLog: ResourceLabels = {
  'zh-CN': {
    title: '推送日志',
    fields: {
      push_id: '推送编号',
      url: '推送地址',
      event: '事件',
      attempts: '推送次数',
      status: '推送状态',
      last_attempt_at: '最近推送时间',
      at: '创建时间',
      request: '请求内容',
      response: '响应内容',
    },
    actions: {
      resend: '重新推送',
    },
    sections: {
      push: '推送',
      delivery: '投递',
      request: '请求内容',
      response: '响应内容',
    },
  },
  'en-US': {
    title: 'Push log',
    fields: {
      push_id: 'Push ID',
      url: 'Webhook URL',
      event: 'Event',
      attempts: 'Attempts',
      last_attempt_at: 'Last attempt',
      at: 'Created',
      request: 'Request',
      response: 'Response',
    },
    sections: {
      push: 'Push',
      delivery: 'Delivery',
      request: 'Request',
      response: 'Response',
    },
  },
};
