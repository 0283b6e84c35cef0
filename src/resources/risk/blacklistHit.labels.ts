import type { ResourceLabels } from '@/console/types';

/** Labels of the `blacklistHit` resource, both languages: title, fields, actions, sections... */
export const blacklistHit: ResourceLabels = {
  'zh-CN': {
    title: '黑名单拦截日志',
    fields: {
      hit_id: '拦截编号',
      order_no: '订单号',
      cust_id: '商户号',
      merchant_name: '商户名称',
      dimension: '命中维度',
      value: '命中值',
      entry_id: '黑名单编号',
      amount: '金额',
      currency: '币种',
      hit_at: '拦截时间',
    },
    sections: {
      hit: '拦截',
      order: '订单',
    },
  },
  'en-US': {
    title: 'Blacklist log',
    fields: {
      hit_id: 'Hit ID',
      order_no: 'Order no.',
      cust_id: 'Merchant ID',
      merchant_name: 'Merchant',
      dimension: 'Dimension',
      value: 'Matched value',
      entry_id: 'Blacklist entry',
      amount: 'Amount',
      currency: 'Currency',
      hit_at: 'Stopped at',
    },
    sections: {
      hit: 'Hit',
      order: 'Order',
    },
  },
};
