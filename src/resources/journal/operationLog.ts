import { resource } from '../../console/decl';
import { operationLog as operationLogLabels } from './operationLog.labels';

/**
 * Operation log (`/journal/operationMag`): the audit trail, every state change made through the console (who, when,
 * from where, on which record, which action, why), served over the operation log itself. Records, their kinds and
 * actions are named as their pages name them, each record a link to its page; the detail shows what changed as a
 * before/after table of the fields by their labels. Read-only.
 */
const operationLog = resource({
  key: 'operationLog',
  labels: operationLogLabels,
  api: '/v1/admin/journal/operations',
  rowKey: 'id',
  fields: {
    at: { type: 'datetime', filter: 'range', sortable: true },
    operator_email: { type: 'email', filter: 'like' },
    resource: { type: 'text', filter: 'eq', width: 140, names: { kind: 'resource' } },
    action: { type: 'text', filter: 'eq', width: 140, names: { kind: 'action', of: 'resource' } },
    target_id: { type: 'id', filter: 'eq', copyable: true, width: 140, refersTo: { resourceField: 'resource' } },
    changed_fields: { type: 'tags', computed: true, width: 160 },
    reason: { type: 'text', unset: true },
    ip: { type: 'text', filter: 'eq', width: 130 },
    id: { type: 'id', filter: 'eq', copyable: true, width: 120 },
    changes: { type: 'diff', computed: true, hideInTable: true },
    before: { type: 'json', hideInTable: true },
    after: { type: 'json', hideInTable: true },
  },
  list: {
    columns: ['id', 'at', 'operator_email', 'resource', 'target_id', 'action', 'changed_fields', 'reason', 'ip'],
    hidden: ['reason', 'ip'],
    defaultSort: { field: 'at', order: 'descend' },
  },
  detail: {
    sections: [
      { key: 'operation', fields: ['id', 'at', 'operator_email', 'ip', 'resource', 'target_id', 'action', 'reason'] },
      { key: 'changes', fields: ['changes'] },
      { key: 'raw', fields: ['before', 'after'] },
    ],
  },
  export: true,
});

export default operationLog;
