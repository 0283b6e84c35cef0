import { db } from '../../mocks/db';
import { keepsFailing } from '../../mocks/resources/push';
import { MARKUP_SAMPLES } from '../../mocks/seed/orderLogs';
import { ADMIN, RISK, T0, call, download, pinClock, signIn, dualControlOff, exportedRows } from './helpers';
import { resourceByKey } from '../../src/resources';

const buyer = resourceByKey('buyer')!;
const push = resourceByKey('push')!;
const rejectLog = resourceByKey('rejectLog')!;
const rejectOrder = resourceByKey('rejectOrder')!;
const requestLog = resourceByKey('requestLog')!;
const saasCallback = resourceByKey('saasCallback')!;
const warnLog = resourceByKey('warnLog')!;

const AT = new Date(T0).toISOString();
const WRONG_STATUS = { code: 101014, message: 'Wrong status' };

type Page<T = Record<string, unknown>> = { list: T[]; total: number };
const list = async (token: string, api: string, query: Record<string, string | number>) => {
  const answer = await call('GET', api, { token, query: { pageSize: 100, ...query } });
  expect(answer.body.code).toBe(0);
  return answer.body.result as Page;
};

describe('order side pages: seed', () => {
  it('ties pushes, rejections, callbacks and logs to the orders, and derives one buyer per email', () => {
    const orders = new Map(db.order.map((o) => [o.order_no, o]));
    for (const p of db.push) expect(orders.get(p.order_no)?.cust_id).toBe(p.cust_id);
    expect(new Set(db.push.map((p) => p.status))).toEqual(new Set([0, 1, 2]));
    // Both kinds of failed push exist: one a retry delivers, one that fails again.
    const failed = db.push.filter((p) => p.status === 2);
    expect(failed.some((p) => keepsFailing(p.push_id)) && failed.some((p) => !keepsFailing(p.push_id))).toBe(true);
    for (const r of db.rejectOrder) {
      expect(orders.get(r.order_no)).toMatchObject({ pay_status: 4, amount: r.amount, currency: r.currency });
      expect(r.score).toBeGreaterThanOrEqual(0);
      expect(r.score).toBeLessThanOrEqual(100);
      expect(r.reviewer === null).toBe(r.status === 0);
    }
    for (const c of db.saasCallback) {
      expect(orders.get(c.order_no)?.shop_id).toBe(c.shop_id);
      expect(c.platform).not.toBe('Others');
    }

    // Refusals and warnings are calls of the request log, the same call under the same id.
    const requests = new Map(db.requestLog.map((r) => [r.request_id, r]));
    expect(requests.size).toBe(db.requestLog.length);
    for (const log of [...db.rejectLog, ...db.warnLog]) expect(log).toMatchObject(requests.get(log.request_id)!);
    for (const r of db.rejectLog) expect(r.http_status).toBeGreaterThanOrEqual(400);
    expect(db.requestLog.filter((r) => r.http_status >= 400)).toHaveLength(db.rejectLog.length);
    for (const sample of MARKUP_SAMPLES)
      expect(db.requestLog.some((r) => JSON.stringify(r.payload).includes(sample))).toBe(true);
    // A body that was not JSON is kept as the text received.
    expect(db.rejectLog.some((r) => typeof r.payload === 'string' && r.payload.includes('<b>'))).toBe(true);

    const emails = new Set(db.order.map((o) => o.buyer_email.toLowerCase()));
    expect(db.buyer.map((b) => b.email).sort()).toEqual([...emails].sort());
    expect(db.buyer.reduce((n, b) => n + b.orders_count, 0)).toBe(db.order.length);
    expect(db.buyer.reduce((n, b) => n + b.chargebacks_count, 0)).toBe(
      db.order.filter((o) => o.dispute_status !== 0).length,
    );
    for (const b of db.buyer) expect(b.first_order_at <= b.last_order_at).toBe(true);
    for (const p of db.product) expect(p.price).toMatch(p.currency === 'JPY' ? /^\d+$/ : /^\d+\.\d{2}$/);
  });
});

describe('order side pages: actions', () => {
  let token: string;
  const post = (path: string, body: Record<string, unknown> = {}) => call('POST', path, { token, body });

  beforeEach(async () => {
    // What the actions do; dual control over them is approvals.test.ts's.
    dualControlOff();
    pinClock();
    token = await signIn(ADMIN);
  });

  it('retries a failed push: delivered, or failed again for the endpoints that keep refusing; anything else 101014', async () => {
    const fixes = db.push.find((p) => p.status === 2 && !keepsFailing(p.push_id))!;
    const stays = db.push.find((p) => p.status === 2 && keepsFailing(p.push_id))!;
    const [fixedAttempts, stuckAttempts] = [fixes.attempts, stays.attempts];

    const answer = await post(`${push.api}/${fixes.push_id}/retry`);
    expect(answer.body.result).toMatchObject({ status: 1, attempts: fixedAttempts + 1, response_code: 200 });
    expect(fixes).toMatchObject({ status: 1, last_attempt_at: AT });
    expect((await post(`${push.api}/${fixes.push_id}/retry`)).body).toMatchObject(WRONG_STATUS);

    expect((await post(`${push.api}/${stays.push_id}/retry`)).body.result).toMatchObject({
      status: 2,
      attempts: stuckAttempts + 1,
      response_code: 503,
      last_attempt_at: AT,
    });

    const pending = db.push.find((p) => p.status === 0)!;
    expect((await post(`${push.api}/${pending.push_id}/retry`)).body).toMatchObject(WRONG_STATUS);
    expect(pending.attempts).toBe(0);
    expect(db.oplog.map((e) => [e.target_id, e.action, e.after.attempts])).toEqual([
      [fixes.push_id, 'retry', fixedAttempts + 1],
      [stays.push_id, 'retry', stuckAttempts + 1],
    ]);

    // In bulk: each id answered on its own.
    const next = db.push.find((p) => p.status === 2 && !keepsFailing(p.push_id))!;
    const bulk = await post(`${push.api}/bulk/retry`, { ids: [next.push_id, fixes.push_id] });
    expect(bulk.body.result).toEqual([
      { id: next.push_id, ok: true },
      { id: fixes.push_id, ok: false, ...WRONG_STATUS },
    ]);
  });

  it('releases or confirms a pending rejection with a reason, stamping the reviewer; a decided one answers 101014', async () => {
    const [a, b, c] = db.rejectOrder.filter((r) => r.status === 0);
    const api = rejectOrder.api;
    expect((await post(`${api}/${a.rejection_id}/release`)).body).toMatchObject({
      code: 100400,
      message: 'Invalid input: reason',
    });
    expect((await post(`${api}/${a.rejection_id}/release`, { reason: 'Known customer' })).body.code).toBe(0);
    expect(a).toMatchObject({ status: 1, reviewer: ADMIN.email, reviewed_at: AT, review_reason: 'Known customer' });
    expect((await post(`${api}/${a.rejection_id}/confirm`, { reason: 'Changed my mind' })).body).toMatchObject(
      WRONG_STATUS,
    );
    expect(a.status).toBe(1);

    const bulk = await post(`${api}/bulk/confirm`, {
      ids: [b.rejection_id, c.rejection_id, a.rejection_id],
      reason: 'Fraud ring',
    });
    expect((bulk.body.result as { ok: boolean }[]).map((r) => r.ok)).toEqual([true, true, false]);
    expect([b.status, c.status, b.review_reason]).toEqual([2, 2, 'Fraud ring']);
    expect(db.oplog.map((e) => [e.target_id, e.action, e.before.status, e.after.status])).toEqual([
      [a.rejection_id, 'release', 0, 1],
      [b.rejection_id, 'confirm', 0, 2],
      [c.rejection_id, 'confirm', 0, 2],
    ]);
  });

  it('resends a finished callback: delivered unless its shop is disabled (410); a pending one answers 101014', async () => {
    const api = saasCallback.api;
    const shopOf = (shopId: string) => db.shop.find((s) => s.shop_id === shopId)!;
    const failed = db.saasCallback.find((c) => c.status === 2 && shopOf(c.shop_id).status === 1)!;
    const attempts = failed.attempts;
    expect((await post(`${api}/${failed.callback_id}/resend`)).body.result).toMatchObject({
      status: 1,
      attempts: attempts + 1,
      response_code: 200,
      last_attempt_at: AT,
    });
    // Delivered ones may be sent again; while the shop is disabled it answers 410 Gone.
    shopOf(failed.shop_id).status = 2;
    expect((await post(`${api}/${failed.callback_id}/resend`)).body.result).toMatchObject({
      status: 2,
      attempts: attempts + 2,
      response_code: 410,
    });
    const pending = db.saasCallback.find((c) => c.status === 0)!;
    expect((await post(`${api}/${pending.callback_id}/resend`)).body).toMatchObject(WRONG_STATUS);
  });

  it('reads "blacklisted" live from the blacklist; adding a buyer writes an email entry, then answers 101014', async () => {
    const entryOf = (email: string) => db.blacklist.find((e) => e.dimension === 1 && e.value === email);
    const listedForGood = db.buyer.find((b) => entryOf(b.email)?.expires_at === null)!;
    const row = async (email: string) =>
      (await call('GET', `${buyer.api}/${encodeURIComponent(email)}`, { token })).body.result as Record<
        string,
        unknown
      >;
    expect(await row(listedForGood.email)).toMatchObject({ blacklisted: 1 });
    // Its entry expires: no longer listed.
    entryOf(listedForGood.email)!.expires_at = new Date(T0 - 1000).toISOString();
    expect(await row(listedForGood.email)).toMatchObject({ blacklisted: 0 });

    const listed = await list(token, buyer.api, { blacklisted: 1 });
    expect(listed.total).toBeGreaterThan(0);
    for (const b of listed.list) expect(b.blacklisted).toBe(1);

    const target = db.buyer.find((b) => !db.blacklist.some((e) => e.value === b.email))!;
    const path = `${buyer.api}/${encodeURIComponent(target.email)}/blacklist`;
    expect((await post(path)).body).toMatchObject({ code: 100400, message: 'Invalid input: reason' });
    const count = db.blacklist.length;
    const answer = await post(path, { reason: 'Chargeback abuse' });
    expect(answer.body.result).toMatchObject({ email: target.email, blacklisted: 1 });
    expect(db.blacklist).toHaveLength(count + 1);
    const entry = db.blacklist.at(-1)!;
    expect(entry).toMatchObject({
      entry_id: (answer.body.result as { entry_id: string }).entry_id,
      dimension: 1,
      value: target.email,
      reason: 'Chargeback abuse',
      expires_at: null,
      source: 'buyer',
      created_by: ADMIN.email,
      created_at: AT,
    });
    expect((await post(path, { reason: 'again' })).body).toMatchObject(WRONG_STATUS);
    expect(db.blacklist).toHaveLength(count + 1);
    expect(db.oplog.map((e) => [e.resource, e.action, e.target_id, e.reason])).toEqual([
      ['blacklist', 'create', entry.entry_id, 'Chargeback abuse'],
      ['buyer', 'blacklist', target.email, 'Chargeback abuse'],
    ]);
    expect(db.oplog[0].after).not.toHaveProperty('fingerprint');

    // Removed on the blacklist page: the buyer is no longer listed, and may be added again.
    expect((await post(`/v1/admin/blacklist/${entry.entry_id}/remove`)).body.code).toBe(0);
    expect(await row(target.email)).toMatchObject({ blacklisted: 0 });
    expect((await post(path, { reason: 'Back again' })).body.code).toBe(0);
  });

  it('refuses an account without the page, and one with the page but not the action code', async () => {
    const riskToken = await signIn(RISK);
    const failed = db.push.find((p) => p.status === 2)!;
    expect((await call('GET', push.api, { token: riskToken })).body.code).toBe(403);
    expect((await call('GET', buyer.api, { token: riskToken })).body.code).toBe(403);

    db.role.find((r) => r.name === 'risk')!.pages.push(push.page);
    expect((await call('GET', push.api, { token: riskToken })).body.code).toBe(0);
    expect((await call('POST', `${push.api}/${failed.push_id}/retry`, { token: riskToken })).body.code).toBe(403);
    expect((await call('GET', `${push.api}/export`, { token: riskToken })).body.code).toBe(403);
    expect(failed.status).toBe(2);
  });
});

describe('order side pages: logs', () => {
  let token: string;
  beforeEach(async () => {
    pinClock();
    token = await signIn(ADMIN);
  });

  it('filters the request log by status, latency range and endpoint', async () => {
    const unauthorised = await list(token, requestLog.api, { http_status: 401 });
    expect(unauthorised.total).toBe(db.requestLog.filter((r) => r.http_status === 401).length);
    for (const r of unauthorised.list) expect(r.http_status).toBe(401);

    const slow = await list(token, requestLog.api, { latency_ms_from: 3000, latency_ms_to: 10000 });
    expect(slow.total).toBe(db.requestLog.filter((r) => r.latency_ms >= 3000).length);
    expect(slow.total).toBeGreaterThan(0);
    for (const r of slow.list) expect(r.latency_ms).toBeGreaterThanOrEqual(3000);

    const refunds = await list(token, requestLog.api, { endpoint: 'refunds' });
    expect(refunds.total).toBe(db.requestLog.filter((r) => r.endpoint === 'POST /v1/refunds').length);
  });

  it('filters the rejection log by reason and the warning log by level', async () => {
    const signature = await list(token, rejectLog.api, { reason: 'signature' });
    expect(signature.total).toBe(db.rejectLog.filter((r) => r.reason === 'Invalid signature').length);
    for (const r of signature.list) expect(r).toMatchObject({ reason: 'Invalid signature', http_status: 401 });

    const errors = await list(token, warnLog.api, { level: 'error,warn' });
    expect(errors.total).toBe(db.warnLog.filter((w) => w.level !== 'info').length);
    expect(new Set(errors.list.map((w) => w.level))).toEqual(new Set(['error', 'warn']));
  });

  it('exports the filtered rows as CSV, payloads as their JSON or raw text', async () => {
    const csv = await download(`${rejectLog.api}/export`, { token, query: { reason: 'Malformed' } });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-disposition')).toMatch(/attachment; filename="rejectLog-/);
    const records = exportedRows(rejectLog, csv.text);
    const expected = db.rejectLog.filter((r) => r.reason === 'Malformed JSON body');
    expect(records.map((r) => r.log_id).sort()).toEqual(expected.map((r) => r.log_id).sort());
    expect(records.map((r) => r.payload).sort()).toEqual(expected.map((r) => String(r.payload)).sort());

    const warnings = await download(`${warnLog.api}/export`, { token, query: { level: 'error' } });
    const rows = exportedRows(warnLog, warnings.text);
    expect(rows.map((r) => r.log_id).sort()).toEqual(
      db.warnLog
        .filter((w) => w.level === 'error')
        .map((w) => w.log_id)
        .sort(),
    );
    for (const r of rows) expect(JSON.parse(r.payload)).toHaveProperty('merchant_order_no');
  });
});
