import type { ResourceLabels } from '@/console/types';

/** Labels of the `merchantRisk` resource, both languages: title, fields, actions, sections... */
export const merchantRisk: ResourceLabels = {
  'zh-CN': {
    title: '风控设置',
    record: '风控设置',
    fields: {
      reserve_percent: '保证金比例(%)',
      reserve_days: '保证金天数',
      currency: '结算币种',
      single_limit: '单笔限额',
    },
    sections: {
      merchant: '商户',
      reserve: '保证金',
      limits: '交易限额',
      audit: '更新记录',
    },
  },
  'en-US': {
    title: 'Risk settings',
    record: 'risk settings',
    fields: {
      reserve_percent: 'Reserve (%)',
      reserve_days: 'Reserve days',
      currency: 'Settlement currency',
      single_limit: 'Single transaction limit',
    },
    sections: {
      merchant: 'Merchant',
      reserve: 'Reserve',
      limits: 'Limits',
      audit: 'Last update',
    },
  },
};
