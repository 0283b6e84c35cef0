import { db } from '../../mocks/db';
import { ADMIN, RISK, T0, call, download, pinClock, signIn } from './helpers';
import { resourceByKey } from '../../src/resources';
import type { Rows } from '../../src/resources';

const merchant = resourceByKey('merchant')!;

const API = merchant.api;
const AT = new Date(T0).toISOString();

const withStatus = (status: number, n = 0) => db.merchant.filter((m) => m.status === status)[n];
const row = (id: string) => db.merchant.find((m) => m.cust_id === id)!;

describe('merchant actions', () => {
  let token: string;
  const act = (id: string, action: string, body: Record<string, unknown> = {}, headers?: Record<string, string>) =>
    call('POST', `${API}/${id}/${action}`, { token, body, headers });

  beforeEach(async () => {
    pinClock();
    token = await signIn(ADMIN);
  });

  it('approves a pending merchant 0→1, stamps the review and logs who, when, from where, before and after', async () => {
    const target = withStatus(0);
    const answer = await act(
      target.cust_id,
      'approve',
      { reason: '  KYB complete ', requestId: 1 },
      {
        'x-forwarded-for': '203.0.113.9',
      },
    );
    expect(answer.body.code).toBe(0);
    const approved = { status: 1, reviewer: ADMIN.email, reviewed_at: AT, review_reason: 'KYB complete' };
    // The row as stored, and what the server works out on every answer (its KYB file, its last 30 days).
    const { kyb_status, orders_30d, success_rate_30d, refund_rate_30d, dispute_rate_30d, ...stored } = answer.body
      .result as Record<string, unknown>;
    expect(stored).toEqual({ ...target, ...approved });
    expect(kyb_status).toBe(db.kyb.find((k) => k.cust_id === target.cust_id)?.status ?? null);
    expect(orders_30d).toEqual(expect.any(Number));
    for (const share of [success_rate_30d, refund_rate_30d, dispute_rate_30d])
      expect(share === null || /^\d+\.\d{2}$/.test(String(share))).toBe(true);
    expect(row(target.cust_id)).toMatchObject(approved);

    expect(db.oplog).toEqual([
      {
        id: 'op-000001',
        operator_id: 'adm-1001',
        operator_email: ADMIN.email,
        at: AT,
        resource: 'merchant',
        target_id: target.cust_id,
        action: 'approve',
        reason: 'KYB complete',
        before: { status: 0, reviewer: null, reviewed_at: null, review_reason: null },
        after: approved,
        ip: '203.0.113.9',
      },
    ]);
  });

  it('approves without a reason: none logged, none kept', async () => {
    const target = withStatus(0);
    expect((await act(target.cust_id, 'approve')).body.code).toBe(0);
    expect(row(target.cust_id).review_reason).toBeNull();
    expect(db.oplog[0]).not.toHaveProperty('reason');
    expect(db.oplog[0].after).toEqual({ status: 1, reviewer: ADMIN.email, reviewed_at: AT });
  });

  it('rejects 0→2 only with a reason of at most 500 characters', async () => {
    const target = withStatus(0);
    const before = { ...target };
    for (const body of [{}, { reason: '   ' }, { reason: 'x'.repeat(501) }, { reason: 42 }]) {
      const answer = await act(target.cust_id, 'reject', body);
      expect(answer.body).toMatchObject({ code: 100400, message: 'Invalid input: reason' });
    }
    expect(row(target.cust_id)).toEqual(before);
    expect(db.oplog).toHaveLength(0);

    const answer = await act(target.cust_id, 'reject', { reason: ' Prohibited products ' });
    expect(answer.body.result).toMatchObject({ status: 2, review_reason: 'Prohibited products' });
    expect(db.oplog.map((e) => [e.action, e.reason, e.before.status, e.after.status])).toEqual([
      ['reject', 'Prohibited products', 0, 2],
    ]);
  });

  it('freezes only from 1 and unfreezes only from 3; a refused transition answers 101014 and changes nothing', async () => {
    const pending = withStatus(0);
    const untouched = { ...pending };
    const refused = await act(pending.cust_id, 'freeze', { reason: 'Chargebacks' });
    expect(refused.body).toMatchObject({ code: 101014, message: 'Wrong status' });
    expect((await act(pending.cust_id, 'unfreeze')).body.code).toBe(101014);
    expect(row(pending.cust_id)).toEqual(untouched);

    const normal = withStatus(1);
    expect((await act(normal.cust_id, 'freeze')).body.code).toBe(100400);
    expect((await act(normal.cust_id, 'unfreeze')).body.code).toBe(101014);
    const frozen = await act(normal.cust_id, 'freeze', { reason: 'Chargeback ratio above 1%' });
    expect(frozen.body.result).toMatchObject({ status: 3, review_reason: 'Chargeback ratio above 1%' });
    expect((await act(normal.cust_id, 'freeze', { reason: 'again' })).body.code).toBe(101014);

    const unfrozen = await act(normal.cust_id, 'unfreeze');
    expect(unfrozen.body.result).toMatchObject({ status: 1, reviewer: ADMIN.email, review_reason: null });
    expect(db.oplog.map((e) => e.action)).toEqual(['freeze', 'unfreeze']);
  });

  it('approves once: a double submit answers 101014 and logs one entry', async () => {
    const target = withStatus(0);
    const [first, second] = [await act(target.cust_id, 'approve'), await act(target.cust_id, 'approve')];
    expect(first.body.code).toBe(0);
    expect(second.body).toMatchObject({ code: 101014, message: 'Wrong status' });
    expect(db.oplog).toHaveLength(1);
  });

  it('answers 100404 for an unknown merchant', async () => {
    expect((await act('C999999', 'approve')).body).toMatchObject({ code: 100404 });
  });

  it('refuses the risk account (no merchant page) on every call, even made by hand', async () => {
    token = await signIn(RISK);
    const target = withStatus(0);
    const untouched = { ...target };
    const answers = [
      await call('GET', API, { token }),
      await call('GET', `${API}/${target.cust_id}`, { token }),
      await act(target.cust_id, 'approve'),
      await act(target.cust_id, 'reject', { reason: 'by hand' }),
      await act(withStatus(1).cust_id, 'freeze', { reason: 'by hand' }),
      await act(withStatus(3).cust_id, 'unfreeze'),
      await call('POST', `${API}/bulk/approve`, { token, body: { ids: [target.cust_id] } }),
    ];
    for (const answer of answers) expect(answer.body).toMatchObject({ code: 403, message: 'Permission denied' });
    const csv = await download(`${API}/export`, { token });
    expect(JSON.parse(csv.text)).toMatchObject({ code: 403 });
    expect(row(target.cust_id)).toEqual(untouched);
    expect(db.oplog).toHaveLength(0);
  });

  it('refuses an action whose code the role lacks, while the page still lists', async () => {
    const role = db.role.find((r) => r.name === 'super')!;
    role.codes = role.codes.filter((c) => c !== 'merchant:freeze');
    expect((await call('GET', API, { token })).body.code).toBe(0);
    expect((await act(withStatus(1).cust_id, 'freeze', { reason: 'x' })).body.code).toBe(403);
    expect((await act(withStatus(0).cust_id, 'approve')).body.code).toBe(0);
  });

  it('carries a rotated token on an action answer', async () => {
    db.tokens.find((t) => t.token === token)!.issued_at -= 16 * 60 * 1000;
    const answer = await act(withStatus(0).cust_id, 'approve');
    expect(answer.body.code).toBe(0);
    expect(answer.token).toMatch(/^pt_[0-9a-f]{32}$/);
  });
});

describe('bulk approve', () => {
  let token: string;
  const bulk = (body: unknown) => call('POST', `${API}/bulk/approve`, { token, body });

  beforeEach(async () => {
    pinClock();
    token = await signIn(ADMIN);
  });

  it('answers per id: approved, wrong status, not found; each id once', async () => {
    const [a, b] = [withStatus(0, 0), withStatus(0, 1)];
    const [normal, frozen] = [withStatus(1), withStatus(3)];
    const answer = await bulk({ ids: [a.cust_id, normal.cust_id, b.cust_id, 'C999999', frozen.cust_id, a.cust_id] });
    expect(answer.status).toBe(200);
    expect(answer.body.result).toEqual([
      { id: a.cust_id, ok: true },
      { id: normal.cust_id, ok: false, code: 101014, message: 'Wrong status' },
      { id: b.cust_id, ok: true },
      { id: 'C999999', ok: false, code: 100404, message: 'Not found' },
      { id: frozen.cust_id, ok: false, code: 101014, message: 'Wrong status' },
    ]);
    expect([a, b, normal, frozen].map((m: Rows['merchant']) => row(m.cust_id).status)).toEqual([1, 1, 1, 3]);
    expect(db.oplog.map((e) => [e.target_id, e.action])).toEqual([
      [a.cust_id, 'approve'],
      [b.cust_id, 'approve'],
    ]);
  });

  it('refuses the whole call only without ids', async () => {
    for (const body of [{}, { ids: [] }, { ids: 'C100001' }, { ids: [''] }, { ids: [{}] }]) {
      expect((await bulk(body)).body).toMatchObject({ code: 100400, message: 'Invalid input: ids' });
    }
    expect(db.oplog).toHaveLength(0);
  });
});
