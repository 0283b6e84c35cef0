import type { ResourceLabels } from '@/console/types';

/** Labels of the `dictionary` resource, both languages: title, fields, actions, sections... */
export const dictionary: ResourceLabels = {
  'zh-CN': {
    title: '配置字典',
    record: '字典项',
    fields: {
      dict_id: '编号',
      dict_key: '键',
      kind: '类型',
      value: '值',
      show_flag: '显示标志',
    },
    actions: {
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
    record: 'dictionary entry',
    fields: {
      dict_id: 'ID',
      dict_key: 'Key',
      kind: 'Kind',
      value: 'Value',
      show_flag: 'Show flag',
    },
    actions: {
      show: 'Show',
      hide: 'Hide',
    },
    sections: {
      entry: 'Entry',
      state: 'Status',
    },
  },
};
