import type { ResourceLabels } from '@/console/types';

/** Labels of the `forterChannel` resource, both languages: title, fields, actions, sections... */
export const forterChannel: ResourceLabels = {
  'zh-CN': {
    title: 'Forter 风控渠道',
    record: 'Forter 风控渠道',
    fields: {
      config_id: '配置编号',
      shop_id: '店铺',
      site_url: '站点地址',
      forter_site_id: 'Forter 站点 ID',
      forter_account: 'Forter 账户',
      mode: '模式',
      approve_below: '通过阈值（低于）',
      decline_from: '拒绝阈值（不低于）',
      status_reason: '启停原因',
    },
    sections: {
      site: '站点',
      forter: 'Forter 配置',
      state: '状态',
    },
  },
  'en-US': {
    title: 'Forter channel',
    record: 'Forter channel',
    fields: {
      config_id: 'Config ID',
      shop_id: 'Shop',
      site_url: 'Site URL',
      forter_site_id: 'Forter site ID',
      forter_account: 'Forter account',
      mode: 'Mode',
      approve_below: 'Approve below score',
      decline_from: 'Decline from score',
      status_reason: 'Enable/disable reason',
    },
    sections: {
      site: 'Site',
      forter: 'Forter settings',
      state: 'Status',
    },
  },
};
