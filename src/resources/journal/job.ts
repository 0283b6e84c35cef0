import { resource } from '../../console/decl';
import { job as jobLabels } from './job.labels';

/**
 * Scheduled jobs (`/journal/schedulerMag`): each job (class and method) with its cron, state, latest run and next
 * run. Run now (running jobs only: a paused job does not run, not even by hand, until resumed: 101014), pause with
 * a reason, resume. A row links to the job's runs.
 */
const job = resource({
  key: 'job',
  labels: jobLabels,
  api: '/v1/admin/journal/jobs',
  rowKey: 'job_id',
  fields: {
    job_id: { type: 'id', filter: 'eq', copyable: true, sortable: true, width: 260 },
    class_name: { type: 'text', filter: 'like', width: 170 },
    method: { type: 'text', filter: 'eq', width: 150 },
    cron: { type: 'text', width: 140 },
    description: { type: 'text' },
    status: { type: 'enum', enum: 'jobStatus', filter: 'in', width: 100 },
    status_reason: { type: 'text', unset: true, hideInTable: true },
    last_run_at: { type: 'datetime', unset: true, sortable: true },
    last_result: { type: 'enum', enum: 'jobResult', filter: 'in', unset: true, width: 100 },
    next_run_at: { type: 'datetime', computed: true, sortable: true, unset: true },
  },
  list: {
    columns: [
      'job_id',
      'status',
      'class_name',
      'method',
      'cron',
      'description',
      'last_run_at',
      'last_result',
      'next_run_at',
    ],
    hidden: ['class_name', 'method', 'description', 'next_run_at'],
    filters: ['class_name', 'method', 'status', 'last_result'],
    // The key already names class and method; they stay offered in the column settings.
    defaultSort: { field: 'job_id', order: 'ascend' },
  },
  detail: {
    sections: [
      { key: 'job', fields: ['job_id', 'class_name', 'method', 'cron', 'description'] },
      { key: 'state', fields: ['status', 'status_reason', 'last_run_at', 'last_result', 'next_run_at'] },
    ],
  },
  actions: [
    { key: 'run', when: { field: 'status', in: [1] }, confirm: true },
    {
      key: 'pause',
      when: { field: 'status', in: [1] },
      to: { status: 2 },
      reason: true,
      danger: true,
    },
    {
      key: 'resume',
      when: { field: 'status', in: [2] },
      to: { status: 1 },
      confirm: true,
    },
  ],
  links: [{ key: 'runs', to: '/journal/schedulerMag/details/:class_name/:method' }],
  export: true,
});

export default job;
