import type { ResourceLabels } from '@/console/types';

/** Labels of the `currencyHoliday` resource, both languages: title, fields, actions, sections... */
export const currencyHoliday: ResourceLabels = {
  'zh-CN': {
    title: '币种假日',
    record: '币种假日',
    fields: {
      holiday_id: '假日编号',
      date: '日期',
      name: '假日名称',
      title: '日历标题',
    },
    actions: {
      remove: '删除',
    },
    sections: {
      holiday: '假日',
      state: '记录',
    },
  },
  'en-US': {
    title: 'Currency holidays',
    record: 'currency holiday',
    fields: {
      holiday_id: 'Holiday ID',
      date: 'Date',
      name: 'Holiday',
      title: 'Calendar title',
    },
    actions: {
      remove: 'Delete',
    },
    sections: {
      holiday: 'Holiday',
      state: 'Record',
    },
  },
};
