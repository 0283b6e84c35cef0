import type { ResourceLabels } from '@/console/types';

/** Labels of the `forterChannel` resource, both languages: title, fields, actions, sections... */
export const forterChannel: ResourceLabels = {
  'zh-CN': {
    title: 'Forter 风控渠道',
    fields: {
      config_id: '配置编号',
      shop_id: '店铺',
      site_url: '站点地址',
      cust_id: '商户号',
      merchant_name: '商户名称',
      forter_site_id: 'Forter 站点 ID',
      forter_account: 'Forter 账户',
      mode: '模式',
      approve_below: '通过阈值（低于）',
      decline_from: '拒绝阈值（不低于）',
      status: '状态',
      status_reason: '启停原因',
      updated_by: '更新人',
      updated_at: '更新时间',
      created_at: '创建时间',
    },
    actions: {
      edit: '编辑',
      enable: '启用',
      disable: '停用',
    },
    sections: {
      site: '站点',
      forter: 'Forter 配置',
      state: '状态',
    },
  },
  'en-US': {
    title: 'Forter channel',
    fields: {
      config_id: 'Config ID',
      shop_id: 'Shop',
      site_url: 'Site URL',
      cust_id: 'Merchant ID',
      merchant_name: 'Merchant',
      forter_site_id: 'Forter site ID',
      forter_account: 'Forter account',
      mode: 'Mode',
      approve_below: 'Approve below score',
      decline_from: 'Decline from score',
      status: 'Status',
      status_reason: 'Enable/disable reason',
      updated_by: 'Updated by',
      updated_at: 'Updated at',
      created_at: 'Created at',
    },
    actions: {
      edit: 'Edit',
      enable: 'Enable',
      disable: 'Disable',
    },
    sections: {
      site: 'Site',
      forter: 'Forter settings',
      state: 'Status',
    },
  },
};
