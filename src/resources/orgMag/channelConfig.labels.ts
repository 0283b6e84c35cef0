import type { ResourceLabels } from '@/console/types';

/** Labels of the `channelConfig` resource, both languages: title, fields, actions, sections... */
export const channelConfig: ResourceLabels = {
  'zh-CN': {
    title: '渠道配置',
    fields: {
      config_id: '配置编号',
      cust_id: '商户号',
      merchant_name: '商户名称',
      channel: '支付渠道',
      payment_methods: '支付方式',
      currencies: '币种',
      priority: '优先级',
      mcc: 'MCC',
      status: '状态',
      disable_reason: '停用原因',
      updated_by: '更新人',
      updated_at: '更新时间',
    },
    actions: {
      edit: '编辑',
      raise: '上移',
      lower: '下移',
      enable: '启用',
      disable: '停用',
    },
    sections: {
      routing: '路由配置',
      state: '状态',
    },
  },
  'en-US': {
    title: 'Channel config',
    fields: {
      config_id: 'Config ID',
      cust_id: 'Merchant ID',
      merchant_name: 'Merchant',
      channel: 'Channel',
      payment_methods: 'Payment methods',
      currencies: 'Currencies',
      priority: 'Priority',
      mcc: 'MCC',
      status: 'Status',
      disable_reason: 'Disable reason',
      updated_by: 'Updated by',
      updated_at: 'Updated at',
    },
    actions: {
      edit: 'Edit',
      raise: 'Move up',
      lower: 'Move down',
      enable: 'Enable',
      disable: 'Disable',
    },
    sections: {
      routing: 'Routing',
      state: 'Status',
    },
  },
};
