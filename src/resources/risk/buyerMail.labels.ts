import type { ResourceLabels } from '@/console/types';

/** Labels of the `buyerMail` resource, both languages: title, fields, actions, sections... */
export const buyerMail: ResourceLabels = {
  'zh-CN': {
    title: '买家邮件',
    record: '买家邮件',
    fields: {
      mail_id: '邮件编号',
      template: '模板',
      recipient: '收件人',
      subject: '主题',
      attempts: '发送次数',
      created_by: '发起人',
      sent_at: '发送时间',
    },
    sections: {
      mail: '邮件',
      order: '订单',
      delivery: '投递',
    },
  },
  'en-US': {
    title: 'Buyer emails',
    record: 'buyer email',
    fields: {
      mail_id: 'Mail ID',
      template: 'Template',
      recipient: 'To',
      subject: 'Subject',
      attempts: 'Attempts',
      error: 'Failure',
      created_by: 'Sent by',
      sent_at: 'Sent at',
    },
    sections: {
      mail: 'Mail',
      order: 'Order',
      delivery: 'Delivery',
    },
  },
};
