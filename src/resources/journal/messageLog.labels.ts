import type { ResourceLabels } from '@/console/types';

/** Labels of the `messageLog` resource, both languages: title, fields, actions, sections... */
export const messageLog: ResourceLabels = {
  'zh-CN': {
    title: '消息日志',
    fields: {
      message_id: '消息编号',
      channel: '渠道',
      recipient: '接收人',
      template: '模板',
      subject: '主题',
      status: '发送状态',
      payload: '消息数据',
      at: '发送时间',
    },
    sections: {
      message: '消息',
      delivery: '发送',
      payload: '消息数据',
    },
  },
  'en-US': {
    title: 'Message log',
    fields: {
      message_id: 'Message ID',
      channel: 'Channel',
      recipient: 'Recipient',
      template: 'Template',
      subject: 'Subject',
      payload: 'Payload',
      at: 'Sent at',
    },
    sections: {
      message: 'Message',
      delivery: 'Delivery',
      payload: 'Payload',
    },
  },
};
