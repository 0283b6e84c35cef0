import type { ResourceLabels } from '@/console/types';

/** Labels of the `currencyType` resource, both languages: title, fields, actions, sections... */
export const currencyType: ResourceLabels = {
  'zh-CN': {
    title: '币种类型',
    fields: {
      code: '币种代码',
      name: '币种名称',
      minor_units: '小数位数',
      show_flag: '对商户显示',
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
      currency: '币种',
      state: '状态',
    },
  },
  'en-US': {
    title: 'Currency types',
    fields: {
      code: 'Currency code',
      name: 'Name',
      minor_units: 'Minor units',
      show_flag: 'Shown to merchants',
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
      currency: 'Currency',
      state: 'Status',
    },
  },
};
