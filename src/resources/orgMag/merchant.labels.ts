import type { ResourceLabels } from '@/console/types';

/** Labels of the `merchant` resource, both languages: title, fields, actions, sections... */
export const merchant: ResourceLabels = {
  'zh-CN': {
    title: '注册审核',
    fields: {
      cust_id: '商户号',
      name: '商户名称',
      email: '邮箱',
      entity: '签约主体',
      category: '商户类别',
      industry: '行业',
      country: '国家/地区',
      platform: '建站平台',
      registered_at: '注册时间',
      status: '状态',
      reviewer: '审核人',
      reviewed_at: '审核时间',
      review_reason: '审核原因',
    },
    actions: {
      approve: '通过',
      reject: '拒绝',
      freeze: '冻结',
      unfreeze: '解冻',
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
      cust_id: 'Merchant ID',
      name: 'Name',
      email: 'Email',
      entity: 'Entity',
      category: 'Category',
      industry: 'Industry',
      country: 'Country/region',
      platform: 'Site platform',
      registered_at: 'Registered at',
      status: 'Status',
      reviewer: 'Reviewer',
      reviewed_at: 'Reviewed at',
      review_reason: 'Review reason',
    },
    actions: {
      approve: 'Approve',
      reject: 'Reject',
      freeze: 'Freeze',
      unfreeze: 'Unfreeze',
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
