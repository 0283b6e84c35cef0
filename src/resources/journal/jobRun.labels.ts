import type { ResourceLabels } from '@/console/types';

/** Labels of the `jobRun` resource, both languages: title, fields, actions, sections... */
export const jobRun: ResourceLabels = {
  'zh-CN': {
    title: '任务执行记录',
    parentTitle: '执行记录：{class_name}.{method}',
    fields: {
      run_id: '执行编号',
      class_name: '类名',
      method: '方法',
      started_at: '开始时间',
      finished_at: '结束时间',
      duration_ms: '耗时（毫秒）',
      result: '结果',
      trigger: '触发方式',
      operator: '操作人',
      error: '错误信息',
    },
    sections: {
      run: '执行',
      outcome: '结果',
    },
  },
  'en-US': {
    title: 'Job runs',
    parentTitle: 'Runs of {class_name}.{method}',
    fields: {
      run_id: 'Run ID',
      class_name: 'Class',
      method: 'Method',
      started_at: 'Started',
      finished_at: 'Finished',
      duration_ms: 'Duration (ms)',
      result: 'Result',
      trigger: 'Trigger',
      operator: 'Operator',
    },
    sections: {
      run: 'Run',
      outcome: 'Outcome',
    },
  },
};
