import { db, setClock } from '../../mocks/db';
import { JOURNAL_SEED_DATE } from '../../mocks/seed/journal';
import { totpCode } from '../../mocks/totp';
import AREA from '../../src/resources/journal';
import { ADMIN, NEWCOMER, RISK, call, download, postLogin, signIn, exportedRows } from './helpers';
import { resourceByKey } from '../../src/resources';

const fileLog = resourceByKey('fileLog')!;
const job = resourceByKey('job')!;
const jobRun = resourceByKey('jobRun')!;
const loginLog = resourceByKey('loginLog')!;
const messageLog = resourceByKey('messageLog')!;
const mqLog = resourceByKey('mqLog')!;
const operationLog = resourceByKey('operationLog')!;
const pushLog = resourceByKey('pushLog')!;
const userChangeLog = resourceByKey('userChangeLog')!;

/**
 * The tests' clock: two hours after the seed's (so what they do is newer than every seeded row), 15 s into a TOTP
 * step as the shared helpers' T0.
 */
const T0 = JOURNAL_SEED_DATE + 2 * 3_600_000 + 15_000;
const AT = new Date(T0).toISOString();
const WRONG_STATUS = { code: 101014, message: 'Wrong status' };
const DENIED = { code: 403, message: 'Permission denied' };

type Page<T = Record<string, unknown>> = { list: T[]; total: number };
type Row = Record<string, unknown>;

let token: string;
beforeEach(async () => {
  setClock(T0);
  token = await signIn(ADMIN);
});

const list = async (api: string, query: Record<string, string | number> = {}, as = token) => {
  const answer = await call('GET', api, { token: as, query: { pageSize: 100, ...query } });
  expect(answer.body.code, JSON.stringify(answer.body)).toBe(0);
  return answer.body.result as Page;
};
const post = (path: string, body: unknown = {}, as = token) => call('POST', path, { token: as, body });
const superRole = () => db.role.find((r) => r.id === 'role-super')!;

describe('journal: seeded logs', () => {
  it('holds 100-300 rows in each log, numbered uniquely, all before the seed clock', () => {
    const tables: [unknown[], string][] = [
      [db.fileLog, 'file_id'],
      [db.messageLog, 'message_id'],
      [db.pushLog, 'push_id'],
      [db.mqLog, 'msg_id'],
      [db.loginLog, 'login_id'],
      [db.operationLog, 'id'],
      [db.jobRun, 'run_id'],
    ];
    for (const [rows, key] of tables) {
      expect(rows.length, key).toBeGreaterThanOrEqual(100);
      expect(rows.length, key).toBeLessThanOrEqual(300);
      expect(new Set((rows as Row[]).map((r) => r[key])).size, key).toBe(rows.length);
    }
    // The history keeps ids of its own: the live log (`op-…`) never meets them.
    expect(db.operationLog.every((e) => e.id.startsWith('oph-'))).toBe(true);
    expect(db.oplog).toEqual([]);
    expect(db.job.length).toBeGreaterThanOrEqual(8);
    expect(new Set(db.job.map((j) => j.status))).toEqual(new Set([1, 2]));
  });

  it('serves every log newest first, server-paged', async () => {
    for (const def of AREA.filter((d) => d.key !== 'jobRun' && d.key !== 'job')) {
      const page = await list(def.api, { pageSize: 20 });
      const field = def.list.defaultSort!.field;
      expect(page.list, def.key).toHaveLength(20);
      expect(page.total, def.key).toBeGreaterThan(20);
      const times = page.list.map((r) => Date.parse(String(r[field])));
      expect(times, def.key).toEqual([...times].sort((a, b) => b - a));
      const second = await list(def.api, { pageSize: 20, current: 2 });
      expect(second.list[0][def.rowKey], def.key).not.toBe(page.list[19][def.rowKey]);
    }
  });

  it('filters by status, kind and time range', async () => {
    const failed = await list(messageLog.api, { status: '2' });
    expect(failed.total).toBe(db.messageLog.filter((m) => m.status === 2).length);
    expect(failed.list.every((m) => m.status === 2 && m.error)).toBe(true);

    const imports = await list(fileLog.api, { kind: 'import,upload' });
    expect(imports.total).toBe(db.fileLog.filter((f) => f.kind !== 'export').length);

    const sorted = [...db.pushLog].sort((a, b) => a.at.localeCompare(b.at));
    const [from, to] = [sorted[10].at, sorted[40].at];
    const window = await list(pushLog.api, { at_from: from, at_to: to });
    expect(window.total).toBe(db.pushLog.filter((p) => p.at >= from && p.at <= to).length);
    expect(window.total).toBeGreaterThanOrEqual(31);
    expect((await call('GET', pushLog.api, { token, query: { at_from: 'yesterday' } })).body).toMatchObject({
      code: 100400,
      message: 'Invalid input: at_from',
    });

    const topic = db.mqLog[0].topic;
    const byTopic = await list(mqLog.api, { topic, status: '1' });
    expect(byTopic.list.every((m) => m.topic === topic && m.status === 1)).toBe(true);
  });

  it('exports the current filter as CSV, behind each log’s export code', async () => {
    const csv = await download(`${pushLog.api}/export`, { token, query: { status: '2' } });
    const records = exportedRows(pushLog, csv.text);
    expect(records).toHaveLength(db.pushLog.filter((p) => p.status === 2).length);

    const role = superRole();
    role.codes = role.codes.filter((c) => c !== 'pushLog:export');
    expect((await download(`${pushLog.api}/export`, { token })).text).toContain('"code":403');
    expect(AREA.every((d) => resourceByKey(d.key)!.exportPermission === `${d.key}:export`)).toBe(true);
  });

  it('refuses every journal page to an operator without them (risk role)', async () => {
    const risk = await signIn(RISK);
    for (const def of AREA) expect((await call('GET', def.api, { token: risk })).body, def.key).toMatchObject(DENIED);
  });
});

describe('journal: webhook and queue resends', () => {
  it('resends a failed push: one more attempt, delivered, logged; a delivered one answers 101014', async () => {
    const target = db.pushLog.find((p) => p.status === 2 && p.http_status !== 404)!;
    const attempts = target.attempts;
    const answer = await post(`${pushLog.api}/${target.push_id}/resend`);
    expect(answer.body).toMatchObject({ code: 0, result: { status: 1, http_status: 200, attempts: attempts + 1 } });
    expect(target).toMatchObject({
      status: 1,
      attempts: attempts + 1,
      last_attempt_at: AT,
      response: { received: true },
    });
    expect(db.oplog.map((e) => [e.resource, e.target_id, e.action, e.before.status, e.after.status])).toEqual([
      ['pushLog', target.push_id, 'resend', 2, 1],
    ]);
    // Delivered now: sending again is refused, nothing changes.
    expect((await post(`${pushLog.api}/${target.push_id}/resend`)).body).toMatchObject(WRONG_STATUS);
    expect(target.attempts).toBe(attempts + 1);
    expect(db.oplog).toHaveLength(1);
  });

  it('a push to a missing endpoint (404) fails again, counted; it stays resendable', async () => {
    const target = db.pushLog.find((p) => p.status === 2 && p.http_status === 404)!;
    const attempts = target.attempts;
    await post(`${pushLog.api}/${target.push_id}/resend`);
    expect(target).toMatchObject({ status: 2, http_status: 404, attempts: attempts + 1, response: 'Not Found' });
    await post(`${pushLog.api}/${target.push_id}/resend`);
    expect(target.attempts).toBe(attempts + 2);
  });

  it('resends a failed queue message; pending and consumed ones answer 101014; unreadable bodies fail again', async () => {
    const passing = db.mqLog.find((m) => m.status === 2 && !m.error!.startsWith('Deserialization'))!;
    const unreadable = db.mqLog.find((m) => m.status === 2 && m.error!.startsWith('Deserialization'))!;
    const pending = db.mqLog.find((m) => m.status === 0)!;
    const consumed = db.mqLog.find((m) => m.status === 1)!;
    expect((await post(`${mqLog.api}/${passing.msg_id}/resend`)).body).toMatchObject({
      code: 0,
      result: { status: 1, retries: 17, consumed_at: AT, error: null },
    });
    expect((await post(`${mqLog.api}/${unreadable.msg_id}/resend`)).body).toMatchObject({
      code: 0,
      result: { status: 2, retries: 17, consumed_at: null },
    });
    for (const m of [pending, consumed, passing])
      expect((await post(`${mqLog.api}/${m.msg_id}/resend`)).body, m.msg_id).toMatchObject(WRONG_STATUS);
    expect(pending.status).toBe(0);
    expect(db.oplog.map((e) => [e.target_id, e.action])).toEqual([
      [passing.msg_id, 'resend'],
      [unreadable.msg_id, 'resend'],
    ]);
  });

  it('refuses a resend to an operator with the page but not the code', async () => {
    const role = superRole();
    role.codes = role.codes.filter((c) => c !== 'pushLog:resend' && c !== 'mqLog:resend');
    const push = db.pushLog.find((p) => p.status === 2)!;
    const message = db.mqLog.find((m) => m.status === 2)!;
    expect((await post(`${pushLog.api}/${push.push_id}/resend`)).body).toMatchObject(DENIED);
    expect((await post(`${mqLog.api}/${message.msg_id}/resend`)).body).toMatchObject(DENIED);
    expect(push.status).toBe(2);
    expect(message.status).toBe(2);
    // The page itself still opens.
    expect((await list(pushLog.api)).total).toBe(db.pushLog.length);
  });
});

describe('journal: scheduler', () => {
  const running = () => db.job.find((j) => j.status === 1 && j.fails_every === 0)!;
  const runsOf = (j: { class_name: string; method: string }, as = token) =>
    list(jobRun.api, { class_name: j.class_name, method: j.method }, as);

  it('lists jobs with their next run (none while paused) and never answers the schedule internals', async () => {
    const page = await list(job.api);
    expect(page.total).toBe(db.job.length);
    for (const row of page.list) {
      expect(row).not.toHaveProperty('period_ms');
      expect(row).not.toHaveProperty('fails_every');
      if (row.status === 2) expect(row.next_run_at).toBeNull();
      else
        expect(Date.parse(String(row.next_run_at))).toBeGreaterThan(Math.max(T0, Date.parse(String(row.last_run_at))));
    }
    const paused = await list(job.api, { status: '2' });
    expect(paused.list.map((r) => r.job_id).sort()).toEqual(
      db.job
        .filter((j) => j.status === 2)
        .map((j) => j.job_id)
        .sort(),
    );
  });

  it('lists the runs of one job only, filtered by class and method', async () => {
    const target = running();
    const runs = await runsOf(target);
    expect(runs.total).toBe(
      db.jobRun.filter((r) => r.class_name === target.class_name && r.method === target.method).length,
    );
    expect(runs.total).toBeGreaterThanOrEqual(3);
    expect(runs.list.every((r) => r.class_name === target.class_name && r.method === target.method)).toBe(true);
    // Same class, another method: nothing.
    expect((await list(jobRun.api, { class_name: target.class_name, method: 'nothing' })).total).toBe(0);
  });

  it('runs a job now: a manual run joins its history and becomes the latest', async () => {
    const target = running();
    const before = (await runsOf(target)).total;
    const answer = await post(`${job.api}/${target.job_id}/run`);
    expect(answer.body).toMatchObject({ code: 0, result: { last_run_at: AT, last_result: 1 } });
    const runs = await runsOf(target);
    expect(runs.total).toBe(before + 1);
    expect(runs.list[0]).toMatchObject({ started_at: AT, trigger: 'manual', operator: ADMIN.email, result: 1 });
    await post(`${job.api}/${target.job_id}/run`);
    expect((await runsOf(target)).total).toBe(before + 2);
    expect(db.oplog.map((e) => [e.resource, e.target_id, e.action])).toEqual([
      ['job', target.job_id, 'run'],
      ['job', target.job_id, 'run'],
    ]);
  });

  it('pauses with a reason (required), refuses to run or pause a paused job, resumes', async () => {
    const target = running();
    const path = (a: string) => `${job.api}/${target.job_id}/${a}`;
    expect((await post(path('pause'))).body).toMatchObject({ code: 100400, message: 'Invalid input: reason' });
    expect((await post(path('resume'))).body).toMatchObject(WRONG_STATUS);
    expect((await post(path('pause'), { reason: 'Provider outage' })).body).toMatchObject({
      code: 0,
      result: { status: 2, status_reason: 'Provider outage', next_run_at: null },
    });
    const runs = db.jobRun.length;
    // A paused job does not run, not even by hand.
    expect((await post(path('run'))).body).toMatchObject(WRONG_STATUS);
    expect((await post(path('pause'), { reason: 'Again' })).body).toMatchObject(WRONG_STATUS);
    expect(db.jobRun).toHaveLength(runs);
    const resumed = await post(path('resume'));
    expect(resumed.body).toMatchObject({ code: 0, result: { status: 1, status_reason: null } });
    expect(Date.parse(String((resumed.body.result as Row).next_run_at))).toBeGreaterThan(T0);
    expect(db.oplog.map((e) => [e.action, e.reason ?? null, e.after.status])).toEqual([
      ['pause', 'Provider outage', 2],
      ['resume', null, 1],
    ]);
  });

  it('refuses run, pause and resume without their codes', async () => {
    const target = running();
    const role = superRole();
    role.codes = role.codes.filter((c) => !c.startsWith('job:'));
    expect((await post(`${job.api}/${target.job_id}/run`)).body).toMatchObject(DENIED);
    expect((await post(`${job.api}/${target.job_id}/pause`, { reason: 'x' })).body).toMatchObject(DENIED);
    expect(target.status).toBe(1);
  });
});

describe('journal: sign-in log', () => {
  it('records every sign-in attempt with its result and reason', async () => {
    const count = db.loginLog.length;
    await postLogin(ADMIN.email, 'wrong-password', totpCode(ADMIN.secret!));
    await postLogin(ADMIN.email, ADMIN.password, '000000');
    await postLogin('nobody@payops.test', 'whatever');
    await postLogin(NEWCOMER.email, NEWCOMER.password);
    db.admin.find((a) => a.email === RISK.email)!.status = 'disabled';
    await postLogin(RISK.email, RISK.password, totpCode(RISK.secret!));
    await signIn(ADMIN);
    const own = db.loginLog.slice(count);
    expect(own.map((r) => [r.email, r.result, r.reason, r.at])).toEqual([
      [ADMIN.email, 2, 'wrong_password', AT],
      [ADMIN.email, 2, 'wrong_code', AT],
      ['nobody@payops.test', 2, 'unknown_account', AT],
      [NEWCOMER.email, 2, 'no_authenticator', AT],
      [RISK.email, 2, 'disabled', AT],
      [ADMIN.email, 1, null, AT],
    ]);
    expect(own[2].admin_id).toBeNull();
    expect(own[0].admin_id).toBe(db.admin[0].id);

    // The page lists them: the newest sign-ins of this account, found by the filters.
    const page = await list(loginLog.api, { email: 'admin@payops', result: '1', at_from: AT, at_to: AT });
    // The sign-in before each test and the last one above; the refused ones are left out.
    expect(page.list.map((r) => r.login_id).sort()).toEqual([db.loginLog[count - 1].login_id, own[5].login_id]);
  });
});

describe('journal: operation and user-change logs', () => {
  it('an action elsewhere shows in the operation log with its field diff, newest first', async () => {
    const merchant = db.merchant.find((m) => m.status === 1)!;
    expect(
      (await post(`/v1/admin/merchants/${merchant.cust_id}/freeze`, { reason: 'Chargeback spike' })).body.code,
    ).toBe(0);
    const page = await list(operationLog.api, { resource: 'merchant', target_id: merchant.cust_id, action: 'freeze' });
    expect(page.total).toBe(1);
    const entry = page.list[0];
    expect(entry).toMatchObject({ operator_email: ADMIN.email, at: AT, reason: 'Chargeback spike' });
    expect(entry.changes).toEqual(expect.arrayContaining([{ field: 'status', before: 1, after: 3 }]));
    expect(entry.changed_fields).toContain('status');
    // Newest first: the live entry heads the whole log.
    expect((await list(operationLog.api, { pageSize: 1 })).list[0].id).toBe(entry.id);
    const detail = await call('GET', `${operationLog.api}/${String(entry.id)}`, { token });
    expect(detail.body.result).toMatchObject({ id: entry.id, changes: entry.changes });
  });

  it('filters the operation log by operator, resource, action and time range', async () => {
    const risk = await list(operationLog.api, { operator_email: 'risk@' });
    expect(risk.total).toBe(db.operationLog.filter((e) => e.operator_email === RISK.email).length);
    const resource = await list(operationLog.api, { resource: 'custUser', action: 'freeze' });
    expect(resource.total).toBe(
      db.operationLog.filter((e) => e.resource === 'custUser' && e.action === 'freeze').length,
    );
    expect(resource.total).toBeGreaterThan(0);
    const sorted = [...db.operationLog].sort((a, b) => a.at.localeCompare(b.at));
    const range = await list(operationLog.api, { at_from: sorted[0].at, at_to: sorted[9].at });
    expect(range.total).toBe(10);
  });

  it('shows a creation as fields that had no value before, a deletion as fields that have none after', async () => {
    const created = db.operationLog.find((e) => e.action === 'create')!;
    const answer = await call('GET', `${operationLog.api}/${created.id}`, { token });
    const changes = (answer.body.result as Row).changes as Row[];
    expect(changes.length).toBe(Object.keys(created.after).length);
    for (const c of changes) {
      expect(c).not.toHaveProperty('before');
      expect(c).toHaveProperty('after');
    }
  });

  it('derives user changes from the operation log: admin accounts, merchant users and roles only', async () => {
    const users = db.operationLog.filter((e) => ['admin', 'custUser', 'role'].includes(e.resource));
    const page = await list(userChangeLog.api);
    expect(page.total).toBe(users.length);
    expect(users.length).toBeGreaterThanOrEqual(50);
    const kinds = await list(userChangeLog.api, { target_type: 'custUser', change_kind: 'disabled' });
    expect(kinds.total).toBe(users.filter((e) => e.resource === 'custUser' && e.action === 'freeze').length);

    // A change made now joins it at once, with who, whom and what.
    const target = db.admin.find((a) => a.email === NEWCOMER.email)!;
    expect((await post(`/v1/admin/admins/${target.id}/disable`, { reason: 'Left the team' })).body.code).toBe(0);
    const latest = (await list(userChangeLog.api, { target_id: target.id, at_from: AT })).list;
    expect(latest).toHaveLength(1);
    expect(latest[0]).toMatchObject({
      operator_email: ADMIN.email,
      target_type: 'admin',
      target_name: NEWCOMER.email,
      change_kind: 'disabled',
      reason: 'Left the team',
      changes: [{ field: 'status', before: 'enabled', after: 'disabled' }],
    });
    // A merchant's change is not a user change.
    const merchant = db.merchant.find((m) => m.status === 1)!;
    await post(`/v1/admin/merchants/${merchant.cust_id}/freeze`, { reason: 'x' });
    expect((await list(userChangeLog.api, { at_from: AT })).total).toBe(1);
  });
});
