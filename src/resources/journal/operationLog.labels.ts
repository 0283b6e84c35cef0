import type { ResourceLabels } from '@/console/types';

/** Labels of the `operationLog` resource, both languages: title, fields, actions, sections... */
export const operationLog: ResourceLabels = {
  'zh-CN': {
    title: '操作日志',
    fields: {
      id: '日志编号',
      operator_email: '操作人邮箱',
      resource: '对象类型',
      target_id: '对象编号',
      action: '操作',
      changed_fields: '变更字段',
      at: '操作时间',
      changes: '变更对比',
      before: '变更前（原始）',
      after: '变更后（原始）',
    },
    sections: {
      operation: '操作',
      changes: '变更对比',
      raw: '原始数据',
    },
  },
  'en-US': {
    title: 'Operation log',
    fields: {
      id: 'Log ID',
      operator_email: 'Operator email',
      resource: 'Record type',
      target_id: 'Record ID',
      action: 'Action',
      changed_fields: 'Changed fields',
      at: 'Time',
      changes: 'Changes',
      before: 'Before (raw)',
      after: 'After (raw)',
    },
    sections: {
      operation: 'Operation',
      changes: 'Changes',
      raw: 'Raw data',
    },
  },
};
