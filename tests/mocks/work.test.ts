import { CONTROL_PATHS } from '../../mocks/handlers';
import { advanceClock, db } from '../../mocks/db';
import { resourceByKey } from '../../src/resources';
import { NOTICE_PATHS } from '../../src/services/paths';
import {
  QUEUES,
  WORK_PATHS,
  type QueueItem,
  type QueueItems,
  type QueueSummary,
  type WorkResult,
} from '../../src/services/queues';
import type { NoticeList } from '../../src/services/types';
import { ADMIN, APPROVER, RISK, call, pinClock, signIn } from './helpers';

const FRAUD = 'fraudAlerts';
const alerts = resourceByKey('fraudAlert')!;

const summaries = async (token: string) =>
  ((await call('GET', WORK_PATHS.queues, { token })).body.result as { items: QueueSummary[] }).items;
const items = async (token: string, queue = FRAUD) =>
  (await call('GET', WORK_PATHS.items(queue), { token, query: { pageSize: '100' } })).body.result as QueueItems;
/** Every item of a queue, through its pages. */
async function allItems(token: string, queue = FRAUD): Promise<QueueItem[]> {
  const out: QueueItem[] = [];
  for (let current = 1; ; current++) {
    const page = (
      await call('GET', WORK_PATHS.items(queue), { token, query: { pageSize: '100', current: String(current) } })
    ).body.result as QueueItems;
    out.push(...page.list);
    if (out.length >= page.total) return out;
  }
}
const act = async (token: string, action: 'claim' | 'release' | 'assign' | 'takeover', ids: string[], more = {}) =>
  (await call('POST', WORK_PATHS.act(FRAUD, action), { token, body: { ids, ...more } })).body;
const next = async (token: string, queue = FRAUD) => {
  const answer = await call('POST', WORK_PATHS.next(queue), { token });
  return { answer, item: (answer.body.result as { item: QueueItem | null } | undefined)?.item };
};
const handle = (token: string, id: string) =>
  call('POST', `${alerts.api}/${id}/handle`, { token, body: { result: 513, note: 'declined already' } });
const logOf = (target: string) => db.oplog.filter((e) => e.target_id === target && e.action.startsWith('work.'));
const adminId = (email: string) => db.admin.find((a) => a.email === email)!.id;

describe('the work queues', () => {
  let admin: string;
  let approver: string;
  beforeEach(async () => {
    pinClock();
    admin = await signIn(ADMIN);
    approver = await signIn(APPROVER);
  });

  it("counts each queue as its list counts the queue's filter, oldest first, for the pages the operator holds", async () => {
    const all = await summaries(admin);
    expect(all.map((q) => q.key)).toEqual(QUEUES.map((q) => q.key));
    for (const q of all) {
      const def = QUEUES.find((d) => d.key === q.key)!;
      const list = await call('GET', resourceByKey(def.resource)!.api, { token: admin, query: { ...def.query } });
      const total = (list.body.result as { total: number }).total;
      // A queue of requests leaves out the operator's own; every other is its list under the filter.
      if ('notBy' in def) expect(q.count).toBeLessThanOrEqual(total);
      else expect(q.count, q.key).toBe(total);
      const queue = await items(admin, q.key);
      expect(queue.total, q.key).toBe(q.count);
      const starts = queue.list.map((i) => (q.key === 'disputes' ? i.due_at! : i.since));
      expect(starts, q.key).toEqual([...starts].sort());
      if (q.count) expect(q.oldest_at).toBe([...queue.list.map((i) => i.since)].sort()[0]);
      expect(q.over).toBe(queue.list.filter((i) => i.state === 'over').length);
    }
    expect(all.find((q) => q.key === FRAUD)!.count).toBeGreaterThan(1);
    // The risk account works only the queues of its pages.
    expect((await summaries(await signIn(RISK))).map((q) => q.key)).toEqual(['complaints']);
  });

  it('marks an item near and then over its target as the clock moves (fraud alerts: 4 h)', async () => {
    const order = db.order.find((o) => o.pay_status === 1 && o.card_bin)!;
    const inbound = await call('POST', CONTROL_PATHS.inboundFraudAlert, { body: { order_no: order.order_no } });
    const id = (inbound.body.result as { alert_id: string }).alert_id;
    // A session idle for hours has ended: sign in again after each move of the clock.
    const stateOf = async () => (await allItems(await signIn(ADMIN))).find((i) => i.id === id)!.state;
    const over = async () => (await summaries(await signIn(ADMIN))).find((q) => q.key === FRAUD)!.over;
    const overBefore = await over();
    expect(await stateOf()).toBe('ok');
    advanceClock(3.1 * 3_600_000);
    expect(await stateOf()).toBe('near');
    advanceClock(1 * 3_600_000);
    expect(await stateOf()).toBe('over');
    expect(await over()).toBe(overBefore + 1);
    // The target is a business parameter.
    db.param.find((p) => p.param_key === 'queue.target.hours.fraudAlerts')!.value = '8';
    expect(await stateOf()).toBe('ok');
  });

  it('lets one operator claim an item; a second claim and any action of another operator are refused, naming the holder', async () => {
    const [oldest] = (await items(admin)).list;
    const claimed = (await act(admin, 'claim', [oldest.id])).result as WorkResult[];
    expect(claimed[0]).toMatchObject({ ok: true, claim: { holder_email: ADMIN.email } });
    expect((await items(approver)).list[0]).toMatchObject({ id: oldest.id, holder_email: ADMIN.email });

    const second = (await act(approver, 'claim', [oldest.id])).result as WorkResult[];
    expect(second[0]).toMatchObject({ ok: false, code: 101040 });
    expect(second[0].ok === false && second[0].message).toContain(ADMIN.email);
    const refused = await handle(approver, oldest.id);
    expect(refused.body).toMatchObject({ code: 101040, success: false });
    expect(refused.body.message).toContain(ADMIN.email);
    expect(db.fraudAlert.find((a) => a.alert_id === oldest.id)!.status).toBe(0);
    expect(logOf(oldest.id).map((e) => [e.action, e.operator_email, e.after.holder])).toEqual([
      ['work.claim', ADMIN.email, ADMIN.email],
    ]);

    // The holder acts; the item leaves the queue and its claim with it.
    expect((await handle(admin, oldest.id)).body.code).toBe(0);
    expect((await items(admin)).list.some((i) => i.id === oldest.id)).toBe(false);
    expect(db.claims).toEqual([]);
  });

  it('takes over an item another operator holds, logged with whom it was taken from', async () => {
    const [oldest] = (await items(admin)).list;
    await act(admin, 'claim', [oldest.id]);
    const taken = (await act(approver, 'takeover', [oldest.id])).result as WorkResult[];
    expect(taken[0]).toMatchObject({ ok: true, claim: { holder_email: APPROVER.email } });
    const entry = logOf(oldest.id).at(-1)!;
    expect(entry).toMatchObject({
      action: 'work.takeover',
      operator_email: APPROVER.email,
      before: { holder: ADMIN.email },
      after: { holder: APPROVER.email },
    });
    // Now the former holder is the one refused, and the new one acts.
    expect((await handle(admin, oldest.id)).body.code).toBe(101040);
    expect((await handle(approver, oldest.id)).body.code).toBe(0);
  });

  it('assigns an item to another operator, who is told in the bell; the assignment is logged', async () => {
    const [, second] = (await items(admin)).list;
    const answer = await act(admin, 'assign', [second.id], { admin_id: adminId(APPROVER.email) });
    expect((answer.result as WorkResult[])[0]).toMatchObject({ ok: true, claim: { holder_email: APPROVER.email } });
    const bell = (await call('GET', NOTICE_PATHS.list, { token: approver })).body.result as NoticeList;
    expect(bell.list.find((n) => n.kind === 'assigned')).toMatchObject({
      kind: 'assigned',
      resource: 'fraudAlert',
      target: second.id,
      params: { by: ADMIN.email },
    });
    expect(logOf(second.id).at(-1)).toMatchObject({ action: 'work.assign', after: { holder: APPROVER.email } });
    // An operator who may not work the queue is not given it; without the assign code, nobody assigns.
    const risk = await act(admin, 'assign', [second.id], { admin_id: adminId(RISK.email) });
    expect((risk.result as WorkResult[])[0]).toMatchObject({ ok: false, code: 100400 });
    for (const role of db.role) role.codes = role.codes.filter((c) => c !== 'work:assign');
    expect((await act(admin, 'assign', [second.id], { admin_id: adminId(ADMIN.email) })).code).toBe(403);
    expect(((await act(admin, 'release', [second.id])).result as WorkResult[])[0]).toMatchObject({ code: 101040 });
  });

  it("releases a disabled operator's claims, each release logged", async () => {
    const [first, second] = (await items(admin)).list;
    await act(approver, 'claim', [first.id, second.id]);
    expect(db.claims).toHaveLength(2);
    const target = resourceByKey('admin')!;
    const off = await call('POST', `${target.api}/${adminId(APPROVER.email)}/disable`, {
      token: admin,
      body: { reason: 'Left the team' },
    });
    expect(off.body.code).toBe(0);
    expect(db.claims).toEqual([]);
    for (const id of [first.id, second.id])
      expect(logOf(id).at(-1)).toMatchObject({
        action: 'work.release',
        operator_email: ADMIN.email,
        reason: 'Account disabled',
        before: { holder: APPROVER.email },
      });
    expect((await items(admin)).list.slice(0, 2).map((i) => i.holder_id)).toEqual([null, null]);
  });

  it("'next' claims the oldest unclaimed item, never one held by someone else", async () => {
    const queue = (await items(admin)).list;
    const mine = await next(admin);
    expect(mine.item).toMatchObject({ id: queue[0].id, holder_email: ADMIN.email });
    const theirs = await next(approver);
    expect(theirs.item).toMatchObject({ id: queue[1].id, holder_email: APPROVER.email });
    // The admin's next is the third; their first stays theirs.
    expect((await next(admin)).item!.id).toBe(queue[2].id);
    expect(logOf(queue[0].id).map((e) => e.action)).toEqual(['work.claim']);
    // A queue emptied of free items answers null.
    await act(
      admin,
      'claim',
      queue.slice(3).map((i) => i.id),
    );
    expect((await next(approver)).item).toBeNull();
  });

  it("'next' never gives an item the operator may not open or must not work", async () => {
    // No page, no queue.
    const risk = await signIn(RISK);
    expect((await next(risk)).answer.body.code).toBe(403);
    expect((await call('GET', WORK_PATHS.items(FRAUD), { token: risk })).body.code).toBe(403);
    // Requests for approval: never one's own.
    for (;;) {
      const { item } = await next(admin, 'approvals');
      if (!item) break;
      const request = db.approval.find((a) => a.approval_id === item.id)!;
      expect(request.maker_id).not.toBe(adminId(ADMIN.email));
    }
    expect((await call('POST', WORK_PATHS.next('nothing'), { token: admin })).body.code).toBe(100404);
  });

  it('tells a holder once when an item of theirs passes its target', async () => {
    const order = db.order.find((o) => o.pay_status === 1 && o.card_bin)!;
    const inbound = await call('POST', CONTROL_PATHS.inboundFraudAlert, { body: { order_no: order.order_no } });
    const id = (inbound.body.result as { alert_id: string }).alert_id;
    await act(admin, 'claim', [id]);
    const over = async () =>
      ((await call('GET', NOTICE_PATHS.list, { token: await signIn(ADMIN) })).body.result as NoticeList).list.filter(
        (n) => n.kind === 'overTarget' && n.target === id,
      );
    expect(await over()).toEqual([]);
    advanceClock(4 * 3_600_000 + 1000);
    expect(await over()).toHaveLength(1);
    expect(await over()).toHaveLength(1);
  });

  it('answers who holds the items of one resource, for its list and record pages', async () => {
    const [first] = (await items(admin)).list;
    await act(approver, 'claim', [first.id]);
    const claims = await call('GET', WORK_PATHS.claims, { token: admin, query: { resource: 'fraudAlert' } });
    expect(claims.body.result).toEqual({
      list: [expect.objectContaining({ target: first.id, holder_email: APPROVER.email, queue: FRAUD })],
    });
    expect((await call('GET', WORK_PATHS.claims, { token: admin, query: { resource: 'order' } })).body.code).toBe(
      100400,
    );
  });
});
