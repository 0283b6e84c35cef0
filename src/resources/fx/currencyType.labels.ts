import type { ResourceLabels } from '@/console/types';

/** Labels of the `currencyType` resource, both languages: title, fields, actions, sections... */
export const currencyType: ResourceLabels = {
  'zh-CN': {
    title: '币种类型',
    record: '币种',
    fields: {
      code: '币种代码',
      name: '币种名称',
      minor_units: '小数位数',
      show_flag: '对商户显示',
    },
    sections: {
      currency: '币种',
      state: '状态',
    },
  },
  'en-US': {
    title: 'Currency types',
    record: 'currency',
    fields: {
      code: 'Currency code',
      name: 'Name',
      minor_units: 'Minor units',
      show_flag: 'Shown to merchants',
    },
    sections: {
      currency: 'Currency',
      state: 'Status',
    },
  },
};
