import type { ResourceLabels } from '@/console/types';

/** Labels of the `riskRule` resource, both languages: title, fields, actions, sections... */
export const riskRule: ResourceLabels = {
  'zh-CN': {
    title: '准入规则',
    fields: {
      rule_id: '规则编号',
      priority: '优先级',
      name: '规则名称',
      dimension: '维度',
      condition: '条件',
      action: '处置',
      status: '状态',
      status_reason: '启停原因',
      hits: '命中次数',
      updated_by: '更新人',
      updated_at: '更新时间',
      created_at: '创建时间',
    },
    actions: {
      edit: '编辑',
      raise: '上移',
      lower: '下移',
      enable: '启用',
      disable: '停用',
    },
    sections: {
      rule: '规则',
      state: '状态',
    },
  },
  'en-US': {
    title: 'Entry rules',
    fields: {
      rule_id: 'Rule ID',
      priority: 'Priority',
      name: 'Name',
      dimension: 'Dimension',
      condition: 'Condition',
      action: 'Action',
      status: 'Status',
      status_reason: 'Status reason',
      hits: 'Hits',
      updated_by: 'Updated by',
      updated_at: 'Updated at',
      created_at: 'Created at',
    },
    actions: {
      edit: 'Edit',
      raise: 'Move up',
      lower: 'Move down',
      enable: 'Enable',
      disable: 'Disable',
    },
    sections: {
      rule: 'Rule',
      state: 'Status',
    },
  },
};
