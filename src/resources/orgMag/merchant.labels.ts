import type { ResourceLabels } from '@/console/types';

/** Labels of the `merchant` resource, both languages: title, fields, actions, sections... */
export const merchant: ResourceLabels = {
  'zh-CN': {
    title: '注册审核',
    fields: {
      name: '商户名称',
      email: '邮箱',
      entity: '签约主体',
      category: '商户类别',
      industry: '行业',
      registered_at: '注册时间',
      review_reason: '审核原因',
    },
    actions: {
      reject: '拒绝',
    },
    sections: {
      profile: '商户资料',
      review: '审核',
    },
    links: {
      sites: '网站',
      orderParams: '订单参数',
    },
  },
  'en-US': {
    title: 'Registration review',
    fields: {
      name: 'Name',
      email: 'Email',
      entity: 'Entity',
      category: 'Category',
      industry: 'Industry',
      country: 'Country/region',
      registered_at: 'Registered at',
      review_reason: 'Review reason',
    },
    sections: {
      profile: 'Profile',
      review: 'Review',
    },
    links: {
      sites: 'Sites',
      orderParams: 'Order parameters',
    },
  },
};
