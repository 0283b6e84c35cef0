import { advanceClock, db } from '../../mocks/db';
import { totpCode } from '../../mocks/totp';
import { refundableMinor } from '../../mocks/resources/refund';
import { ADMIN, APPROVER, RISK, approveAs, call, pinClock, refundableOrder, signIn } from './helpers';

const ORDERS = '/v1/admin/orders';
const ALERTS = '/v1/admin/fraud-alerts';
const APPROVALS = '/v1/admin/approvals';
const HOUR = 3_600_000;

const order = (no: string) => db.order.find((o) => o.order_no === no)!;
const request = (id: string) => db.approval.find((a) => a.approval_id === id)!;
/** A paid USD order, nothing refunded, not frozen, of at least `min` (the refund threshold is 500.00 USD). */
const paidUsd = (min: string, not: string[] = []) =>
  refundableOrder({ least: min, where: (o) => !not.includes(o.order_no) });
const refund = (token: string, no: string, amount: string, reason = 'Customer request') =>
  call('POST', `${ORDERS}/${no}/refund`, { token, body: { refund_amount: amount, reason } });
const approvalOf = (answer: { body: { result?: unknown } }) =>
  (answer.body.result as { approval: { approval_id: string; status: number } }).approval;

describe('dual control: refunds', () => {
  beforeEach(pinClock);

  it('runs a refund below the threshold at once, and makes a request from it on, the order unchanged', async () => {
    const token = await signIn(ADMIN);
    const small = paidUsd('10.00');
    expect((await refund(token, small.order_no, '9.99')).body.result).toMatchObject({ refund_status: 3 });

    const big = paidUsd('600.00', [small.order_no]);
    const answer = await refund(token, big.order_no, '500.00');
    expect(answer.body.code).toBe(0);
    expect(approvalOf(answer)).toMatchObject({
      kind: 'refund',
      status: 0,
      resource: 'order',
      target: big.order_no,
      action: 'refund',
      amount: '500.00',
      currency: 'USD',
      maker: ADMIN.email,
      reason: 'Customer request',
      awaiting: 2,
    });
    expect(order(big.order_no)).toMatchObject({ refund_status: 0, refunded_amount: big.refunded_amount });
    expect(db.refund.some((r) => r.order_no === big.order_no)).toBe(false);
    // Expires 24 h after it was made.
    const made = request(approvalOf(answer).approval_id);
    expect(Date.parse(made.expires_at) - Date.parse(made.created_at)).toBe(24 * HOUR);
  });

  it('refuses the maker approving or rejecting their own request (101030); the approver applies it with a code', async () => {
    const admin = await signIn(ADMIN);
    const o = paidUsd('600.00');
    const id = approvalOf(await refund(admin, o.order_no, '550.00')).approval_id;

    const own = await approveAs(admin, id, ADMIN);
    expect(own.body).toMatchObject({ code: 101030 });
    const ownReject = await call('POST', `${APPROVALS}/${id}/reject`, { token: admin, body: { reason: 'no' } });
    expect(ownReject.body.code).toBe(101030);
    expect(request(id).status).toBe(0);

    const approver = await signIn(APPROVER);
    // The authenticator code is the approver's own, checked by the server: a wrong one changes nothing.
    const wrong = await call('POST', `${APPROVALS}/${id}/approveMoney`, {
      token: approver,
      body: { totp_code: totpCode(ADMIN.secret!) },
    });
    expect(wrong.body.code).toBe(100002);
    expect(request(id).status).toBe(0);
    const plain = await call('POST', `${APPROVALS}/${id}/approve`, { token: approver, body: {} });
    expect(plain.body.code).toBe(101014);

    const ok = await approveAs(approver, id);
    expect(ok.body.code).toBe(0);
    expect(request(id)).toMatchObject({ status: 1, decided_by: APPROVER.email });
    expect(order(o.order_no).refund_status).toBe(3);
    expect(db.refund.filter((r) => r.order_no === o.order_no).map((r) => r.amount)).toEqual(['550.00']);
    // Request, decision and effect are each in the operation log.
    const log = db.oplog.map((e) => [e.resource, e.action, e.operator_email]);
    expect(log).toEqual(
      expect.arrayContaining([
        ['approval', 'request', ADMIN.email],
        ['approval', 'approveMoney', APPROVER.email],
        ['order', 'refund', ADMIN.email],
      ]),
    );
    // Decided once: a second approval is refused.
    expect((await approveAs(approver, id)).body.code).toBe(101031);
  });

  it("takes an approver's authenticator code once: the code that just signed them in does not also move money", async () => {
    const admin = await signIn(ADMIN);
    const o = paidUsd('1200.00');
    const id = approvalOf(await refund(admin, o.order_no, '550.00')).approval_id;
    const approver = await signIn(APPROVER);
    const replayed = await call('POST', `${APPROVALS}/${id}/approveMoney`, {
      token: approver,
      body: { totp_code: totpCode(APPROVER.secret!) },
    });
    expect(replayed.body).toMatchObject({ code: 100002 });
    expect(String(replayed.body.message)).toMatch(/used already/);
    expect(request(id).status).toBe(0);
    // The next code is good, once.
    expect((await approveAs(approver, id)).body.code).toBe(0);
  });

  it('rejects with a reason, and lets the maker withdraw; neither changes the order', async () => {
    const admin = await signIn(ADMIN);
    const approver = await signIn(APPROVER);
    const o = paidUsd('1200.00');
    const first = approvalOf(await refund(admin, o.order_no, '600.00')).approval_id;
    const second = approvalOf(await refund(admin, o.order_no, '500.00')).approval_id;

    expect((await call('POST', `${APPROVALS}/${first}/reject`, { token: approver, body: {} })).body.code).toBe(100400);
    const rejected = await call('POST', `${APPROVALS}/${first}/reject`, {
      token: approver,
      body: { reason: 'Not agreed with the merchant' },
    });
    expect(rejected.body.code).toBe(0);
    expect(request(first)).toMatchObject({ status: 2, decision_reason: 'Not agreed with the merchant' });

    // Only the maker sees and withdraws their own requests.
    const mine = await call('GET', `/v1/admin/my-approvals`, { token: approver });
    const made = (mine.body.result as { list: { maker: string }[] }).list;
    expect(made.every((r) => r.maker === APPROVER.email)).toBe(true);
    // Another's request is not theirs to withdraw.
    expect((await call('POST', `/v1/admin/my-approvals/${second}/withdraw`, { token: approver })).body.code).toBe(403);
    expect((await call('POST', `/v1/admin/my-approvals/${second}/withdraw`, { token: admin })).body.code).toBe(0);
    expect(request(second).status).toBe(4);
    expect(order(o.order_no).refund_status).toBe(0);
  });

  it('expires a request after 24 hours: it can no longer be approved', async () => {
    const admin = await signIn(ADMIN);
    const o = paidUsd('600.00');
    const id = approvalOf(await refund(admin, o.order_no, '500.00')).approval_id;
    advanceClock(24 * HOUR + 1000);
    const approver = await signIn(APPROVER);
    expect((await approveAs(approver, id)).body.code).toBe(101032);
    expect(request(id).status).toBe(3);
    expect(order(o.order_no).refund_status).toBe(0);
  });

  it('fails a request whose change no longer holds at approval (the order was frozen meanwhile)', async () => {
    const admin = await signIn(ADMIN);
    const o = paidUsd('600.00');
    const id = approvalOf(await refund(admin, o.order_no, '500.00')).approval_id;
    await call('POST', `${ORDERS}/${o.order_no}/freeze`, { token: admin, body: { reason: 'Suspected fraud' } });
    const approver = await signIn(APPROVER);
    const answer = await approveAs(approver, id);
    expect(answer.body.code).toBe(101036);
    expect(request(id)).toMatchObject({ status: 5, decided_by: APPROVER.email });
    expect(request(id).failure).toMatch(/Wrong status/);
    expect(db.refund.some((r) => r.order_no === o.order_no)).toBe(false);
  });

  it('reserves pending refunds: a refund and a fraud-alert 510 on one order never refund more than was paid', async () => {
    const admin = await signIn(ADMIN);
    const alert = db.fraudAlert.find((a) => {
      const o = order(a.order_no);
      return a.status === 0 && o.currency === 'USD' && o.pay_status === 1 && o.freeze_status === null;
    });
    if (!alert) throw new Error('no unhandled alert on a paid USD order');
    const o = order(alert.order_no);
    const left = refundableMinor(o);
    // A request for all that is left (made at any amount: the threshold is moved down for this order's size).
    db.param.find((p) => p.param_key === 'approval.refund.threshold.USD')!.value = '0.01';
    const all = (Number(left) / 100).toFixed(2);
    const first = await refund(admin, o.order_no, all);
    expect(approvalOf(first).status).toBe(0);
    // Nothing is left unreserved: another refund, and the alert's 510, are refused (101033), whichever path.
    expect((await refund(admin, o.order_no, '0.01')).body.code).toBe(101033);
    const handled = await call('POST', `${ALERTS}/${alert.alert_id}/handle`, {
      token: admin,
      body: { result: 510, note: 'Refund on alert' },
    });
    expect(handled.body.code).toBe(101033);
    // Below the threshold too: a refund that would run at once is held back by the pending request.
    db.param.find((p) => p.param_key === 'approval.refund.threshold.USD')!.value = '100000.00';
    expect((await refund(admin, o.order_no, '0.01')).body.code).toBe(101033);

    // Approved, the first refunds all; the alert's refund has nothing left.
    const approver = await signIn(APPROVER);
    expect((await approveAs(approver, approvalOf(first).approval_id)).body.code).toBe(0);
    const refunded = db.refund.filter((r) => r.order_no === o.order_no);
    expect(refunded.map((r) => r.amount)).toEqual([all]);
    expect(refundableMinor(order(o.order_no))).toBe(0n);
  });

  it('makes a fraud alert handled with 510 a request at or above the threshold; other results run at once', async () => {
    const admin = await signIn(ADMIN);
    db.param.find((p) => p.param_key === 'approval.refund.threshold.USD')!.value = '0.01';
    const alerts = db.fraudAlert.filter((a) => {
      const o = order(a.order_no);
      return a.status === 0 && o.currency === 'USD' && o.pay_status === 1 && o.freeze_status === null;
    });
    const [a, b] = alerts;
    const left = refundableMinor(order(a.order_no));
    const asked = await call('POST', `${ALERTS}/${a.alert_id}/handle`, { token: admin, body: { result: 510 } });
    expect(approvalOf(asked)).toMatchObject({
      kind: 'refund',
      resource: 'fraudAlert',
      target: a.alert_id,
      amount: (Number(left) / 100).toFixed(2),
    });
    expect(db.fraudAlert.find((x) => x.alert_id === a.alert_id)!.status).toBe(0);
    const other = await call('POST', `${ALERTS}/${b.alert_id}/handle`, { token: admin, body: { result: 511 } });
    expect(other.body.result).toMatchObject({ status: 1, result: 511 });

    const approver = await signIn(APPROVER);
    expect((await approveAs(approver, approvalOf(asked).approval_id)).body.code).toBe(0);
    expect(db.fraudAlert.find((x) => x.alert_id === a.alert_id)).toMatchObject({ status: 1, result: 510 });
    expect(refundableMinor(order(a.order_no))).toBe(0n);
  });
});

describe('dual control: changes and parameters', () => {
  beforeEach(pinClock);

  it('records a fee change as before → after, one pending change per record, applied on approval', async () => {
    const admin = await signIn(ADMIN);
    const fee = db.feeConf.find((f) => f.currency === 'USD' && f.status === 1)!;
    const percent = fee.percent_fee === '1.50' ? '1.60' : '1.50';
    const { fee_method, fixed_fee, min_fee, max_fee } = fee;
    const form = { fee_method, percent_fee: percent, fixed_fee, min_fee, max_fee };
    const answer = await call('POST', `/v1/admin/fee-configs/${fee.fee_id}/edit`, { token: admin, body: form });
    const made = approvalOf(answer);
    expect(made).toMatchObject({
      kind: 'fee',
      awaiting: 1,
      changes: [{ field: 'percent_fee', before: fee.percent_fee, after: percent }],
    });
    expect(db.feeConf.find((f) => f.fee_id === fee.fee_id)!.percent_fee).toBe(fee.percent_fee);
    const again = await call('POST', `/v1/admin/fee-configs/${fee.fee_id}/edit`, { token: admin, body: form });
    expect(again.body.code).toBe(101034);

    const approver = await signIn(APPROVER);
    expect((await approveAs(approver, made.approval_id)).body.code).toBe(0);
    expect(db.feeConf.find((f) => f.fee_id === fee.fee_id)!.percent_fee).toBe(percent);
  });

  it('refuses a threshold that is not an amount of its currency; a valid one waits for approval', async () => {
    const admin = await signIn(ADMIN);
    const edit = (key: string, value: string) =>
      call('POST', `/v1/admin/params/${key}/edit`, { token: admin, body: { value } });
    for (const [bad, why] of [
      ['abc', 'Invalid input'],
      ['-1.00', 'Value out of range'],
      ['1.001', 'Invalid input'],
      ['1e3', 'Invalid input'],
    ])
      expect((await edit('approval.refund.threshold.USD', bad)).body).toMatchObject({
        code: 100400,
        message: `${why}: value`,
      });
    expect((await edit('approval.refund.threshold.JPY', '1000.5')).body.code).toBe(100400);
    const made = approvalOf(await edit('approval.refund.threshold.USD', '750.00'));
    expect(made).toMatchObject({ kind: 'dualControl', awaiting: 1 });
    // Other parameters are not dual control's: they change at once.
    expect((await edit('refund.max.days', '90')).body.result).toMatchObject({ value: '90' });
    expect(db.param.find((p) => p.param_key === 'approval.refund.threshold.USD')!.value).toBe('500.00');
    const approver = await signIn(APPROVER);
    expect((await approveAs(approver, made.approval_id)).body.code).toBe(0);
    expect(db.param.find((p) => p.param_key === 'approval.refund.threshold.USD')!.value).toBe('750.00');
  });
});

describe('dual control: who is told', () => {
  beforeEach(pinClock);

  it('counts pending requests in the to-do list; tells those who may decide, and then the maker, in the bell', async () => {
    const admin = await signIn(ADMIN);
    const approver = await signIn(APPROVER);
    const todo = async (token: string) =>
      (
        (await call('GET', '/v1/admin/dashboard/todos', { token })).body.result as {
          items: { key: string; count: number }[];
        }
      ).items.find((i) => i.key === 'approvals')?.count;
    const bell = async (token: string) =>
      (await call('GET', '/v1/admin/notices', { token })).body.result as {
        list: { title: string; description: string; resource: string; target: string }[];
      };
    // The seed's three pending requests, of others only (the work queue of approvals): the approver made two, the
    // admin one.
    expect(await todo(approver)).toBe(1);
    expect(await todo(admin)).toBe(2);

    const o = paidUsd('600.00');
    const id = approvalOf(await refund(admin, o.order_no, '500.00')).approval_id;
    expect(await todo(approver)).toBe(2);
    expect(await todo(admin)).toBe(2);
    // The seed's notices are dated in its own world, after the pinned clock: the request's is found by its record.
    const told = (await bell(approver)).list.find((n) => n.resource === 'approval' && n.target === id)!;
    expect(told.title).toBe('Approval requested: refund');
    expect(told.description).toContain(`${id}`);
    expect(told.description).toContain('500.00 USD');
    expect((await bell(admin)).list.some((n) => n.description.includes(id))).toBe(false);
    // The list shows every pending request the approver may see, their own too; the maker finds theirs under "my
    // requests".
    const list = async (token: string, api: string) =>
      ((await call('GET', api, { token, query: { status: 0 } })).body.result as { total: number }).total;
    expect(await list(approver, APPROVALS)).toBe(4);
    expect(await list(admin, '/v1/admin/my-approvals')).toBe(2);
    // The order's own pending requests, whoever asks.
    const onOrder = await call('GET', APPROVALS, { token: admin, query: { target: o.order_no, status: 0 } });
    expect((onOrder.body.result as { list: { approval_id: string }[] }).list.map((r) => r.approval_id)).toEqual([id]);

    await approveAs(approver, id);
    expect(await todo(approver)).toBe(1);
    const decided = (await bell(admin)).list.filter((n) => n.resource === 'approval' && n.target === id);
    expect(decided.map((n) => n.title)).toEqual([`Request ${id} approved and applied`]);
  });

  it('refuses a decision to an operator without the approve code or the action’s code', async () => {
    const admin = await signIn(ADMIN);
    const o = paidUsd('600.00');
    const id = approvalOf(await refund(admin, o.order_no, '500.00')).approval_id;
    // The risk account holds neither the approvals page nor order:refund.
    const risk = await signIn(RISK);
    expect((await call('POST', `${APPROVALS}/${id}/reject`, { token: risk, body: { reason: 'x' } })).body.code).toBe(
      403,
    );
    expect(request(id).status).toBe(0);
  });
});

describe('dual control: the seed', () => {
  beforeEach(pinClock);

  it('seeds requests that apply when approved: the approver’s refund and fee change, the admin’s payout', async () => {
    const admin = await signIn(ADMIN);
    const approver = await signIn(APPROVER);
    const [refundReq, feeReq, payoutReq] = ['APR-000001', 'APR-000002', 'APR-000003'].map(request);
    expect((await approveAs(admin, refundReq.approval_id, ADMIN)).body.code).toBe(0);
    expect(db.refund.filter((r) => r.order_no === refundReq.target).map((r) => r.amount)).toEqual(['720.00']);
    expect((await approveAs(admin, feeReq.approval_id, ADMIN)).body.code).toBe(0);
    expect(db.feeConf.find((f) => f.fee_id === feeReq.target)!.percent_fee).toBe(feeReq.changes[0].after);
    expect((await approveAs(approver, payoutReq.approval_id)).body.code).toBe(0);
    expect(db.payout.find((p) => p.payout_id === payoutReq.target)!.status).toBe(1);
    // Each decided by the other operator: the admin cannot approve their own payout request.
    expect(payoutReq.maker).toBe(ADMIN.email);
  });
});
