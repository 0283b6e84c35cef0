import type { ResourceLabels } from '@/console/types';

/** Labels of the `saasCallback` resource, both languages: title, fields, actions, sections... */
export const saasCallback: ResourceLabels = {
  'zh-CN': {
    title: 'SaaS 回调',
    fields: {
      callback_id: '回调编号',
      shop_id: '店铺号',
      site_url: '站点',
      cust_id: '商户号',
      merchant_name: '商户名称',
      platform: '建站平台',
      event: '回调事件',
      order_no: '订单号',
      status: '回调状态',
      attempts: '发送次数',
      response_code: '响应码',
      last_attempt_at: '最近发送时间',
      created_at: '创建时间',
      payload: '回调内容',
    },
    actions: {
      resend: '重新发送',
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
      shop_id: 'Shop ID',
      site_url: 'Site',
      cust_id: 'Merchant ID',
      merchant_name: 'Merchant',
      platform: 'Platform',
      event: 'Event',
      order_no: 'Order no.',
      status: 'Status',
      attempts: 'Attempts',
      response_code: 'Response code',
      last_attempt_at: 'Last attempt',
      created_at: 'Created',
      payload: 'Payload',
    },
    actions: {
      resend: 'Resend',
    },
    sections: {
      callback: 'Callback',
      delivery: 'Delivery',
      payload: 'Payload',
    },
  },
};
