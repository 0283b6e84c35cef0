import type { ResourceLabels } from '@/console/types';

/** Labels of the `exchange` resource, both languages: title, fields, actions, sections... */
export const exchange: ResourceLabels = {
  'zh-CN': {
    title: '换汇',
    fields: {
      exchange_id: '换汇单号',
      sell_amount: '卖出金额',
      sell_currency: '卖出币种',
      rate: '汇率',
      buy_amount: '买入金额',
      buy_currency: '买入币种',
    },
    sections: {
      flow: '换汇',
      amounts: '金额与汇率',
      times: '时间',
    },
  },
  'en-US': {
    title: 'Exchanges',
    fields: {
      exchange_id: 'Exchange ID',
      sell_amount: 'Sold',
      sell_currency: 'Sell currency',
      rate: 'Rate',
      buy_amount: 'Bought',
      buy_currency: 'Buy currency',
      created_at: 'Created',
    },
    sections: {
      flow: 'Exchange',
      amounts: 'Amounts and rate',
      times: 'Times',
    },
  },
};
