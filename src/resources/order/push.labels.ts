import type { ResourceLabels } from '@/console/types';

/** Labels of the `push` resource, both languages: title, fields, actions, sections... */
export const push: ResourceLabels = {
  'zh-CN': {
    title: '渠道推送',
    fields: {
      push_id: '推送编号',
      channel: '支付渠道',
      event: '推送事件',
      status: '推送状态',
      attempts: '推送次数',
      response_code: '响应码',
      last_attempt_at: '最近推送时间',
      payload: '推送内容',
    },
    actions: {
      retry: '重新推送',
    },
    sections: {
      push: '推送',
      delivery: '投递',
      payload: '推送内容',
    },
  },
  'en-US': {
    title: 'Channel push',
    fields: {
      push_id: 'Push ID',
      channel: 'Channel',
      event: 'Event',
      attempts: 'Attempts',
      response_code: 'Response code',
      last_attempt_at: 'Last attempt',
      created_at: 'Created',
      payload: 'Payload',
    },
    actions: {
      retry: 'Retry',
    },
    sections: {
      push: 'Push',
      delivery: 'Delivery',
      payload: 'Payload',
    },
  },
};
