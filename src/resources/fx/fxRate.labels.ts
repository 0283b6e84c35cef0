import type { ResourceLabels } from '@/console/types';

/** Labels of the `fxRate` resource, both languages: title, fields, actions, sections... */
export const fxRate: ResourceLabels = {
  'zh-CN': {
    title: '汇率查询',
    fields: {
      rate_id: '汇率编号',
      rate: '汇率',
      time: '时间',
    },
  },
  'en-US': {
    title: 'FX rate query',
    fields: {
      rate_id: 'Rate ID',
      rate: 'Rate',
      time: 'Time',
    },
  },
};

/** Labels of the `fxPair` resource, both languages: title, fields, actions, sections... */
export const fxPair: ResourceLabels = {
  'zh-CN': {
    title: '可查询的货币对',
    fields: {
      pair_id: '货币对编号',
      precision: '汇率小数位',
    },
  },
  'en-US': {
    title: 'Pairs to query',
    fields: {
      pair_id: 'Pair ID',
      precision: 'Rate decimals',
    },
  },
};
