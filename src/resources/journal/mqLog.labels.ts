import type { ResourceLabels } from '@/console/types';

/** Labels of the `mqLog` resource, both languages: title, fields, actions, sections... */
export const mqLog: ResourceLabels = {
  'zh-CN': {
    title: 'MQ 消息日志',
    fields: {
      msg_id: '消息编号',
      topic: '主题（Topic）',
      tag: '标签（Tag）',
      key: '业务键（Key）',
      producer: '生产者',
      consumer_group: '消费组',
      status: '消费状态',
      retries: '重试次数',
      consumed_at: '消费时间',
      at: '发送时间',
      body: '消息体',
    },
    sections: {
      message: '消息',
      consuming: '消费',
      body: '消息体',
    },
  },
  'en-US': {
    title: 'MQ message log',
    fields: {
      msg_id: 'Message ID',
      topic: 'Topic',
      tag: 'Tag',
      key: 'Key',
      producer: 'Producer',
      consumer_group: 'Consumer group',
      retries: 'Retries',
      consumed_at: 'Consumed at',
      at: 'Sent at',
      body: 'Body',
    },
    sections: {
      message: 'Message',
      consuming: 'Consuming',
      body: 'Body',
    },
  },
};
