import { db, now, type Stored } from './db';

/** A field's value as the log keeps it (what a row holds: scalars, lists of them, or null for "not set"). */
export type LoggedValue = string | number | boolean | null | (string | number)[];

/**
 * One state change made through the console: who, when, from where, on what, and the changed fields' values
 * before and after. A type alias (not an interface) so the table can be served like any resource table.
 */
export type OplogRow = {
  id: string;
  operator_id: string;
  operator_email: string;
  /** ISO 8601, from the fake clock. */
  at: string;
  /** The resource key of the declaration (`merchant`). */
  resource: string;
  target_id: string;
  action: string;
  reason?: string;
  before: Record<string, LoggedValue>;
  after: Record<string, LoggedValue>;
  ip: string;
};

export interface OplogEntry {
  operator: Stored['admin'];
  ip: string;
  resource: string;
  target: string;
  action: string;
  reason?: string;
  before: Record<string, LoggedValue>;
  after: Record<string, LoggedValue>;
  /** When (ISO 8601), if the action fixed its instant; else now. */
  at?: string;
}

/** Appends one entry; ids follow the table's length, so they stay in order across snapshots. */
export function writeOplog(entry: OplogEntry): OplogRow {
  const row: OplogRow = {
    id: `op-${String(db.oplog.length + 1).padStart(6, '0')}`,
    operator_id: entry.operator.id,
    operator_email: entry.operator.email,
    at: entry.at ?? new Date(now()).toISOString(),
    resource: entry.resource,
    target_id: entry.target,
    action: entry.action,
    ...(entry.reason !== undefined ? { reason: entry.reason } : {}),
    before: entry.before,
    after: entry.after,
    ip: entry.ip,
  };
  db.oplog.push(row);
  return row;
}
