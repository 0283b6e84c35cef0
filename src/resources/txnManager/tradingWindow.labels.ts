import type { ResourceLabels } from '@/console/types';

/** Labels of the `tradingWindow` resource, both languages: title, fields, actions, sections... */
export const tradingWindow: ResourceLabels = {
  'zh-CN': {
    title: '换汇交易时间',
    fields: {
      window_id: '时段编号',
      channel_code: '支付渠道',
      channel_name: '渠道名称',
      weekday: '星期',
      open_time: '开始时间 (HH:mm)',
      close_time: '结束时间 (HH:mm)',
      time_zone: '时区 (IANA)',
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
      window: '交易时段',
      state: '状态',
    },
  },
  'en-US': {
    title: 'FX trading windows',
    fields: {
      window_id: 'Window ID',
      channel_code: 'Payment channel',
      channel_name: 'Channel name',
      weekday: 'Weekday',
      open_time: 'Opens (HH:mm)',
      close_time: 'Closes (HH:mm)',
      time_zone: 'Time zone (IANA)',
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
      window: 'Window',
      state: 'Status',
    },
  },
};
