import { decides, requestedEvent } from '../../crud/control';
import type { Db, NoticeRow, Stored } from '../../db';
import { jobFailedEvent, noticeFor, readersOf, type NoticeEvent } from '../../notices';

/** How many of the seed's latest events of each kind were told (nothing raises disputes or alerts at run time). */
const LATEST = 3;

const newest = <T>(rows: readonly T[], at: (row: T) => string) =>
  [...rows].sort((a, b) => at(b).localeCompare(at(a))).slice(0, LATEST);

/** The seed's latest disputes, unhandled fraud alerts and failed job runs, as they were told when they happened. */
function events({ dispute, fraudAlert, jobRun }: Db): NoticeEvent[] {
  const disputes = newest(dispute, (d) => d.received_at).map((d): NoticeEvent => ({
    key: `dispute-${d.case_id}`,
    type: 'event',
    title: `Dispute opened: ${d.case_id}`,
    description: `${d.reason_code} on order ${d.order_no}, ${d.amount} ${d.currency} (${d.merchant_name})`,
    resource: 'dispute',
    target: d.case_id,
    kind: 'disputeOpened',
    params: { order: d.order_no, amount: `${d.amount} ${d.currency}`, merchant: d.merchant_name, code: d.reason_code },
    at: d.received_at,
  }));
  const alerts = newest(
    fraudAlert.filter((a) => a.status === 0),
    (a) => a.received_at,
  ).map((a): NoticeEvent => ({
    key: `alert-${a.alert_id}`,
    type: 'event',
    title: `Fraud alert received: ${a.alert_id}`,
    description: `${a.source} ${a.type} alert on order ${a.order_no}, ${a.amount} ${a.currency}`,
    resource: 'fraudAlert',
    target: a.alert_id,
    kind: 'fraudAlertReceived',
    params: { order: a.order_no, amount: `${a.amount} ${a.currency}`, source: String(a.source) },
    at: a.received_at,
  }));
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
