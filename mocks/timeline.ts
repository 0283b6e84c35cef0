/**
 * One record's timeline (DOMAIN.md "The record"): its operation-log entries with their diff, its notes, its own
 * events (an order's `events`), the records made about it (a refund, a dispute, a fraud alert of an order) and the
 * dual-control requests on it, oldest first.
 */
import type { ResourceDef } from '../src/console/types';
import { NOTE_EDIT_MS } from '../src/services/paths';
import type { RecordNote, TimelineEntry } from '../src/services/types';
import type { Row } from './crud/query';
import { db, findAdmin, now, type NoteRow, type Stored } from './db';
import { mayOpen } from './notices';
import { changesOf } from './resources/journal/changes';
import { allOplog } from './resources/journal/operationLog';

/** The log's actions on notes: adding and editing show as the note itself, a deletion as its log entry. */
export const NOTE_ACTIONS = { add: 'note.add', edit: 'note.edit', delete: 'note.delete' } as const;

/** A note as answered to `viewer`: its mentions by name, and whether they may still change it. */
export function noteView(note: NoteRow, viewer: Stored['admin']): RecordNote {
  const mentions = note.mentions.flatMap((id) => {
    const a = findAdmin(id);
    return a ? [{ id: a.id, name: a.name, email: a.email }] : [];
  });
  return {
    id: note.id,
    resource: note.resource,
    target: note.target,
    author_id: note.author_id,
    author: note.author_email,
    at: note.at,
    text: note.text,
    mentions,
    edited_at: note.edited_at,
    editable: note.author_id === viewer.id && now() - Date.parse(note.at) <= NOTE_EDIT_MS,
  };
}

interface Related {
  resource: 'refund' | 'dispute' | 'fraudAlert';
  /** The order's own event that this record tells (at the record's time), shown once, as the record. */
  tells: string;
  rows: () => Row[];
  key: string;
  at: string;
  detail: (row: Row) => string;
}

/** Records made about an order, each an event of its timeline linking to it. */
const ABOUT_ORDER: Related[] = [
  {
    resource: 'refund',
    tells: 'refund_requested',
    rows: () => db.refund as unknown as Row[],
    key: 'refund_id',
    at: 'requested_at',
    detail: (r) => `${String(r.amount)} ${String(r.currency)}`,
  },
  {
    resource: 'dispute',
    tells: 'disputed',
    rows: () => db.dispute as unknown as Row[],
    key: 'case_id',
    at: 'received_at',
    detail: (r) => `${String(r.reason_code)}, ${String(r.amount)} ${String(r.currency)}`,
  },
  {
    resource: 'fraudAlert',
    tells: 'fraud_alert',
    rows: () => db.fraudAlert as unknown as Row[],
    key: 'alert_id',
    at: 'received_at',
    detail: (r) => `${String(r.source)} ${String(r.type)}`,
  },
];

const KIND_ORDER: Record<TimelineEntry['kind'], number> = { event: 0, approval: 1, log: 2, note: 3 };

/** The timeline of one record as `viewer` sees it: related records only where they may open their page. */
export function timelineOf(def: ResourceDef, row: Row, viewer: Stored['admin']): TimelineEntry[] {
  const id = String(row[def.rowKey]);
  const entries: TimelineEntry[] = [];
  // The dates an operator's action wrote (a review's date), each told by that action's log entry already.
  const written = new Set<string>();
  for (const e of allOplog())
    if (
      e.resource === def.key &&
      e.target_id === id &&
      e.action !== NOTE_ACTIONS.add &&
      e.action !== NOTE_ACTIONS.edit
    ) {
      for (const [field, value] of Object.entries(e.after))
        if (typeof value === 'string') written.add(`${field}=${value}`);
      entries.push({
        at: e.at,
        kind: 'log',
        by: e.operator_email,
        action: e.action,
        ...(e.reason ? { reason: e.reason } : {}),
        changes: changesOf(e.before, e.after),
      });
    }
  for (const n of db.notes)
    if (n.resource === def.key && n.target === id)
      entries.push({ at: n.at, kind: 'note', by: n.author_email, note: noteView(n, viewer) });
  for (const r of db.approval)
    if (r.resource === def.key && r.target === id)
      entries.push({
        at: r.created_at,
        kind: 'approval',
        by: r.maker,
        action: r.action,
        status: r.status,
        changes: r.changes as TimelineEntry['changes'],
        ref: { resource: 'approval', id: r.approval_id },
      });
  // A record's own event written by an operator's action (frozen, with its reason) is that action's log entry again.
  const acted = new Set(entries.filter((e) => e.kind === 'log').map((e) => e.at));
  if (Array.isArray(row.events))
    for (const e of (row.events as { at: string; type: string; detail?: string }[]).filter((x) => !acted.has(x.at)))
      entries.push({ at: e.at, kind: 'event', event: { type: e.type, ...(e.detail ? { detail: e.detail } : {}) } });
  // A record without events of its own still has its dated facts (registered; reviewed, by whom and why; submitted),
  // but a date an operator's action wrote, or one still to come (an expiry).
  if (!Array.isArray(row.events))
    for (const [name, f] of Object.entries(def.fields)) {
      const at = row[name];
      if (
        f.type !== 'datetime' ||
        f.computed ||
        typeof at !== 'string' ||
        acted.has(at) ||
        written.has(`${name}=${at}`) ||
        Date.parse(at) > now()
      )
        continue;
      const stamped = def.stamp?.at === name;
      const by = stamped && def.stamp?.by ? row[def.stamp.by] : undefined;
      const reason = stamped && def.stamp?.reason ? row[def.stamp.reason] : undefined;
      entries.push({
        at,
        kind: 'event',
        event: { type: 'field', field: name },
        ...(typeof by === 'string' && by ? { by } : {}),
        ...(typeof reason === 'string' && reason ? { reason } : {}),
      });
    }
  if (def.key === 'order')
    for (const rel of ABOUT_ORDER.filter((r) => mayOpen(viewer, r.resource)))
      for (const r of rel.rows().filter((x) => x.order_no === id)) {
        const at = String(r[rel.at]);
        // The order's own event of it (a refund requested, a dispute received) is this record, told with its link.
        const own = entries.findIndex(
          (e) => e.kind === 'event' && !e.ref && e.at === at && e.event?.type === rel.tells,
        );
        if (own >= 0) entries.splice(own, 1);
        entries.push({
          at,
          kind: 'event',
          event: { type: rel.resource, detail: rel.detail(r) },
          ref: { resource: rel.resource, id: String(r[rel.key]) },
        });
      }
  // Stable within one instant: what happened to the record, then what was said of it.
  return entries.sort((a, b) => a.at.localeCompare(b.at) || KIND_ORDER[a.kind] - KIND_ORDER[b.kind]);
}
