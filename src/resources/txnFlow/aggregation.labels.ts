import type { ResourceLabels } from '@/console/types';

/** Labels of the `aggregation` resource, both languages: title, fields, actions, sections... */
export const aggregation: ResourceLabels = {
  'zh-CN': {
    title: '汇总',
    fields: {
      group_id: '分组',
      period: '统计期间',
      credit_total: '入账合计',
      debit_total: '出账合计',
      net: '净额',
      count: '笔数',
      first_at: '最早一笔',
      last_at: '最近一笔',
    },
  },
  'en-US': {
    title: 'Aggregation',
    fields: {
      group_id: 'Group',
      period: 'Period',
      credit_total: 'Credits',
      debit_total: 'Debits',
      net: 'Net',
      count: 'Entries',
      first_at: 'First entry',
      last_at: 'Last entry',
    },
  },
};
