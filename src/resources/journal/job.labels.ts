import type { ResourceLabels } from '@/console/types';

/** Labels of the `job` resource, both languages: title, fields, actions, sections... */
export const job: ResourceLabels = {
  'zh-CN': {
    title: '定时任务',
    record: '定时任务',
    fields: {
      job_id: '任务',
      class_name: '类名',
      method: '方法',
      cron: 'Cron 表达式',
      status_reason: '暂停原因',
      last_run_at: '上次执行时间',
      last_result: '上次执行结果',
      next_run_at: '下次执行时间',
    },
    actions: {
      run: '立即执行',
      pause: '暂停',
      resume: '恢复',
    },
    links: {
      runs: '执行记录',
    },
    sections: {
      job: '任务',
      state: '状态',
    },
  },
  'en-US': {
    title: 'Scheduled jobs',
    record: 'scheduled job',
    fields: {
      job_id: 'Job',
      class_name: 'Class',
      method: 'Method',
      cron: 'Cron',
      status_reason: 'Pause reason',
      last_run_at: 'Last run',
      last_result: 'Last result',
      next_run_at: 'Next run',
    },
    actions: {
      run: 'Run now',
      pause: 'Pause',
      resume: 'Resume',
    },
    links: {
      runs: 'Runs',
    },
    sections: {
      job: 'Job',
      state: 'State',
    },
  },
};
