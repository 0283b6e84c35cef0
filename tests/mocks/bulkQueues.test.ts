/**
 * Issue 20: the review queues' bulk routes run each id as the single action does (state, input, dual control),
 * answering every id on its own.
 */
import { db } from '../../mocks/db';
import { resourceByKey } from '../../src/resources';
import { ADMIN, RISK, call, pinClock, signIn } from './helpers';

const api = (key: string) => resourceByKey(key)!.api;

describe('bulk on the review queues', () => {
  let token: string;
  const bulk = (key: string, action: string, body: Record<string, unknown>, as = token) =>
    call('POST', `${api(key)}/bulk/${action}`, { token: as, body });

  beforeEach(async () => {
    pinClock();
    token = await signIn(ADMIN);
  });

  it('KYB: a reject without a reason is refused for every id; with one, each pending file is rejected, a decided one refused', async () => {
    const [a, b] = db.kyb.filter((k) => k.status === 0);
    const decided = db.kyb.find((k) => k.status === 1 || k.status === 2)!;
    const ids = [a.kyb_id, decided.kyb_id, b.kyb_id];
    // Checked per row, as the single call: each id is answered with the same refusal, nothing changes.
    const bare = await bulk('kyb', 'reject', { ids });
    expect(bare.body.result).toEqual(
      ids.map((id) => ({ id, ok: false, code: 100400, message: 'Invalid input: reason' })),
    );
    expect(a.status).toBe(0);
    const answer = await bulk('kyb', 'reject', { ids, reason: 'Documents expired' });
    expect(answer.body.result).toEqual([
      { id: a.kyb_id, ok: true },
      { id: decided.kyb_id, ok: false, code: 101014, message: 'Wrong status' },
      { id: b.kyb_id, ok: true },
    ]);
    for (const k of [a, b]) expect(k).toMatchObject({ status: 2, review_reason: 'Documents expired' });
  });

  it('payouts: approved below the threshold at once, above it each becomes its own request', async () => {
    const [small, large] = db.payout.filter((p) => p.status === 0);
    Object.assign(small, { currency: 'USD', amount: '10.00' });
    Object.assign(large, { currency: 'USD', amount: '5000.01' });
    const answer = await bulk('payout', 'approve', { ids: [small.payout_id, large.payout_id] });
    const request = db.approval.find((r) => r.target === large.payout_id && r.status === 0)!;
    expect(answer.body.result).toEqual([
      { id: small.payout_id, ok: true },
      { id: large.payout_id, ok: true, approval_id: request.approval_id },
    ]);
    expect([small.status, large.status]).toEqual([1, 0]);
    expect(request).toMatchObject({ kind: 'payout', amount: '5000.01', currency: 'USD', maker: ADMIN.email });
  });

  it('fraud alerts: handled with one result; complaints: assigned and resolved, a resolved one refused', async () => {
    const alerts = db.fraudAlert.filter((a) => a.status === 0).slice(0, 2);
    const handled = await bulk('fraudAlert', 'handle', { ids: alerts.map((a) => a.alert_id), result: 511 });
    expect(handled.body.result).toEqual(alerts.map((a) => ({ id: a.alert_id, ok: true })));
    for (const a of alerts) expect(a).toMatchObject({ status: 1, result: 511 });

    const open = db.complaint.filter((c) => c.status !== 2).slice(0, 2);
    const resolved = db.complaint.find((c) => c.status === 2)!;
    const ids = [...open.map((c) => c.complaint_id), resolved.complaint_id];
    const assigned = await bulk('complaint', 'assign', { ids, assignee: ADMIN.email });
    expect((assigned.body.result as { ok: boolean }[]).map((r) => r.ok)).toEqual([true, true, false]);
    for (const c of open) expect(c.assignee).toBe(ADMIN.email);
    const done = await bulk('complaint', 'resolve', { ids, resolution: 'Refunded by the merchant' });
    expect((done.body.result as { ok: boolean }[]).map((r) => r.ok)).toEqual([true, true, false]);
    for (const c of open) expect(c).toMatchObject({ status: 2, resolution: 'Refunded by the merchant' });
  });

  it('needs the page and the single action’s code: the risk account may not approve payouts in bulk either', async () => {
    const p = db.payout.find((x) => x.status === 0)!;
    const risk = await signIn(RISK);
    expect((await bulk('payout', 'approve', { ids: [p.payout_id] }, risk)).body.code).toBe(403);
    expect(p.status).toBe(0);
  });
});
