import type { ResourceLabels } from '@/console/types';

/** Labels of the `tradingWindow` resource, both languages: title, fields, actions, sections... */
export const tradingWindow: ResourceLabels = {
  'zh-CN': {
    title: '换汇交易时间',
    record: '换汇交易时间',
    fields: {
      window_id: '时段编号',
      weekday: '星期',
      open_time: '开始时间 (HH:mm)',
      close_time: '结束时间 (HH:mm)',
      time_zone: '时区 (IANA)',
    },
    sections: {
      window: '交易时段',
      state: '状态',
    },
  },
  'en-US': {
    title: 'FX trading windows',
    record: 'FX trading window',
    fields: {
      window_id: 'Window ID',
      weekday: 'Weekday',
      open_time: 'Opens (HH:mm)',
      close_time: 'Closes (HH:mm)',
      time_zone: 'Time zone (IANA)',
    },
    sections: {
      window: 'Window',
      state: 'Status',
    },
  },
};
