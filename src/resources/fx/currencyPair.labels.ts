import type { ResourceLabels } from '@/console/types';

/** Labels of the `currencyPair` resource, both languages: title, fields, actions, sections... */
export const currencyPair: ResourceLabels = {
  'zh-CN': {
    title: '货币对',
    record: '货币对',
    fields: {
      pair_id: '货币对编号',
      base: '基础币种',
      quote: '报价币种',
      precision: '汇率小数位',
    },
    sections: {
      pair: '货币对',
      state: '状态',
    },
  },
  'en-US': {
    title: 'Currency pairs',
    record: 'currency pair',
    fields: {
      pair_id: 'Pair ID',
      base: 'Base currency',
      quote: 'Quote currency',
      precision: 'Rate decimals',
    },
    sections: {
      pair: 'Pair',
      state: 'Status',
    },
  },
};
