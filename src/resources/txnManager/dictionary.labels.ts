import type { ResourceLabels } from '@/console/types';

/** Labels of the `dictionary` resource, both languages: title, fields, actions, sections... */
export const dictionary: ResourceLabels = {
  'zh-CN': {
    title: '配置字典',
    fields: {
      dict_id: '编号',
      dict_key: '键',
      kind: '类型',
      value: '值',
      show_flag: '显示标志',
      description: '说明',
      updated_by: '更新人',
      updated_at: '更新时间',
    },
    actions: {
      edit: '编辑',
      show: '显示',
      hide: '隐藏',
    },
    sections: {
      entry: '字典项',
      state: '状态',
    },
  },
  'en-US': {
    title: 'Config dictionary',
    fields: {
      dict_id: 'ID',
      dict_key: 'Key',
      kind: 'Kind',
      value: 'Value',
      show_flag: 'Show flag',
      description: 'Description',
      updated_by: 'Updated by',
      updated_at: 'Updated at',
    },
    actions: {
      edit: 'Edit',
      show: 'Show',
      hide: 'Hide',
    },
    sections: {
      entry: 'Entry',
      state: 'Status',
    },
  },
};
