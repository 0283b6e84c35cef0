import { decides, requestedEvent } from '../../crud/control';
import type { Db, NoticeRow, Stored } from '../../db';
import { alertReceivedEvent, disputeOpenedEvent } from '../../inbound';
import { jobFailedEvent, noticeFor, readersOf, type NoticeEvent } from '../../notices';

/** How many of the seed's latest events of each kind were told (later ones come in through mocks/inbound.ts). */
const LATEST = 3;

const newest = <T>(rows: readonly T[], at: (row: T) => string) =>
  [...rows].sort((a, b) => at(b).localeCompare(at(a))).slice(0, LATEST);

/** The seed's latest disputes, unhandled fraud alerts and failed job runs, as they were told when they happened. */
function events({ dispute, fraudAlert, jobRun }: Db): NoticeEvent[] {
  const disputes = newest(dispute, (d) => d.received_at).map(disputeOpenedEvent);
  const alerts = newest(
    fraudAlert.filter((a) => a.status === 0),
    (a) => a.received_at,
  ).map(alertReceivedEvent);
  const failures = newest(
    jobRun.filter((r) => r.result === 2),
    (r) => r.finished_at,
  ).map((r) => jobFailedEvent(r));
  return [...disputes, ...alerts, ...failures];
}

/**
 * The notices the seed's own events raised, to the operators who may open each record: the latest of each kind
 * unread, the older ones read; and the seed's pending requests, to those who may decide them.
 */
export function seedNotices(tables: Db): NoticeRow[] {
  const { admin, role, approval } = tables;
  const told = events(tables).flatMap((event) =>
    readersOf(event.resource, admin, role).map((a) => ({ ...noticeFor(a, event), read: false })),
  );
  const latest = new Map<string, string>();
  for (const n of told) {
    const kind = `${n.admin_id} ${n.resource}`;
    if ((latest.get(kind) ?? '') < n.datetime) latest.set(kind, n.datetime);
  }
  for (const n of told) n.read = latest.get(`${n.admin_id} ${n.resource}`) !== n.datetime;

  const held = (a: Stored['admin'], code: string) =>
    role.some((r) => a.role_ids.includes(r.id) && (r.pages.includes(code) || r.codes.includes(code)));
  const requests = approval
    .filter((r) => r.status === 0)
    .flatMap((r) =>
      readersOf('approval', admin, role)
        .filter((a) => decides(a, r, held))
        .map((a) => noticeFor(a, requestedEvent(r))),
    );
  return [...told, ...requests];
}
