import type { ResourceLabels } from '@/console/types';

/** Labels of the `currencyMargin` resource, both languages: title, fields, actions, sections... */
export const currencyMargin: ResourceLabels = {
  'zh-CN': {
    title: '汇率加价',
    record: '汇率加价',
    fields: {
      margin_id: '加价编号',
      pair_id: '货币对',
      base: '基础币种',
      quote: '报价币种',
      tier: '商户等级',
      markup_bps: '加价 (bps)',
      markup_percent: '加价 (%)',
    },
    sections: {
      markup: '加价',
      state: '状态',
    },
  },
  'en-US': {
    title: 'FX markup',
    record: 'FX markup',
    fields: {
      margin_id: 'Markup ID',
      pair_id: 'Currency pair',
      base: 'Base currency',
      quote: 'Quote currency',
      tier: 'Merchant tier',
      markup_bps: 'Markup (bps)',
      markup_percent: 'Markup (%)',
    },
    sections: {
      markup: 'Markup',
      state: 'Status',
    },
  },
};
