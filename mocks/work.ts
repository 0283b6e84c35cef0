/**
 * The work queues' server side (src/services/queues.ts): which items each operator may work, how old they are
 * against their target, and who holds which. A claim is kept in `db.claims` while its item stays in its queue; once
 * the item leaves it (worked), the claim is done and dropped. An item another operator holds refuses its actions,
 * claims and releases (101040) until it is taken over; every claim, release, assignment and take-over is in the
 * operation log on the item (`work.claim`, `work.release`, `work.assign`, `work.takeover`).
 */
import { resourceByKey } from '../src/resources';
import {
  ASSIGN_CODE,
  NEAR_SHARE,
  QUEUES,
  queueOfResource,
  targetParam,
  type Claim,
  type QueueDef,
  type QueueItem,
  type QueueSummary,
  type TargetState,
  type WorkResult,
} from '../src/services/queues';
import { viewRow, type Operator, type Refusal } from './crud/actions';
import { filterRows, type Row } from './crud/query';
import { db, now, type Stored } from './db';
import { ERRORS, type ErrorName } from './errors';
import { holdsPermission } from './http';
import { raise } from './notices';
import { writeOplog } from './oplog';
import { BEHAVIOURS } from './resources';

export type ClaimRow = Claim & {
  /** The holder was told that it passed its target (once). */
  told_over?: boolean;
};

type Admin = Stored['admin'];
const HOUR = 3_600_000;

function parts(q: QueueDef) {
  const def = resourceByKey(q.resource);
  const behaviour = BEHAVIOURS[q.resource];
  if (!def || !behaviour) throw new Error(`work: no resource ${q.resource}`);
  return { def, behaviour, params: new URLSearchParams(q.query) };
}

const keyOf = (q: QueueDef, row: Row) => String(row[parts(q).def.rowKey]);

/** Rows under the queue's own list filter (as answered: computed fields included). */
function filtered(q: QueueDef, rows: readonly Row[]): Row[] {
  const { def, behaviour, params } = parts(q);
  const kept = filterRows(
    def,
    rows.map((row) => viewRow(behaviour, row)),
    params,
  );
  if (!kept.ok) throw new Error(`work: the filter of ${q.key} is refused (${kept.param})`);
  return kept.value;
}

/** May the admin work the queue at all: its list page. */
export const mayWork = (admin: Admin, q: QueueDef) => holdsPermission(admin, q.page);

/**
 * The queue's items the admin may work, as answered: the rows their own list shows under the queue's filter (only
 * those they may see), without their own (`notBy`), oldest first (soonest due, for a queue with its own due date).
 */
export function queueRows(q: QueueDef, admin: Admin): Row[] {
  const { behaviour } = parts(q);
  const { visible } = behaviour;
  const seen = visible ? behaviour.rows().filter((row) => visible(row, admin)) : behaviour.rows();
  const rows = filtered(q, seen).filter((row) => !q.notBy || String(row[q.notBy]) !== admin.id);
  const order = (row: Row) => Date.parse(String(row[q.due ?? q.since] ?? '')) || 0;
  return rows.sort((a, b) => order(a) - order(b) || keyOf(q, a).localeCompare(keyOf(q, b)));
}

/** One stored row of the queue's resource by key, whether in the queue or not. */
const stored = (q: QueueDef, id: string) =>
  parts(q)
    .behaviour.rows()
    .find((row) => keyOf(q, row) === id);

const inQueue = (q: QueueDef, row: Row) => filtered(q, [row]).length === 1;

const queueOf = (claim: Claim) => QUEUES.find((q) => q.key === claim.queue);

/** The claims whose item is still in its queue; the others are done and dropped. */
export function liveClaims(): ClaimRow[] {
  const live = db.claims.filter((c) => {
    const q = queueOf(c);
    const row = q && stored(q, c.target);
    return !!row && inQueue(q, row);
  });
  if (live.length !== db.claims.length) db.claims = live;
  return db.claims;
}

const claimOn = (resource: string, id: string) => liveClaims().find((c) => c.resource === resource && c.target === id);

/** A queue's target in hours (business parameter `queue.target.hours.<key>`), or null when it is not set. */
export function targetHours(q: QueueDef): number | null {
  const value = Number(db.param.find((p) => p.param_key === targetParam(q.key))?.value);
  return Number.isFinite(value) && value > 0 ? value : null;
}

/** When the item passes its target: its own due date, or its start plus the target. */
function deadline(q: QueueDef, row: Row, hours: number | null): number | null {
  if (q.due) {
    const due = Date.parse(String(row[q.due] ?? ''));
    return Number.isNaN(due) ? null : due;
  }
  const since = Date.parse(String(row[q.since] ?? ''));
  return hours === null || Number.isNaN(since) ? null : since + hours * HOUR;
}

/** Over past its deadline; near within the last quarter of its target (or the target hours before its due date). */
function stateOf(q: QueueDef, due: number | null, hours: number | null, at: number): TargetState {
  if (due === null) return 'ok';
  if (at >= due) return 'over';
  const warn = q.due ? (hours ?? 0) * HOUR : (hours ?? 0) * HOUR * (1 - NEAR_SHARE);
  return at >= due - warn ? 'near' : 'ok';
}

function itemOf(q: QueueDef, row: Row, hours: number | null, at: number): QueueItem {
  const id = keyOf(q, row);
  const due = deadline(q, row, hours);
  const claim = claimOn(q.resource, id);
  return {
    id,
    since: String(row[q.since]),
    age_ms: Math.max(0, at - Date.parse(String(row[q.since]))),
    due_at: due === null ? null : new Date(due).toISOString(),
    state: stateOf(q, due, hours, at),
    holder_id: claim?.holder_id ?? null,
    holder_email: claim?.holder_email ?? null,
    claimed_at: claim?.claimed_at ?? null,
  };
}

/** A queue's items for the admin, oldest first. */
export function queueItems(q: QueueDef, admin: Admin): QueueItem[] {
  const hours = targetHours(q);
  const at = now();
  return queueRows(q, admin).map((row) => itemOf(q, row, hours, at));
}

/** Every queue the admin may work, in the table's order, with its figures. */
export function queueSummaries(admin: Admin): QueueSummary[] {
  return QUEUES.filter((q) => mayWork(admin, q)).map((q) => {
    const items = queueItems(q, admin);
    const oldest = items.reduce<string | null>((min, i) => (min === null || i.since < min ? i.since : min), null);
    return {
      key: q.key,
      resource: q.resource,
      page: q.page,
      query: { ...q.query },
      count: items.length,
      oldest_at: oldest,
      oldest_age_ms: oldest === null ? null : Math.max(0, now() - Date.parse(oldest)),
      over: items.filter((i) => i.state === 'over').length,
      near: items.filter((i) => i.state === 'near').length,
      mine: items.filter((i) => i.holder_id === admin.id).length,
      target_hours: targetHours(q),
    };
  });
}

/** Who holds the items of one resource now. */
export const claimsOf = (resource: string): Claim[] =>
  liveClaims()
    .filter((c) => c.resource === resource)
    .map(({ told_over: _, ...claim }) => claim);

const failed = (id: string, name: ErrorName, detail?: string): WorkResult => ({
  id,
  ok: false,
  code: ERRORS[name].code,
  message: detail ? `${ERRORS[name].message}: ${detail}` : ERRORS[name].message,
});

/** An item another operator holds: what refuses the caller's action on it. */
const heldBy = (claim: Claim): Refusal => ({
  ok: false,
  code: ERRORS.heldByOther.code,
  message: `${ERRORS.heldByOther.message}: ${claim.holder_email}`,
});

/**
 * The refusal of an action on a row of a queue resource that another operator holds (mocks/crud/handlers.ts runs it
 * before every row and bulk action), else undefined.
 */
export function heldRefusal(resource: string, id: string, admin: Admin): Refusal | undefined {
  if (!queueOfResource(resource)) return undefined;
  const claim = claimOn(resource, id);
  return claim && claim.holder_id !== admin.id ? heldBy(claim) : undefined;
}

function log(by: Operator, claim: Claim, action: string, before: string | null, after: string | null, reason?: string) {
  return writeOplog({
    operator: by.admin,
    ip: by.ip,
    resource: claim.resource,
    target: claim.target,
    action: `work.${action}`,
    reason,
    before: { holder: before },
    after: { holder: after },
  });
}

function hold(q: QueueDef, id: string, holder: Admin): ClaimRow {
  db.claims = db.claims.filter((c) => !(c.resource === q.resource && c.target === id));
  const claim: ClaimRow = {
    queue: q.key,
    resource: q.resource,
    target: id,
    holder_id: holder.id,
    holder_email: holder.email,
    claimed_at: new Date(now()).toISOString(),
  };
  db.claims.push(claim);
  return claim;
}

const plain = ({ told_over: _, ...claim }: ClaimRow): Claim => claim;

/** The item as one the admin may work now: there, theirs to see, and in the queue; else the refusal. */
function workable(q: QueueDef, id: string, admin: Admin): WorkResult | undefined {
  const row = stored(q, id);
  const { behaviour } = parts(q);
  if (!row || (behaviour.visible && !behaviour.visible(row, admin))) return failed(id, 'notFound');
  if (!inQueue(q, row)) return failed(id, 'notInQueue');
  if (q.notBy && String(row[q.notBy]) === admin.id) return failed(id, 'permissionDenied');
  return undefined;
}

export function claim(q: QueueDef, id: string, by: Operator): WorkResult {
  const refused = workable(q, id, by.admin);
  if (refused) return refused;
  const held = claimOn(q.resource, id);
  if (held && held.holder_id !== by.admin.id) return { id, ...heldBy(held) };
  if (held) return { id, ok: true, claim: plain(held) };
  const made = hold(q, id, by.admin);
  log(by, made, 'claim', null, by.admin.email);
  return { id, ok: true, claim: plain(made) };
}

/** Takes an item another operator holds (or claims a free one); the log names whom it was taken from. */
export function takeOver(q: QueueDef, id: string, by: Operator): WorkResult {
  const refused = workable(q, id, by.admin);
  if (refused) return refused;
  const held = claimOn(q.resource, id);
  if (!held || held.holder_id === by.admin.id) return claim(q, id, by);
  const made = hold(q, id, by.admin);
  log(by, made, 'takeover', held.holder_email, by.admin.email);
  return { id, ok: true, claim: plain(made) };
}

/** Lets an item go: one's own, or another's with the assign code. Releasing a free item changes nothing. */
export function release(q: QueueDef, id: string, by: Operator, reason?: string): WorkResult {
  const held = claimOn(q.resource, id);
  if (!held) return stored(q, id) ? { id, ok: true, claim: null } : failed(id, 'notFound');
  if (held.holder_id !== by.admin.id && !holdsPermission(by.admin, ASSIGN_CODE)) return { id, ...heldBy(held) };
  db.claims = db.claims.filter((c) => c !== held);
  log(by, held, 'release', held.holder_email, null, reason);
  return { id, ok: true, claim: null };
}

/** Gives an item to an operator who may work it (in place of whoever held it), and tells them in the bell. */
export function assign(q: QueueDef, id: string, to: Admin, by: Operator): WorkResult {
  const refused = workable(q, id, by.admin);
  if (refused) return refused;
  if (to.status !== 'enabled' || !mayWork(to, q) || workable(q, id, to)) return failed(id, 'invalidInput', 'admin_id');
  const held = claimOn(q.resource, id);
  if (held?.holder_id === to.id) return { id, ok: true, claim: plain(held) };
  const made = hold(q, id, to);
  const entry = log(by, made, 'assign', held?.holder_email ?? null, to.email);
  if (to.id !== by.admin.id)
    raise(
      {
        key: `assigned-${entry.id}`,
        type: 'message',
        title: `Assigned to you by ${by.admin.email}: ${id}`,
        resource: q.resource,
        target: id,
        kind: 'assigned',
        params: { queue: q.key, target: id, by: by.admin.email },
      },
      [to],
    );
  return { id, ok: true, claim: plain(made) };
}

/** Claims the oldest unclaimed item the admin may work, or answers null when there is none. */
export function next(q: QueueDef, by: Operator): QueueItem | null {
  const held = new Set(
    liveClaims()
      .filter((c) => c.resource === q.resource)
      .map((c) => c.target),
  );
  const row = queueRows(q, by.admin).find((r) => !held.has(keyOf(q, r)));
  if (!row) return null;
  const id = keyOf(q, row);
  claim(q, id, by);
  return itemOf(q, row, targetHours(q), now());
}

/** A disabled account's claims go back to their queues, each release logged by whoever disabled it. */
export function releaseAllOf(adminId: string, by: Operator): void {
  for (const held of liveClaims().filter((c) => c.holder_id === adminId)) {
    db.claims = db.claims.filter((c) => c !== held);
    log(by, held, 'release', held.holder_email, null, 'Account disabled');
  }
}

/** Tells each holder, once, of an item of theirs that has passed its target (run as notices are read). */
export function tellOverdue(): void {
  const at = now();
  for (const held of liveClaims()) {
    if (held.told_over) continue;
    const q = queueOf(held)!;
    const row = filtered(q, [stored(q, held.target)!])[0];
    if (stateOf(q, deadline(q, row, targetHours(q)), targetHours(q), at) !== 'over') continue;
    held.told_over = true;
    const holder = db.admin.find((a) => a.id === held.holder_id);
    if (!holder) continue;
    raise(
      {
        key: `over-${held.resource}-${held.target}-${held.claimed_at}`,
        type: 'notification',
        title: `Past its target: ${held.target}`,
        resource: held.resource,
        target: held.target,
        kind: 'overTarget',
        params: { queue: q.key, target: held.target },
      },
      [holder],
    );
  }
}
