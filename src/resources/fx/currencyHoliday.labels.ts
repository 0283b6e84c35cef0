import type { ResourceLabels } from '@/console/types';

/** Labels of the `currencyHoliday` resource, both languages: title, fields, actions, sections... */
export const currencyHoliday: ResourceLabels = {
  'zh-CN': {
    title: '币种假日',
    fields: {
      holiday_id: '假日编号',
      currency: '币种',
      date: '日期',
      name: '假日名称',
      title: '日历标题',
      updated_by: '更新人',
      updated_at: '更新时间',
      created_at: '创建时间',
    },
    actions: {
      edit: '编辑',
      remove: '删除',
    },
    sections: {
      holiday: '假日',
      state: '记录',
    },
  },
  'en-US': {
    title: 'Currency holidays',
    fields: {
      holiday_id: 'Holiday ID',
      currency: 'Currency',
      date: 'Date',
      name: 'Holiday',
      title: 'Calendar title',
      updated_by: 'Updated by',
      updated_at: 'Updated at',
      created_at: 'Created at',
    },
    actions: {
      edit: 'Edit',
      remove: 'Delete',
    },
    sections: {
      holiday: 'Holiday',
      state: 'Record',
    },
  },
};
