import type { ResourceLabels } from '@/console/types';

/** Labels of the `businessChannel` resource, both languages: title, fields, actions, sections... */
export const businessChannel: ResourceLabels = {
  'zh-CN': {
    title: '渠道配置',
    fields: {
      route_id: '路由编号',
      business_line: '业务线',
      currency: '币种',
      channel_code: '支付渠道',
      channel_name: '渠道名称',
      priority: '优先级',
      status: '状态',
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
      route: '路由',
      state: '状态',
    },
  },
  'en-US': {
    title: 'Channel routing',
    fields: {
      route_id: 'Route ID',
      business_line: 'Business line',
      currency: 'Currency',
      channel_code: 'Payment channel',
      channel_name: 'Channel name',
      priority: 'Priority',
      status: 'Status',
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
      route: 'Route',
      state: 'Status',
    },
  },
};
