import type { ResourceLabels } from '@/console/types';

/** Labels of the `currencyMargin` resource, both languages: title, fields, actions, sections... */
export const currencyMargin: ResourceLabels = {
  'zh-CN': {
    title: '汇率加价',
    fields: {
      margin_id: '加价编号',
      pair_id: '货币对',
      pair: '货币对',
      base: '基础币种',
      quote: '报价币种',
      tier: '商户等级',
      markup_bps: '加价 (bps)',
      markup_percent: '加价 (%)',
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
      markup: '加价',
      state: '状态',
    },
  },
  'en-US': {
    title: 'FX markup',
    fields: {
      margin_id: 'Markup ID',
      pair_id: 'Currency pair',
      pair: 'Pair',
      base: 'Base currency',
      quote: 'Quote currency',
      tier: 'Merchant tier',
      markup_bps: 'Markup (bps)',
      markup_percent: 'Markup (%)',
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
      markup: 'Markup',
      state: 'Status',
    },
  },
};
