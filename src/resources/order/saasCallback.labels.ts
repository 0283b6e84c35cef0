import type { ResourceLabels } from '@/console/types';

/** Labels of the `saasCallback` resource, both languages: title, fields, actions, sections... */
export const saasCallback: ResourceLabels = {
  'zh-CN': {
    title: 'SaaS 回调',
    fields: {
      callback_id: '回调编号',
      site_url: '站点',
      event: '回调事件',
      status: '回调状态',
      attempts: '发送次数',
      response_code: '响应码',
      last_attempt_at: '最近发送时间',
      payload: '回调内容',
    },
    sections: {
      callback: '回调',
      delivery: '投递',
      payload: '回调内容',
    },
  },
  'en-US': {
    title: 'SaaS callback',
    fields: {
      callback_id: 'Callback ID',
      site_url: 'Site',
      platform: 'Platform',
      event: 'Event',
      attempts: 'Attempts',
      response_code: 'Response code',
      last_attempt_at: 'Last attempt',
      created_at: 'Created',
      payload: 'Payload',
    },
    sections: {
      callback: 'Callback',
      delivery: 'Delivery',
      payload: 'Payload',
    },
  },
};
