import type { ResourceLabels } from '@/console/types';

/** Labels of the `currencyPair` resource, both languages: title, fields, actions, sections... */
export const currencyPair: ResourceLabels = {
  'zh-CN': {
    title: '货币对',
    fields: {
      pair_id: '货币对编号',
      pair: '货币对',
      base: '基础币种',
      quote: '报价币种',
      precision: '汇率小数位',
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
      pair: '货币对',
      state: '状态',
    },
  },
  'en-US': {
    title: 'Currency pairs',
    fields: {
      pair_id: 'Pair ID',
      pair: 'Pair',
      base: 'Base currency',
      quote: 'Quote currency',
      precision: 'Rate decimals',
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
      pair: 'Pair',
      state: 'Status',
    },
  },
};
