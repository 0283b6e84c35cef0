import type { ResourceLabels } from '@/console/types';

/** Labels of the `merchantRisk` resource, both languages: title, fields, actions, sections... */
export const merchantRisk: ResourceLabels = {
  'zh-CN': {
    title: '风控设置',
    fields: {
      cust_id: '商户号',
      merchant_name: '商户名称',
      risk_level: '风险等级',
      reserve_percent: '保证金比例(%)',
      reserve_days: '保证金天数',
      currency: '结算币种',
      single_limit: '单笔限额',
      daily_limit: '单日限额',
      updated_by: '更新人',
      updated_at: '更新时间',
    },
    actions: {
      edit: '编辑',
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
    fields: {
      cust_id: 'Merchant ID',
      merchant_name: 'Merchant',
      risk_level: 'Risk level',
      reserve_percent: 'Reserve (%)',
      reserve_days: 'Reserve days',
      currency: 'Settlement currency',
      single_limit: 'Single transaction limit',
      daily_limit: 'Daily limit',
      updated_by: 'Updated by',
      updated_at: 'Updated at',
    },
    actions: {
      edit: 'Edit',
    },
    sections: {
      merchant: 'Merchant',
      reserve: 'Reserve',
      limits: 'Limits',
      audit: 'Last update',
    },
  },
};
