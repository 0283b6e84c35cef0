import type { ResourceLabels } from '@/console/types';

/** Labels of the `buyer` resource, both languages: title, fields, actions, sections... */
export const buyer: ResourceLabels = {
  'zh-CN': {
    title: '用户信息',
    record: '买家',
    fields: {
      email: '买家邮箱',
      name: '买家姓名',
      orders_count: '订单数',
      chargebacks_count: '拒付数',
      blacklisted: '已拉黑',
      first_order_at: '首次下单',
      last_order_at: '最近下单',
    },
    actions: {
      blacklist: '加入黑名单',
    },
    sections: {
      buyer: '买家',
      history: '订单历史',
    },
  },
  'en-US': {
    title: 'Buyers',
    record: 'buyer',
    fields: {
      email: 'Buyer email',
      name: 'Name',
      orders_count: 'Orders',
      chargebacks_count: 'Chargebacks',
      blacklisted: 'Blacklisted',
      first_order_at: 'First order',
      last_order_at: 'Last order',
    },
    actions: {
      blacklist: 'Add to blacklist',
    },
    sections: {
      buyer: 'Buyer',
      history: 'Order history',
    },
  },
};
