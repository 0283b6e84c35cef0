import type { ResourceLabels } from '@/console/types';

/** Labels of the `merchant` resource, both languages: title, fields, actions, sections... */
export const merchant: ResourceLabels = {
  'zh-CN': {
    title: '注册审核',
    record: '商户',
    fields: {
      name: '商户名称',
      email: '邮箱',
      entity: '签约主体',
      category: '商户类别',
      industry: '行业',
      registered_at: '注册时间',
      review_reason: '审核原因',
      kyb_status: 'KYB 状态',
      orders_30d: '近 30 天订单数',
      success_rate_30d: '近 30 天支付成功率',
      refund_rate_30d: '近 30 天退款率',
      dispute_rate_30d: '近 30 天争议率',
    },
    actions: {
      reject: '拒绝',
    },
    sections: {
      profile: '商户资料',
      review: '审核',
      performance: '近 30 天交易',
    },
    links: {
      sites: '网站',
      orderParams: '订单参数',
    },
  },
  'en-US': {
    title: 'Registration review',
    record: 'merchant',
    fields: {
      name: 'Name',
      email: 'Email',
      entity: 'Entity',
      category: 'Category',
      industry: 'Industry',
      country: 'Country/region',
      registered_at: 'Registered at',
      review_reason: 'Review reason',
      kyb_status: 'KYB status',
      orders_30d: 'Orders, last 30 days',
      success_rate_30d: 'Payment success rate, last 30 days',
      refund_rate_30d: 'Refund rate, last 30 days',
      dispute_rate_30d: 'Dispute rate, last 30 days',
    },
    sections: {
      profile: 'Profile',
      review: 'Review',
      performance: 'Last 30 days',
    },
    links: {
      sites: 'Sites',
      orderParams: 'Order parameters',
    },
  },
};
