import type { ResourceLabels } from '@/console/types';

/** Labels of the `riskRule` resource, both languages: title, fields, actions, sections... */
export const riskRule: ResourceLabels = {
  'zh-CN': {
    title: '准入规则',
    record: '准入规则',
    fields: {
      rule_id: '规则编号',
      name: '规则名称',
      dimension: '维度',
      condition: '条件',
      action: '处置',
      status_reason: '启停原因',
      hits: '命中次数',
    },
    sections: {
      rule: '规则',
      state: '状态',
    },
  },
  'en-US': {
    title: 'Entry rules',
    record: 'entry rule',
    fields: {
      rule_id: 'Rule ID',
      name: 'Name',
      dimension: 'Dimension',
      condition: 'Condition',
      action: 'Action',
      status_reason: 'Status reason',
      hits: 'Hits',
    },
    sections: {
      rule: 'Rule',
      state: 'Status',
    },
  },
};
