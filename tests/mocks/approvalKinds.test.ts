import { advanceClock, db } from '../../mocks/db';
import { ADMIN, APPROVER, approveAs, call, pinClock, RISK, signIn, type Answer } from './helpers';

const HOUR = 3_600_000;

/**
 * One controlled action per kind of dual control (DOMAIN.md "Dual control"): what to call, on which record, and how
 * to see that it happened. `spoil` changes the record behind the request so that applying it no longer holds.
 */
interface Kind {
  kind: string;
  path: () => string;
  body: () => Record<string, unknown>;
  /** The record's state that the change moves (read before and after). */
  state: () => unknown;
  spoil?: () => void;
}

const usdBalance = () => db.balance.find((b) => b.currency === 'USD')!;
const bigPayout = () => db.payout.find((p) => p.status === 0 && p.currency === 'USD' && Number(p.amount) > 5000)!;
const openBatch = () => db.settlement.find((s) => s.status === 0)!;
const limit = () => db.paymentLimit.find((l) => l.status === 1)!;
const margin = () => db.currencyMargin.find((m) => m.status === 1)!;
const config = () => db.channelConfig.find((c) => c.status === 1)!;
const rule = () => db.riskRule.find((r) => r.status === 1)!;
const entry = () => db.blacklist[db.blacklist.length - 1];
const risk = () => db.admin.find((a) => a.email === RISK.email)!;
const riskRole = () => db.role.find((r) => r.id === 'role-risk')!;

const KINDS: Kind[] = [
  {
    kind: 'adjustment',
    path: () => `/v1/admin/balances/${usdBalance().balance_id}/adjust`,
    body: () => ({ direction: 'credit', amount: '10.00', reason: 'Fee correction' }),
    state: () => usdBalance().available,
  },
  {
    kind: 'payout',
    path: () => `/v1/admin/payouts/${bigPayout().payout_id}/approve`,
    body: () => ({}),
    state: () => db.payout.find((p) => p.payout_id === KEYS.payout)!.status,
    spoil: () => (db.payout.find((p) => p.payout_id === KEYS.payout)!.status = 4),
  },
  {
    kind: 'settlement',
    path: () => `/v1/admin/settlements/${openBatch().batch_no}/settle`,
    body: () => ({}),
    state: () => db.settlement.find((s) => s.batch_no === KEYS.settlement)!.status,
    spoil: () => (db.settlement.find((s) => s.batch_no === KEYS.settlement)!.status = 2),
  },
  {
    kind: 'limit',
    path: () => `/v1/admin/payment-limits/${limit().limit_id}/disable`,
    body: () => ({}),
    state: () => db.paymentLimit.find((l) => l.limit_id === KEYS.limit)!.status,
    spoil: () => (db.paymentLimit.find((l) => l.limit_id === KEYS.limit)!.status = 2),
  },
  {
    kind: 'markup',
    path: () => `/v1/admin/currency-margins/${margin().margin_id}/edit`,
    body: () => ({ markup_bps: margin().markup_bps + 5 }),
    state: () => db.currencyMargin.find((m) => m.margin_id === KEYS.markup)!.markup_bps,
  },
  {
    kind: 'routing',
    path: () => `/v1/admin/channel-configs/${config().config_id}/disable`,
    body: () => ({ reason: 'Channel under maintenance' }),
    state: () => db.channelConfig.find((c) => c.config_id === KEYS.routing)!.status,
    spoil: () => (db.channelConfig.find((c) => c.config_id === KEYS.routing)!.status = 2),
  },
  {
    kind: 'riskRule',
    path: () => `/v1/admin/risk-rules/${rule().rule_id}/disable`,
    body: () => ({ reason: 'Too many false positives' }),
    state: () => db.riskRule.find((r) => r.rule_id === KEYS.riskRule)!.status,
    spoil: () => (db.riskRule.find((r) => r.rule_id === KEYS.riskRule)!.status = 2),
  },
  {
    kind: 'blacklistRemoval',
    path: () => `/v1/admin/blacklist/${entry().entry_id}/remove`,
    body: () => ({}),
    state: () => db.blacklist.some((b) => b.entry_id === KEYS.blacklistRemoval),
    spoil: () =>
      db.blacklist.splice(
        db.blacklist.findIndex((b) => b.entry_id === KEYS.blacklistRemoval),
        1,
      ),
  },
  {
    kind: 'adminRoles',
    path: () => `/v1/admin/admins/${risk().id}/edit`,
    body: () => ({ name: risk().name, user_type: risk().user_type, role_ids: ['role-risk', 'role-super'] }),
    state: () => [...risk().role_ids],
  },
  {
    kind: 'adminPassword',
    path: () => `/v1/admin/admins/${risk().id}/resetPassword`,
    body: () => ({}),
    state: () => risk().password,
  },
  {
    kind: 'adminAuthenticator',
    path: () => `/v1/admin/admins/${risk().id}/resetAuthenticator`,
    body: () => ({}),
    state: () => risk().google_secret,
    spoil: () => (risk().google_secret = null),
  },
  {
    kind: 'rolePermissions',
    path: () => `/v1/admin/roles/${riskRole().id}/edit`,
    body: () => ({
      name: riskRole().name,
      description: riskRole().description,
      permissions: [...riskRole().pages, ...riskRole().codes, '/order/orderMag'],
    }),
    state: () => [...riskRole().pages],
  },
];

/** The record each kind acts on, kept from the moment its request was made. */
const KEYS: Record<string, string> = {};

const approvalOf = (answer: Answer) => (answer.body.result as { approval?: { approval_id: string } }).approval;
const request = (id: string) => db.approval.find((a) => a.approval_id === id)!;

async function ask(kind: Kind, token: string) {
  KEYS.payout = bigPayout()?.payout_id;
  KEYS.settlement = openBatch()?.batch_no;
  KEYS.limit = limit()?.limit_id;
  KEYS.markup = margin()?.margin_id;
  KEYS.routing = config()?.config_id;
  KEYS.riskRule = rule()?.rule_id;
  KEYS.blacklistRemoval = entry()?.entry_id;
  const answer = await call('POST', kind.path(), { token, body: kind.body() });
  const made = approvalOf(answer);
  expect(made, JSON.stringify(answer.body)).toMatchObject({ kind: kind.kind, status: 0 });
  return made!.approval_id;
}

describe.each(KINDS)('dual control of $kind', (kind) => {
  beforeEach(pinClock);

  it('makes a request, the record unchanged; its maker cannot approve it; approved, it applies', async () => {
    const admin = await signIn(ADMIN);
    const before = kind.state();
    const id = await ask(kind, admin);
    expect(kind.state()).toEqual(before);
    expect(request(id).maker).toBe(ADMIN.email);
    expect((await approveAs(admin, id, ADMIN)).body.code).toBe(101030);
    expect(kind.state()).toEqual(before);

    const approver = await signIn(APPROVER);
    const approved = await approveAs(approver, id);
    expect(approved.body.code, JSON.stringify(approved.body)).toBe(0);
    expect(request(id)).toMatchObject({ status: 1, decided_by: APPROVER.email });
    expect(kind.state()).not.toEqual(before);
    const log = db.oplog.filter((e) => e.target_id === id).map((e) => [e.action, e.operator_email]);
    expect(log[0]).toEqual(['request', ADMIN.email]);
    expect(log.at(-1)![1]).toBe(APPROVER.email);
  });

  it('rejected, or expired after 24 hours, it changes nothing', async () => {
    const admin = await signIn(ADMIN);
    const approver = await signIn(APPROVER);
    const before = kind.state();
    const rejected = await ask(kind, admin);
    const no = await call('POST', `/v1/admin/approvals/${rejected}/reject`, {
      token: approver,
      body: { reason: 'Not agreed' },
    });
    expect(no.body.code).toBe(0);
    expect(request(rejected).status).toBe(2);

    const expiring = await ask(kind, admin);
    advanceClock(24 * HOUR + 1000);
    // A new session: the day ended the earlier ones.
    expect((await approveAs(await signIn(APPROVER), expiring)).body.code).toBe(101032);
    expect(request(expiring).status).toBe(3);
    expect(kind.state()).toEqual(before);
  });

  if (kind.spoil)
    it('fails when the record no longer allows the change at approval, with the reason', async () => {
      const admin = await signIn(ADMIN);
      const id = await ask(kind, admin);
      kind.spoil!();
      const approver = await signIn(APPROVER);
      const answer = await approveAs(approver, id);
      expect(answer.body.code).toBe(101036);
      expect(request(id).status).toBe(5);
      expect(request(id).failure).toBeTruthy();
    });
});

describe('dual control: pending debits', () => {
  beforeEach(pinClock);

  it('never take a balance below zero together; more than the balance is refused before any request', async () => {
    const admin = await signIn(ADMIN);
    const balance = db.balance.find((b) => b.currency === 'USD' && Number(b.available) >= 100)!;
    const path = `/v1/admin/balances/${balance.balance_id}/adjust`;
    const debit = (amount: string) =>
      call('POST', path, { token: admin, body: { direction: 'debit', amount, reason: 'Correction' } });
    const over = (Number(balance.available) + 0.01).toFixed(2);
    expect((await debit(over)).body).toMatchObject({ code: 100400, message: 'Invalid input: amount' });
    const sixty = ((Number(balance.available) * 0.6) | 0).toFixed(2);
    expect(approvalOf(await debit(sixty))).toBeTruthy();
    // A second 60 % would take it below zero with the first: refused while the first is pending.
    expect((await debit(sixty)).body.code).toBe(101033);
    // A credit is never held back.
    const credit = await call('POST', path, {
      token: admin,
      body: { direction: 'credit', amount: '1.00', reason: 'x' },
    });
    expect(approvalOf(credit)).toBeTruthy();
  });
});
