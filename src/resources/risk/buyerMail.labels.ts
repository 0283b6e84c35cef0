import type { ResourceLabels } from '@/console/types';

/** Labels of the `buyerMail` resource, both languages: title, fields, actions, sections... */
export const buyerMail: ResourceLabels = {
  'zh-CN': {
    title: '买家邮件',
    fields: {
      mail_id: '邮件编号',
      template: '模板',
      recipient: '收件人',
      order_no: '订单号',
      cust_id: '商户号',
      merchant_name: '商户名称',
      subject: '主题',
      status: '状态',
      attempts: '发送次数',
      error: '失败原因',
      created_by: '发起人',
      created_at: '创建时间',
      sent_at: '发送时间',
    },
    actions: {
      resend: '重新发送',
    },
    sections: {
      mail: '邮件',
      order: '订单',
      delivery: '投递',
    },
  },
  'en-US': {
    title: 'Buyer emails',
    fields: {
      mail_id: 'Mail ID',
      template: 'Template',
      recipient: 'To',
      order_no: 'Order no.',
      cust_id: 'Merchant ID',
      merchant_name: 'Merchant',
      subject: 'Subject',
      status: 'Status',
      attempts: 'Attempts',
      error: 'Failure',
      created_by: 'Sent by',
      created_at: 'Created at',
      sent_at: 'Sent at',
    },
    actions: {
      resend: 'Resend',
    },
    sections: {
      mail: 'Mail',
      order: 'Order',
      delivery: 'Delivery',
    },
  },
};
