import type { ResourceLabels } from '@/console/types';

/** Labels of the `pushLog` resource, both languages: title, fields, actions, sections... */
export const pushLog: ResourceLabels = {
  'zh-CN': {
    title: '推送日志',
    fields: {
      push_id: '推送编号',
      cust_id: '商户号',
      merchant_name: '商户名称',
      url: '推送地址',
      event: '事件',
      http_status: 'HTTP 状态码',
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
      cust_id: 'Merchant ID',
      merchant_name: 'Merchant',
      url: 'Webhook URL',
      event: 'Event',
      http_status: 'HTTP status',
      attempts: 'Attempts',
      status: 'Status',
      last_attempt_at: 'Last attempt',
      at: 'Created',
      request: 'Request',
      response: 'Response',
    },
    actions: {
      resend: 'Resend',
    },
    sections: {
      push: 'Push',
      delivery: 'Delivery',
      request: 'Request',
      response: 'Response',
    },
  },
};
