import type { ResourceLabels } from '@/console/types';

/** Labels of the `orderParams` resource, both languages: title, fields, actions, sections... */
export const orderParams: ResourceLabels = {
  'zh-CN': {
    title: '订单参数',
    record: '订单参数',
    parentTitle: '订单参数 {id}',
    fields: {
      notify_url: '异步通知地址',
      return_url: '支付返回地址',
      currencies: '支持币种',
      settlement_currency: '结算币种',
      three_ds_mode: '3DS 验证模式',
      order_expiry_minutes: '订单有效期（分钟）',
      updated_by: '最后修改人',
      updated_at: '最后修改时间',
    },
    sections: {
      callbacks: '回调地址',
      currencies: '币种',
      checkout: '支付设置',
      audit: '商户与修改记录',
    },
  },
  'en-US': {
    title: 'Order parameters',
    record: 'order parameters',
    parentTitle: 'Order parameters of {id}',
    fields: {
      notify_url: 'Notification (callback) URL',
      return_url: 'Return URL',
      currencies: 'Accepted currencies',
      settlement_currency: 'Settlement currency',
      three_ds_mode: '3-D Secure mode',
      order_expiry_minutes: 'Order expiry (minutes)',
    },
    sections: {
      callbacks: 'Callbacks',
      currencies: 'Currencies',
      checkout: 'Checkout',
      audit: 'Merchant and changes',
    },
  },
};
