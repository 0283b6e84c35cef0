import type { Behaviour } from '../../crud/actions';
import type { Row } from '../../crud/query';
import { db } from '../../db';
import type { OplogRow } from '../../oplog';
import { changesOf } from './changes';
import { allOplog } from './operationLog';

/** The resources whose changes are user changes, and what each of their actions is called here. */
const KINDS: Record<string, Record<string, string>> = {
  admin: {
    create: 'created',
    edit: 'updated',
    disable: 'disabled',
    enable: 'enabled',
    resetPassword: 'password_reset',
    resetAuthenticator: 'authenticator_reset',
    delete: 'deleted',
    remove: 'deleted',
  },
  custUser: {
    create: 'created',
    edit: 'updated',
    freeze: 'disabled',
    unfreeze: 'enabled',
    resetPassword: 'password_reset',
    delete: 'deleted',
    remove: 'deleted',
  },
  role: { create: 'created', edit: 'updated', delete: 'deleted', remove: 'deleted' },
};

/** Who the target is, as the operator knows it: its address or name now, else what the entry says it was. */
function targetName(entry: OplogRow): string | null {
  const id = entry.target_id;
  const current =
    entry.resource === 'admin'
      ? db.admin.find((a) => a.id === id)?.email
      : entry.resource === 'custUser'
        ? db.custUser.find((u) => u.user_id === id)?.email
        : db.role.find((r) => r.id === id)?.name;
  if (current) return current;
  const logged = { ...entry.before, ...entry.after };
  const name = logged.email ?? logged.name;
  return typeof name === 'string' ? name : null;
}

/** A user change: an operation-log entry on an admin account, a merchant user or a role. */
function userChange(entry: OplogRow): Row {
  return {
    id: entry.id,
    operator_id: entry.operator_id,
    operator_email: entry.operator_email,
    // The resource, so the diff labels the fields as that resource's page does.
    resource: entry.resource,
    target_type: entry.resource,
    target_id: entry.target_id,
    target_name: targetName(entry),
    change_kind: KINDS[entry.resource][entry.action] ?? 'updated',
    reason: entry.reason ?? null,
    ip: entry.ip,
    at: entry.at,
    before: entry.before,
    after: entry.after,
  };
}

/** Read from the operation log on every call, so it always says what the log says. Read-only. */
const userChangeLog: Behaviour = {
  rows: () =>
    allOplog()
      .filter((e) => Object.hasOwn(KINDS, e.resource))
      .map(userChange),
  computed: (row) => ({
    changes: changesOf(row.before as OplogRow['before'], row.after as OplogRow['after']),
  }),
};

export default userChangeLog;
