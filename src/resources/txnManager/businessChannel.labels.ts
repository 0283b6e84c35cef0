import type { ResourceLabels } from '@/console/types';

/** Labels of the `businessChannel` resource, both languages: title, fields, actions, sections... */
export const businessChannel: ResourceLabels = {
  'zh-CN': {
    title: '渠道配置',
    record: '渠道路由',
    fields: {
      route_id: '路由编号',
      business_line: '业务线',
    },
    sections: {
      route: '路由',
      state: '状态',
    },
  },
  'en-US': {
    title: 'Channel routing',
    record: 'channel route',
    fields: {
      route_id: 'Route ID',
      business_line: 'Business line',
    },
    sections: {
      route: 'Route',
      state: 'Status',
    },
  },
};
