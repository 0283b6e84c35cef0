/**
 * Notices raised by what happens (DOMAIN.md "Notices"): a dispute opened, a fraud alert received, an approval
 * requested, a mention in a note, a scheduled job failed. Each names the record it is about, and goes only to operators
 * who may open that record's page; the bell leaves out any whose page its reader no longer holds.
 */
import { recordPermission } from '../src/console/recordLink';
import type { Rows } from '../src/resources';
import type { NoticeKind, NoticeType } from '../src/services/types';
import { db, now, type NoticeRow, type Stored } from './db';

export interface NoticeEvent {
  /** Unique per event: the notice's id is this and its reader's. */
  key: string;
  type: NoticeType;
  title: string;
  description?: string;
  resource: string;
  target: string;
  /** What happened and its facts: the console says it in the operator's language (`title` stays the server's). */
  kind: NoticeKind;
  params: Record<string, string>;
  /** When it happened; now by default. */
  at?: string;
}

type Admin = Stored['admin'];
type Role = Stored['role'];

/** May the admin, with these roles, open the record page of `resource`? The seed passes its own roles table. */
export function mayOpen(admin: Admin, resource: string, roles: readonly Role[] = db.role): boolean {
  const page = recordPermission(resource);
  return !!page && roles.some((r) => admin.role_ids.includes(r.id) && r.pages.includes(page));
}

/** The notice of one event for one reader, unread. */
export const noticeFor = (admin: Admin, event: NoticeEvent): NoticeRow => ({
  id: `ntc-${event.key}-${admin.id.replace('adm-', '')}`,
  admin_id: admin.id,
  type: event.type,
  title: event.title,
  ...(event.description !== undefined ? { description: event.description } : {}),
  datetime: event.at ?? new Date(now()).toISOString(),
  read: false,
  resource: event.resource,
  target: event.target,
  kind: event.kind,
  params: event.params,
});

/** The enabled accounts among `admins` (every account by default) that may open the record. */
export const readersOf = (resource: string, admins: readonly Admin[] = db.admin, roles?: readonly Role[]) =>
  admins.filter((a) => a.status === 'enabled' && mayOpen(a, resource, roles));

/** Raises a notice of the event to each of `to` (by default everyone) who may open its record. */
export function raise(event: NoticeEvent, to?: readonly Admin[]): void {
  for (const admin of readersOf(event.resource, to)) {
    const row = noticeFor(admin, event);
    // The same event told twice (a retried call) stays one notice.
    if (!db.notices.some((n) => n.id === row.id)) db.notices.push(row);
  }
}

/** The notice of a failed run, linking to its job. */
export const jobFailedEvent = (run: Rows['jobRun']): NoticeEvent => ({
  key: `job-${run.run_id}`,
  type: 'notification',
  title: `Job failed: ${run.class_name}.${run.method}`,
  description: `${run.error ?? 'Failed'} (run ${run.run_id}, ${run.trigger})`,
  resource: 'job',
  target: `${run.class_name}.${run.method}`,
  kind: 'jobFailed',
  params: { job: `${run.class_name}.${run.method}`, run: run.run_id, error: run.error ?? '' },
  at: run.finished_at,
});
