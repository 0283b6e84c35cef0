import { resource } from '../../console/decl';
import { jobRun as jobRunLabels } from './jobRun.labels';

/**
 * The runs of one scheduled job (`/journal/schedulerMag/details/:class_name/:method`), newest first: when, how
 * long, how it ended, and whether the schedule or an operator started it. Read-only.
 */
const jobRun = resource({
  key: 'jobRun',
  labels: jobRunLabels,
  api: '/v1/admin/journal/job-runs',
  rowKey: 'run_id',
  parentParams: ['class_name', 'method'],
  fields: {
    class_name: { type: 'text', filter: 'eq', hideInTable: true },
    method: { type: 'text', filter: 'eq', hideInTable: true },
    started_at: { type: 'datetime', filter: 'range', sortable: true },
    result: { type: 'enum', enum: 'jobResult', filter: 'in', width: 100 },
    finished_at: { type: 'datetime', sortable: true },
    duration_ms: { type: 'number', integer: true, min: 0, sortable: true, width: 110 },
    trigger: { type: 'enum', enum: 'jobTrigger', filter: 'in', width: 100 },
    operator: { type: 'email', filter: 'like', unset: true },
    run_id: { type: 'id', filter: 'eq', copyable: true, width: 110 },
    error: { type: 'text', unset: true },
  },
  list: {
    columns: ['run_id', 'started_at', 'finished_at', 'duration_ms', 'result', 'trigger', 'operator', 'error'],
    defaultSort: { field: 'started_at', order: 'descend' },
  },
  detail: {
    sections: [
      { key: 'run', fields: ['run_id', 'class_name', 'method', 'trigger', 'operator'] },
      { key: 'outcome', fields: ['started_at', 'finished_at', 'duration_ms', 'result', 'error'] },
    ],
  },
  export: true,
});

export default jobRun;
