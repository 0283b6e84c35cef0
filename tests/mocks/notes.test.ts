import { vi } from 'vitest';
import { advanceClock, db, setClock } from '../../mocks/db';
import { NOTE_MAX, NOTICE_PATHS, RECORD_PATHS } from '../../src/services/paths';
import type { NoticeList, RecordNote, TimelineEntry } from '../../src/services/types';
import { ADMIN, APPROVER, RISK, T0, call, pinClock, signIn } from './helpers';

const MIN = 60_000;
const idOf = (email: string) => db.admin.find((a) => a.email === email)!.id;
/** A paid order with a refund, a dispute and a fraud alert of its own, if the seed has one; else one with a dispute. */
const busyOrder = () => {
  const disputed = new Set(db.dispute.map((d) => d.order_no));
  const alerted = new Set(db.fraudAlert.map((a) => a.order_no));
  const refunded = new Set(db.refund.map((r) => r.order_no));
  return (
    db.order.find((o) => disputed.has(o.order_no) && alerted.has(o.order_no) && refunded.has(o.order_no)) ??
    db.order.find((o) => disputed.has(o.order_no) && refunded.has(o.order_no))!
  );
};

const addNote = (token: string, resource: string, id: string, body: Record<string, unknown>) =>
  call('POST', RECORD_PATHS.notes(resource, id), { token, body });
const timeline = async (token: string, resource: string, id: string) =>
  (await call('GET', RECORD_PATHS.timeline(resource, id), { token })).body.result as { list: TimelineEntry[] };
const bell = async (token: string) => (await call('GET', NOTICE_PATHS.list, { token })).body.result as NoticeList;

describe('notes on a record', () => {
  let admin: string;
  beforeEach(async () => {
    pinClock();
    admin = await signIn(ADMIN);
  });

  it('adds a note with its author, time and mentions, logs it, and tells the mentioned who may open the record', async () => {
    const order = db.order[0].order_no;
    const approverId = idOf(APPROVER.email);
    const answer = await addNote(admin, 'order', order, {
      text: `Check the shipping proof, @${RISK.email} and @${APPROVER.email}`,
      mentions: [approverId],
    });
    expect(answer.body.code).toBe(0);
    const note = answer.body.result as RecordNote;
    expect(note).toMatchObject({
      resource: 'order',
      target: order,
      author: ADMIN.email,
      author_id: idOf(ADMIN.email),
      edited_at: null,
      editable: true,
      at: new Date(Date.UTC(2026, 2, 10, 9, 0, 15)).toISOString(),
    });
    // Named in the text and picked: the approver once; the risk account too, though it may not open orders.
    expect(note.mentions.map((m) => m.email).sort()).toEqual([APPROVER.email, RISK.email].sort());
    expect(db.notes).toHaveLength(1);
    expect(db.oplog.at(-1)).toMatchObject({
      resource: 'order',
      target_id: order,
      action: 'note.add',
      operator_email: ADMIN.email,
      after: { note_id: note.id },
    });

    const told = (await bell(await signIn(APPROVER))).list.filter((n) => n.type === 'message');
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ resource: 'order', target: order, read: false });
    expect(told[0].description).toContain('Check the shipping proof');
    // The risk account may not open the order's page: no notice, nor any other of an order.
    expect((await bell(await signIn(RISK))).list.some((n) => n.resource === 'order')).toBe(false);
    // The author is not told of their own note.
    expect((await bell(admin)).list.some((n) => n.type === 'message' && n.target === order)).toBe(false);
  });

  it('refuses an empty note, one over 2,000 characters, and an unknown mention', async () => {
    const order = db.order[0].order_no;
    for (const text of ['', '   ', 'x'.repeat(NOTE_MAX + 1)])
      expect((await addNote(admin, 'order', order, { text })).body).toMatchObject({
        code: 100400,
        message: 'Invalid input: text',
      });
    expect((await addNote(admin, 'order', order, { text: 'ok', mentions: ['adm-nobody'] })).body).toMatchObject({
      code: 100400,
      message: 'Invalid input: mentions',
    });
    expect((await addNote(admin, 'order', order, { text: 'x'.repeat(NOTE_MAX) })).body.code).toBe(0);
    expect(db.notes).toHaveLength(1);
  });

  it('lets its author edit and delete it within 15 minutes, nobody else, and nobody after', async () => {
    const order = db.order[0].order_no;
    const note = (await addNote(admin, 'order', order, { text: 'first' })).body.result as RecordNote;
    const approver = await signIn(APPROVER);
    expect((await call('PUT', RECORD_PATHS.note(note.id), { token: approver, body: { text: 'mine' } })).body.code).toBe(
      403,
    );
    expect((await call('DELETE', RECORD_PATHS.note(note.id), { token: approver })).body.code).toBe(403);

    advanceClock(5 * MIN);
    const edited = await call('PUT', RECORD_PATHS.note(note.id), { token: admin, body: { text: 'second' } });
    expect(edited.body.result).toMatchObject({ text: 'second', edited_at: expect.any(String), at: note.at });
    expect(db.oplog.at(-1)).toMatchObject({
      action: 'note.edit',
      before: { text: 'first' },
      after: { text: 'second' },
    });
    expect((await call('PUT', RECORD_PATHS.note('NOTE-999'), { token: admin, body: { text: 'x' } })).body.code).toBe(
      100404,
    );

    const other = (await addNote(admin, 'order', order, { text: 'to delete' })).body.result as RecordNote;
    expect((await call('DELETE', RECORD_PATHS.note(other.id), { token: admin })).body.code).toBe(0);
    expect(db.notes.map((n) => n.id)).toEqual([note.id]);
    expect(db.oplog.at(-1)).toMatchObject({ action: 'note.delete', before: { note_id: other.id, text: 'to delete' } });

    advanceClock(11 * MIN);
    const late = await call('PUT', RECORD_PATHS.note(note.id), { token: admin, body: { text: 'third' } });
    expect(late.body).toMatchObject({ code: 101037 });
    expect((await call('DELETE', RECORD_PATHS.note(note.id), { token: admin })).body.code).toBe(101037);
    expect(db.notes[0].text).toBe('second');
    const shown = (await timeline(admin, 'order', order)).list.find((e) => e.kind === 'note')!;
    expect(shown.note).toMatchObject({ text: 'second', editable: false });
  });

  it("refuses a record whose page the operator may not open, and a record or resource that doesn't exist", async () => {
    const order = db.order[0].order_no;
    const risk = await signIn(RISK);
    expect((await addNote(risk, 'order', order, { text: 'hi' })).body).toMatchObject({ code: 403, success: false });
    expect((await call('GET', RECORD_PATHS.timeline('order', order), { token: risk })).body.code).toBe(403);
    const note = (await addNote(admin, 'order', order, { text: 'hello' })).body.result as RecordNote;
    expect((await call('PUT', RECORD_PATHS.note(note.id), { token: risk, body: { text: 'x' } })).body.code).toBe(403);
    // A page of its own: the risk account writes on a blacklist entry.
    const entry = db.blacklist[0];
    expect((await addNote(risk, 'blacklist', String(entry.entry_id), { text: 'seen' })).body.code).toBe(0);

    expect((await addNote(admin, 'order', 'NO-SUCH-ORDER', { text: 'x' })).body.code).toBe(100404);
    expect((await addNote(admin, 'nothing', 'x', { text: 'x' })).body.code).toBe(100404);
    expect((await call('GET', RECORD_PATHS.timeline('order', order))).status).toBe(401);
  });
});

describe("a record's timeline", () => {
  beforeEach(pinClock);

  it("holds, in time order, the order's events, related records, log entries with their diff, requests and notes", async () => {
    const admin = await signIn(ADMIN);
    const order = busyOrder();
    // A change through the engine (logged with its diff), then a note.
    const freeze = await call('POST', `/v1/admin/orders/${order.order_no}/freeze`, {
      token: admin,
      body: { reason: 'Checking the dispute' },
    });
    const frozen = freeze.body.code === 0;
    await addNote(admin, 'order', order.order_no, { text: 'Frozen while we look' });

    const list = (await timeline(admin, 'order', order.order_no)).list;
    const times = list.map((e) => e.at);
    expect([...times].sort()).toEqual(times);
    const kinds = new Set(list.map((e) => e.kind));
    expect(kinds).toEqual(new Set(['event', 'note', ...(frozen ? ['log'] : [])]));
    // Its own events as the order keeps them, but one an operator's action wrote (told by that action's log entry),
    // and the records made about it, each with a reference.
    const logged = new Set(list.filter((e) => e.kind === 'log').map((e) => e.at));
    // An own event that a related record tells (a refund requested, a dispute received, at that record's time) shows
    // once: as that record, with its link.
    const related = new Set(list.filter((e) => e.ref).map((e) => `${e.at} ${e.ref!.resource}`));
    const TELLS: Record<string, string> = {
      refund_requested: 'refund',
      disputed: 'dispute',
      fraud_alert: 'fraudAlert',
    };
    const toldByRecord = (e: { at: string; type?: string | number }) => related.has(`${e.at} ${TELLS[String(e.type)]}`);
    expect(order.events.some(toldByRecord)).toBe(true);
    const own = order.events.filter((e) => !logged.has(e.at) && !toldByRecord(e));
    expect(list.filter((e) => e.kind === 'event' && !e.ref)).toHaveLength(own.length);
    expect(list.some((e) => !e.ref && e.event && toldByRecord({ at: e.at, type: e.event.type }))).toBe(false);
    if (frozen) expect(own.length).toBe(order.events.filter((e) => !toldByRecord(e)).length - 1);
    const refs = list.flatMap((e) => (e.ref ? [e.ref.resource] : []));
    expect(refs).toEqual(expect.arrayContaining(['refund', 'dispute']));
    const dispute = db.dispute.find((d) => d.order_no === order.order_no)!;
    expect(list).toContainEqual(
      expect.objectContaining({
        kind: 'event',
        at: dispute.received_at,
        ref: { resource: 'dispute', id: dispute.case_id },
      }),
    );
    if (frozen) {
      const log = list.find((e) => e.kind === 'log')!;
      expect(log).toMatchObject({ by: ADMIN.email, action: 'freeze', reason: 'Checking the dispute' });
      expect(log.changes).toContainEqual(expect.objectContaining({ field: 'freeze_status', after: 0 }));
    }
    expect(list).toContainEqual(
      expect.objectContaining({
        kind: 'note',
        by: ADMIN.email,
        note: expect.objectContaining({ text: 'Frozen while we look' }),
      }),
    );
  });

  it('holds the dual-control requests made on the record', async () => {
    const admin = await signIn(ADMIN);
    const request = db.approval[0];
    const list = (await timeline(admin, request.resource, request.target)).list;
    expect(list).toContainEqual(
      expect.objectContaining({
        kind: 'approval',
        at: request.created_at,
        by: request.maker,
        action: request.action,
        status: request.status,
        ref: { resource: 'approval', id: request.approval_id },
      }),
    );
  });

  it('tells an action once even when the clock moves while it runs (a freeze: its log entry, not also its event)', async () => {
    const admin = await signIn(ADMIN);
    const order = db.order.find((o) => o.pay_status === 1 && o.freeze_status !== 0)!;
    // A busy server: every reading of the clock is a millisecond later than the one before.
    let tick = T0;
    const spy = vi.spyOn(Date, 'now').mockImplementation(() => (tick += 1));
    setClock(null);
    try {
      const freeze = await call('POST', `/v1/admin/orders/${order.order_no}/freeze`, {
        token: admin,
        body: { reason: 'Told once' },
      });
      expect(freeze.body.code).toBe(0);
      const list = (await timeline(admin, 'order', order.order_no)).list;
      const told = list.filter((e) => e.reason === 'Told once' || e.event?.detail === 'Told once');
      expect(told).toEqual([expect.objectContaining({ kind: 'log', action: 'freeze', by: ADMIN.email })]);
    } finally {
      spy.mockRestore();
    }
  });

  it("shows a deleted note's log entry, and the adding of a note only as the note", async () => {
    const admin = await signIn(ADMIN);
    const order = db.order[0].order_no;
    const note = (await addNote(admin, 'order', order, { text: 'gone soon' })).body.result as RecordNote;
    await call('DELETE', RECORD_PATHS.note(note.id), { token: admin });
    const list = (await timeline(admin, 'order', order)).list;
    expect(list.some((e) => e.kind === 'note')).toBe(false);
    expect(list).toContainEqual(expect.objectContaining({ kind: 'log', action: 'note.delete', by: ADMIN.email }));
    // The note's own adding is the note, not a second entry.
    expect(list.some((e) => e.action === 'note.add')).toBe(false);
  });

  it('a record without events of its own tells its dated facts: registered, then reviewed by whom and why', async () => {
    const admin = await signIn(ADMIN);
    // Reviewed before the pinned clock's now (a later date is still to come there).
    const m = db.merchant.find(
      (x) => x.reviewer && x.reviewed_at && x.review_reason && Date.parse(x.reviewed_at) < T0,
    )!;
    const list = (await timeline(admin, 'merchant', m.cust_id)).list;
    const facts = list.filter((e) => e.kind === 'event' && e.event?.type === 'field');
    expect(facts.map((e) => e.event?.field)).toEqual(['registered_at', 'reviewed_at']);
    expect(facts[1]).toMatchObject({ at: m.reviewed_at, by: m.reviewer, reason: m.review_reason });
  });
});
