import { resource } from '../../console/decl';
import { userChangeLog as userChangeLogLabels } from './userChangeLog.labels';

/**
 * User change log (`/journal/userMag`): the changes made to admin accounts, merchant users and roles (who changed
 * whom, what kind of change, the fields before and after), read from the operation log so it always matches it.
 * Read-only.
 */
const userChangeLog = resource({
  key: 'userChangeLog',
  labels: userChangeLogLabels,
  api: '/v1/admin/journal/user-changes',
  rowKey: 'id',
  fields: {
    at: { type: 'datetime', filter: 'range', sortable: true },
    operator_email: { type: 'email', filter: 'like' },
    target_type: { type: 'enum', enum: 'userTargetType', filter: 'in', width: 120 },
    change_kind: { type: 'enum', enum: 'userChangeKind', filter: 'in', width: 130 },
    target_name: { type: 'text', width: 200 },
    target_id: { type: 'id', filter: 'eq', copyable: true, width: 130 },
    reason: { type: 'text', unset: true },
    ip: { type: 'text', hideInTable: true },
    id: { type: 'id', filter: 'eq', copyable: true, width: 120 },
    changes: { type: 'diff', computed: true, hideInTable: true },
    before: { type: 'json', hideInTable: true },
    after: { type: 'json', hideInTable: true },
  },
  list: {
    columns: ['id', 'at', 'operator_email', 'target_type', 'target_id', 'target_name', 'change_kind', 'reason'],
    hidden: ['target_id', 'reason'],
    defaultSort: { field: 'at', order: 'descend' },
  },
  detail: {
    sections: [
      { key: 'change', fields: ['id', 'at', 'operator_email', 'ip', 'change_kind', 'reason'] },
      { key: 'target', fields: ['target_type', 'target_id', 'target_name'] },
      { key: 'changes', fields: ['changes'] },
      { key: 'raw', fields: ['before', 'after'] },
    ],
  },
  export: true,
});

export default userChangeLog;
