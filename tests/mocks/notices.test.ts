import { NOTICE_PATHS } from '../../src/services/paths';
import type { Notice, NoticeList } from '../../src/services/types';
import { db } from '../../mocks/db';
import { recordPath } from '../../src/console/recordLink';
import { resourceByKey } from '../../src/resources';
import { CONTROL_PATHS } from '../../mocks/handlers';
import { ADMIN, APPROVER, RISK, T0, call, pinClock, signIn } from './helpers';

const list = async (token: string) => (await call('GET', NOTICE_PATHS.list, { token })).body.result as NoticeList;

describe('notices', () => {
  let token: string;
  beforeEach(async () => {
    pinClock();
    token = await signIn(ADMIN);
  });

  it("lists the operator's own notices, newest first, with counts, each about a record they may open", async () => {
    const notices = await list(token);
    expect(notices.total).toBeGreaterThan(0);
    expect(notices.list).toHaveLength(notices.total);
    expect(notices.unread).toBe(notices.list.filter((n) => !n.read).length);
    expect(notices.unread).toBeGreaterThan(0);
    const times = notices.list.map((n) => n.datetime);
    expect([...times].sort().reverse()).toEqual(times);
    expect(notices.list[0]).not.toHaveProperty('admin_id');
    for (const n of notices.list) {
      expect(recordPath(n.resource, n.target), n.id).toBeDefined();
      const table = db[n.resource as keyof typeof db] as unknown as Record<string, unknown>[];
      const key = resourceByKey(n.resource)!.rowKey;
      expect(
        table.some((row) => String(row[key]) === n.target),
        `${n.resource} ${n.target}`,
      ).toBe(true);
    }
    // No fixed notices of the old seed: each comes from a dispute, a fraud alert, a failed job or a request.
    expect(new Set(notices.list.map((n) => n.resource))).toEqual(new Set(['dispute', 'fraudAlert', 'job', 'approval']));
    expect(notices.list.some((n) => /Welcome|Release|Password policy|Training/.test(n.title))).toBe(false);
  });

  it('are dated as the events that raised them', () => {
    const newest = [...db.dispute].sort((a, b) => b.received_at.localeCompare(a.received_at))[0];
    const told = db.notices.filter((n) => n.resource === 'dispute' && n.target === newest.case_id);
    expect(told.length).toBeGreaterThan(0);
    expect(told.every((n) => n.datetime === newest.received_at)).toBe(true);
  });

  it('are shown only to operators who may open the record, also when one was raised for them', async () => {
    const risk = await signIn(RISK);
    const riskId = db.admin.find((a) => a.email === RISK.email)!.id;
    expect(db.notices.some((n) => n.admin_id === riskId)).toBe(false);
    db.notices.push({ ...db.notices[0], id: 'ntc-stray', admin_id: riskId });
    expect((await list(risk)).list.map((n) => n.id)).not.toContain('ntc-stray');
  });

  it('tells who may open a job that fails a run', async () => {
    const job = db.job.find((j) => j.status === 1 && j.fails_every > 1)!;
    const runs = () => db.jobRun.filter((r) => r.class_name === job.class_name && r.method === job.method).length;
    // The next run is the failing one.
    while ((runs() + 2) % job.fails_every !== 0)
      db.jobRun.push({ ...db.jobRun[0], class_name: job.class_name, method: job.method });
    const api = `/v1/admin/journal/jobs/${encodeURIComponent(job.job_id)}/run`;
    expect((await call('POST', api, { token, body: {} })).body.code).toBe(0);
    const now = new Date(T0).toISOString();
    const fresh = (n: Notice) => n.resource === 'job' && n.target === job.job_id && n.datetime === now;
    expect((await list(token)).list.some(fresh)).toBe(false);
    expect((await call('POST', api, { token, body: {} })).body.code).toBe(0);
    expect((await list(await signIn(APPROVER))).list.find(fresh)).toMatchObject({ type: 'notification', read: false });
    expect((await list(await signIn(RISK))).list.some((n) => n.resource === 'job')).toBe(false);
  });

  it('tells of a dispute a card network opens and a fraud alert that comes in, linked to them, to those who may open them', async () => {
    const running = new Set([1, 2, 9, 10]);
    const order = db.order.find((o) => o.pay_status === 1 && o.card_bin && !running.has(o.dispute_status))!;
    const opened = await call('POST', CONTROL_PATHS.inboundDispute, {
      body: { order_no: order.order_no, reason: 'not_received' },
    });
    const caseId = (opened.body.result as { case_id: string }).case_id;
    // The case is there, waiting for evidence, due in ten days; the order says it is disputed.
    const d = (await call('GET', `/v1/admin/disputes/${caseId}`, { token })).body.result as Record<string, string>;
    expect(d).toMatchObject({
      order_no: order.order_no,
      status: 10,
      reason: 'not_received',
      received_at: new Date(T0).toISOString(),
    });
    expect(Date.parse(d.evidence_due_at) - T0).toBeGreaterThan(9 * 24 * 3_600_000);
    expect(db.order.find((o) => o.order_no === order.order_no)!.dispute_status).toBe(10);
    // A second case on the same order while this one runs is refused.
    expect((await call('POST', CONTROL_PATHS.inboundDispute, { body: { order_no: order.order_no } })).body.code).toBe(
      100400,
    );
    const alerted = await call('POST', CONTROL_PATHS.inboundFraudAlert, {
      body: { order_no: order.order_no, source: 'verifi' },
    });
    const alertId = (alerted.body.result as { alert_id: string }).alert_id;

    const mine = (await list(token)).list;
    expect(mine.find((n) => n.target === alertId)).toMatchObject({
      resource: 'fraudAlert',
      kind: 'fraudAlertReceived',
      read: false,
    });
    expect(mine.find((n) => n.target === caseId)).toMatchObject({
      resource: 'dispute',
      kind: 'disputeOpened',
      params: expect.objectContaining({ order: order.order_no }),
    });
    // The risk account may open neither page: told nothing.
    const risk = (await list(await signIn(RISK))).list;
    expect(risk.some((n) => n.target === caseId || n.target === alertId)).toBe(false);
  });

  it('marks one notice read and answers the new counts', async () => {
    const before = await list(token);
    const unread = before.list.find((n) => !n.read)!;
    const answer = await call('POST', NOTICE_PATHS.read(unread.id), { token, body: { requestId: 1 } });
    const after = answer.body.result as NoticeList;
    expect(after.unread).toBe(before.unread - 1);
    expect(after.total).toBe(before.total);
    expect(after.list.find((n) => n.id === unread.id)?.read).toBe(true);
    // Reading it again changes nothing.
    const again = await call('POST', NOTICE_PATHS.read(unread.id), { token });
    expect((again.body.result as NoticeList).unread).toBe(after.unread);
  });

  it("answers 100404 for an unknown id or another operator's notice", async () => {
    const unknown = await call('POST', NOTICE_PATHS.read('ntc-0000-00'), { token });
    expect(unknown.body).toMatchObject({ code: 100404, message: 'Not found' });
    const otherNotice = (await list(await signIn(APPROVER))).list[0];
    expect((await call('POST', NOTICE_PATHS.read(otherNotice.id), { token })).body.code).toBe(100404);
  });

  it('clears one type and keeps the rest', async () => {
    const before = await list(token);
    const events = before.list.filter((n) => n.type === 'event');
    const answer = await call('POST', NOTICE_PATHS.clear, { token, body: { type: 'event', requestId: 1 } });
    const after = answer.body.result as NoticeList;
    expect(after.total).toBe(before.total - events.length);
    expect(after.list.some((n) => n.type === 'event')).toBe(false);
    expect(after.unread).toBe(before.unread - events.filter((n) => !n.read).length);
    expect((await list(token)).total).toBe(after.total);
    // Another operator's events stay.
    expect((await list(await signIn(APPROVER))).list.some((n) => n.type === 'event')).toBe(true);
  });

  it('refuses an unknown type with 100400', async () => {
    for (const body of [{ type: 'alert' }, {}]) {
      const answer = await call('POST', NOTICE_PATHS.clear, { token, body });
      expect(answer.body).toMatchObject({ code: 100400, message: 'Invalid input: type' });
    }
  });

  it('needs a session', async () => {
    const answer = await call('GET', NOTICE_PATHS.list);
    expect(answer.status).toBe(401);
  });
});
