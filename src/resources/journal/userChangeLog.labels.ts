import type { ResourceLabels } from '@/console/types';

/** Labels of the `userChangeLog` resource, both languages: title, fields, actions, sections... */
export const userChangeLog: ResourceLabels = {
  'zh-CN': {
    title: '用户变更日志',
    fields: {
      id: '日志编号',
      operator_email: '操作人邮箱',
      target_type: '对象类型',
      target_id: '对象编号',
      target_name: '对象',
      change_kind: '变更类型',
      at: '变更时间',
      changes: '变更对比',
      before: '变更前（原始）',
      after: '变更后（原始）',
    },
    sections: {
      change: '变更',
      target: '对象',
      changes: '变更对比',
      raw: '原始数据',
    },
  },
  'en-US': {
    title: 'User change log',
    fields: {
      id: 'Log ID',
      operator_email: 'Operator email',
      target_type: 'Target type',
      target_id: 'Target ID',
      target_name: 'Target',
      change_kind: 'Change',
      at: 'Time',
      changes: 'Changes',
      before: 'Before (raw)',
      after: 'After (raw)',
    },
    sections: {
      change: 'Change',
      target: 'Target',
      changes: 'Changes',
      raw: 'Raw data',
    },
  },
};
