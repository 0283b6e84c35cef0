import { db } from '../../mocks/db';
import { binSpan } from '../../mocks/seed/riskPages';
import { checkInput } from '../../src/console/validate';
import { ADMIN, RISK, T0, call, download, pinClock, signIn, dualControlOff, exportedRows } from './helpers';
import { resourceByKey } from '../../src/resources';

const blacklistHit = resourceByKey('blacklistHit')!;
const buyerMail = resourceByKey('buyerMail')!;
const cardLog = resourceByKey('cardLog')!;
const complaint = resourceByKey('complaint')!;
const ipLog = resourceByKey('ipLog')!;
const networkRule = resourceByKey('networkRule')!;
const riskRule = resourceByKey('riskRule')!;
const screenLog = resourceByKey('screenLog')!;

const AT = new Date(T0).toISOString();
const WRONG_STATUS = { code: 101014, message: 'Wrong status' };
const invalid = (field: string) => ({ code: 100400, message: `Invalid input: ${field}` });

type Page<T = Record<string, unknown>> = { list: T[]; total: number };
/** The rules in the order the engine checks them. */
const ruleIds = () => [...db.riskRule].sort((a, b) => a.priority - b.priority).map((r) => r.rule_id);
const CARD_MASK = /^\d{6}\*{6}\d{4}$/;

describe('risk pages: seed', () => {
  it('ties every hit, complaint, mail and lookup to a seeded order of the same merchant', () => {
    const orders = new Map(db.order.map((o) => [o.order_no, o]));
    const tables = [db.blacklistHit, db.complaint, db.cardLog, db.ipLog, db.screenLog];
    for (const rows of tables) {
      expect(rows.length).toBeGreaterThan(10);
      for (const r of rows) expect(orders.get(r.order_no)?.cust_id).toBe(r.cust_id);
    }
    for (const m of db.buyerMail) if (m.order_no) expect(orders.get(m.order_no)?.buyer_email).toBe(m.recipient);
  });

  it('stops only unpaid orders, on a value the entry held at the time', () => {
    const entries = new Map(db.blacklist.map((e) => [e.entry_id, e]));
    for (const h of db.blacklistHit) {
      const o = db.order.find((x) => x.order_no === h.order_no)!;
      const e = entries.get(h.entry_id)!;
      expect(o.pay_status).not.toBe(1);
      expect({ dimension: h.dimension, value: h.value }).toEqual({ dimension: e.dimension, value: e.value });
      expect(Date.parse(e.created_at)).toBeLessThanOrEqual(Date.parse(h.hit_at));
      if (e.expires_at) expect(Date.parse(e.expires_at)).toBeGreaterThan(Date.parse(h.hit_at));
      expect({ amount: h.amount, currency: h.currency }).toEqual({ amount: o.amount, currency: o.currency });
      if (h.dimension === 2) expect(h.value).toMatch(CARD_MASK);
    }
    expect(new Set(db.blacklistHit.map((h) => h.dimension)).size).toBeGreaterThan(1);
  });

  it('keeps the rules in order, the network ranges valid and apart, and each state consistent', () => {
    expect(db.riskRule.map((r) => r.priority).sort((a, b) => a - b)).toEqual(db.riskRule.map((_, i) => i + 1));
    expect(new Set(db.riskRule.map((r) => r.status))).toEqual(new Set([1, 2]));
    for (const r of db.riskRule) expect(r.status_reason === null).toBe(r.status === 1);

    const form = networkRule.create!.form;
    for (const r of db.networkRule) {
      for (const end of [r.bin_from, r.bin_to])
        expect(checkInput(form.bin_from, end, { values: { card_brand: r.card_brand } }).ok, end).toBe(true);
      const [lo, hi] = binSpan(r.bin_from, r.bin_to);
      expect(lo).toBeLessThanOrEqual(hi);
      const others = db.networkRule.filter((x) => x !== r && x.card_brand === r.card_brand && x.country === r.country);
      for (const x of others) {
        const [a, b] = binSpan(x.bin_from, x.bin_to);
        expect(a > hi || b < lo).toBe(true);
      }
    }

    for (const c of db.complaint) {
      expect(c.assignee === null).toBe(c.status === 0);
      expect(c.resolution !== null && c.resolved_at !== null).toBe(c.status === 2);
      expect(c.reply_count).toBe(c.replies.length);
    }
    expect(new Set(db.complaint.map((c) => c.status))).toEqual(new Set([0, 1, 2]));
    for (const m of db.buyerMail) {
      expect(m.sent_at !== null).toBe(m.status === 1);
      expect(m.error !== null).toBe(m.status === 2);
    }
    expect(new Set(db.buyerMail.map((m) => m.status))).toEqual(new Set([0, 1, 2]));
  });

  it('never holds a whole card number; lookups and decisions agree with their flags and scores', () => {
    const pan = /\d{12,19}/;
    for (const l of db.cardLog) {
      expect(l.card).toMatch(CARD_MASK);
      expect(JSON.stringify(l)).not.toMatch(pan);
      expect(l.country_mismatch).toBe(
        l.issuer_country === db.order.find((o) => o.order_no === l.order_no)!.country ? 0 : 1,
      );
    }
    for (const l of db.ipLog) expect(l.risk_score >= 60).toBe(l.proxy === 1);
    const band = { approve: [1, 39], review: [40, 74], decline: [75, 99] } as const;
    for (const s of db.screenLog) {
      const [lo, hi] = band[s.decision as keyof typeof band];
      expect(s.score).toBeGreaterThanOrEqual(lo);
      expect(s.score).toBeLessThanOrEqual(hi);
      if (s.decision === 'decline') expect(db.order.find((o) => o.order_no === s.order_no)!.pay_status).toBe(4);
    }
  });
});

describe('risk pages: lists and exports', () => {
  let token: string;
  const list = async (api: string, query: Record<string, string | number>) => {
    const answer = await call('GET', api, { token, query: { pageSize: 100, ...query } });
    expect(answer.body.code).toBe(0);
    return answer.body.result as Page;
  };

  beforeEach(async () => {
    pinClock();
    token = await signIn(ADMIN);
  });

  it('narrows each log by its filters', async () => {
    const email = db.blacklistHit.filter((h) => h.dimension === 1);
    const hits = await list(blacklistHit.api, { dimension: 1 });
    expect(hits.total).toBe(email.length);
    expect(hits.total).toBeLessThan(db.blacklistHit.length);
    const one = email[0];
    const narrowed = await list(blacklistHit.api, {
      merchant_name: one.merchant_name.slice(0, 5),
      hit_at_from: one.hit_at,
      hit_at_to: one.hit_at,
    });
    expect(narrowed.list.map((h) => h.hit_id)).toContain(one.hit_id);
    expect(narrowed.total).toBeLessThan(5);

    const card = db.cardLog[3];
    const cards = await list(cardLog.api, { card_bin: card.card_bin, card_last4: card.card_last4 });
    expect(cards.list.map((l) => l.log_id)).toEqual([card.log_id]);

    const proxied = await list(ipLog.api, { proxy: 1, risk_score_from: 60 });
    expect(proxied.total).toBe(db.ipLog.filter((l) => l.proxy === 1).length);
    for (const l of proxied.list) expect(l.risk_score).toBeGreaterThanOrEqual(60);

    const reasons = await list(screenLog.api, { reasons: 'ip_proxy', decision: 'decline,review' });
    expect(reasons.total).toBe(
      db.screenLog.filter((s) => s.reasons.includes('ip_proxy') && s.decision !== 'approve').length,
    );
    expect(reasons.total).toBeGreaterThan(0);
  });

  it('exports the filtered rows as CSV, a card as BIN + last 4', async () => {
    const cards = db.blacklistHit.filter((h) => h.dimension === 2);
    const csv = await download(`${blacklistHit.api}/export`, { token, query: { dimension: 2 } });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-disposition')).toMatch(/attachment; filename="blacklistHit-/);
    const records = exportedRows(blacklistHit, csv.text);
    expect(records.map((r) => r.hit_id).sort()).toEqual(cards.map((h) => h.hit_id).sort());
    for (const r of records) expect(r.value).toMatch(CARD_MASK);

    const sent = await download(`${buyerMail.api}/export`, { token, query: { status: 2 } });
    expect(
      exportedRows(buyerMail, sent.text)
        .map((r) => r.mail_id)
        .sort(),
    ).toEqual(
      db.buyerMail
        .filter((m) => m.status === 2)
        .map((m) => m.mail_id)
        .sort(),
    );
  });
});

describe('risk pages: actions', () => {
  let token: string;
  const post = (path: string, body: Record<string, unknown> = {}, as = token) =>
    call('POST', path, { token: as, body });

  beforeEach(async () => {
    // What the actions do; dual control over them is approvals.test.ts's.
    dualControlOff();
    pinClock();
    token = await signIn(ADMIN);
  });

  it('entry rules: a new rule is checked last; the form is checked; edit and enable/disable keep who, when and why', async () => {
    const NEW = { name: 'Gift card BIN', dimension: 'card', condition: 'card.bin in gift_card_bins', action: 'review' };
    const refusals: [Record<string, unknown>, string][] = [
      [{ ...NEW, name: ' ' }, 'name'],
      [{ ...NEW, dimension: 'phone' }, 'dimension'],
      [{ ...NEW, condition: 'x'.repeat(201) }, 'condition'],
      [{ ...NEW, action: 'allow' }, 'action'],
    ];
    for (const [body, field] of refusals)
      expect((await post(riskRule.api, body)).body, field).toMatchObject(invalid(field));
    const made = (await post(riskRule.api, NEW)).body.result as Record<string, unknown>;
    expect(made).toMatchObject({ ...NEW, priority: db.riskRule.length, status: 1, hits: 0, updated_by: ADMIN.email });
    expect(ruleIds().at(-1)).toBe(made.rule_id);

    const rule = db.riskRule.find((r) => r.status === 1)!;
    expect((await post(`${riskRule.api}/${rule.rule_id}/edit`, { ...NEW, action: 'reject' })).body.code).toBe(0);
    expect(rule).toMatchObject({ ...NEW, action: 'reject', updated_at: AT });

    expect((await post(`${riskRule.api}/${rule.rule_id}/disable`)).body).toMatchObject(invalid('reason'));
    expect((await post(`${riskRule.api}/${rule.rule_id}/disable`, { reason: 'False positives' })).body.code).toBe(0);
    expect(rule).toMatchObject({ status: 2, status_reason: 'False positives' });
    expect((await post(`${riskRule.api}/${rule.rule_id}/disable`, { reason: 'again' })).body).toMatchObject(
      WRONG_STATUS,
    );
    expect((await post(`${riskRule.api}/${rule.rule_id}/enable`, { reason: 'Tuned' })).body.code).toBe(0);
    expect((await post(`${riskRule.api}/${rule.rule_id}/enable`, { reason: 'Tuned' })).body).toMatchObject(
      WRONG_STATUS,
    );
    expect(db.oplog.map((e) => [e.action, e.reason ?? null, e.after.status ?? null])).toEqual([
      ['create', null, 1],
      ['edit', null, null],
      ['disable', 'False positives', 2],
      ['enable', 'Tuned', 1],
    ]);
  });

  it('entry rules: raise and lower swap with the neighbour; the first cannot rise nor the last sink (101014)', async () => {
    const [first, second, third] = ruleIds();
    const last = ruleIds().at(-1)!;
    expect((await post(`${riskRule.api}/${first}/raise`)).body).toMatchObject(WRONG_STATUS);
    expect((await post(`${riskRule.api}/${last}/lower`)).body).toMatchObject(WRONG_STATUS);
    expect(db.oplog).toHaveLength(0);

    expect((await post(`${riskRule.api}/${third}/raise`)).body.result).toMatchObject({ rule_id: third, priority: 2 });
    expect(ruleIds().slice(0, 3)).toEqual([first, third, second]);
    expect(db.oplog.map((e) => [e.target_id, e.before.priority, e.after.priority])).toEqual([
      [second, 2, 3],
      [third, 3, 2],
    ]);
    expect((await post(`${riskRule.api}/${first}/lower`)).body.code).toBe(0);
    expect(ruleIds().slice(0, 3)).toEqual([third, first, second]);

    // The list's default order is the engine's.
    const page = await call('GET', riskRule.api, { token, query: { pageSize: 3 } });
    expect((page.body.result as Page).list.map((r) => r.rule_id)).toEqual([third, first, second]);
  });

  it('network rules: both ends belong to the network, from ≤ to, no overlap in a country; edit may keep its own range', async () => {
    const NEW = {
      card_brand: 'mastercard',
      bin_from: '222100',
      bin_to: '22219999',
      country: 'JP',
      action: 'decline',
      three_ds: 0,
    };
    const taken = db.networkRule[0];
    const refusals: [Record<string, unknown>, string][] = [
      [{ ...NEW, bin_from: '411111' }, 'bin_from'],
      [{ ...NEW, bin_to: '52' }, 'bin_to'],
      [{ ...NEW, bin_from: '222100123' }, 'bin_from'],
      [{ ...NEW, card_brand: 'diners' }, 'card_brand'],
      [{ ...NEW, country: 'XX' }, 'country'],
      [{ ...NEW, action: 'allow' }, 'action'],
      [{ ...NEW, bin_from: '222200', bin_to: '222100' }, 'bin_to'],
      [{ ...taken, rule_id: undefined, bin_from: taken.bin_to, bin_to: taken.bin_to }, 'bin_from'],
    ];
    const count = db.networkRule.length;
    for (const [body, field] of refusals)
      expect((await post(networkRule.api, body)).body, field).toMatchObject(invalid(field));
    expect(db.networkRule).toHaveLength(count);

    const made = (await post(networkRule.api, NEW)).body.result as Record<string, unknown>;
    expect(made).toMatchObject({ ...NEW, status: 1, updated_by: ADMIN.email, updated_at: AT });
    // Another country is another rule; the same range again in Japan is not.
    expect((await post(networkRule.api, { ...NEW, country: 'KR' })).body.code).toBe(0);
    expect((await post(networkRule.api, { ...NEW, bin_from: '222190', bin_to: '222199' })).body).toMatchObject(
      invalid('bin_from'),
    );
    expect(
      (await post(`${networkRule.api}/${String(made.rule_id)}/edit`, { ...NEW, action: 'review', three_ds: 1 })).body
        .code,
    ).toBe(0);
    expect(db.networkRule.find((r) => r.rule_id === made.rule_id)).toMatchObject({ action: 'review', three_ds: 1 });

    const on = db.networkRule.find((r) => r.status === 1)!;
    expect((await post(`${networkRule.api}/${on.rule_id}/disable`, { reason: 'Issuer outage' })).body.code).toBe(0);
    expect((await post(`${networkRule.api}/${on.rule_id}/disable`, { reason: 'again' })).body).toMatchObject(
      WRONG_STATUS,
    );
    expect((await post(`${networkRule.api}/${on.rule_id}/enable`)).body.code).toBe(0);
    expect(on).toMatchObject({ status: 1, status_reason: null });
  });

  it('complaints: assign and reply take an open one; a reply is threaded and mailed; resolved is final (101014)', async () => {
    const c = db.complaint.find((x) => x.status === 0)!;
    const path = (action: string) => `${complaint.api}/${c.complaint_id}/${action}`;
    expect((await post(path('assign'), { assignee: 'nobody@payops.test' })).body).toMatchObject(invalid('assignee'));
    db.admin.find((a) => a.email === 'new@payops.test')!.status = 'disabled';
    expect((await post(path('assign'), { assignee: 'new@payops.test' })).body).toMatchObject(invalid('assignee'));
    expect((await post(path('assign'), { assignee: RISK.email })).body.code).toBe(0);
    expect(c).toMatchObject({ status: 1, assignee: RISK.email, updated_at: AT });
    // Reassigning one in progress is allowed.
    expect((await post(path('assign'), { assignee: ADMIN.email })).body.code).toBe(0);

    const mails = db.buyerMail.length;
    expect((await post(path('reply'), { message: '  ' })).body).toMatchObject(invalid('message'));
    const replied = await post(path('reply'), { message: 'We have asked the merchant for tracking.' });
    expect(replied.body.result).toMatchObject({ reply_count: 1, last_reply_at: AT });
    expect((replied.body.result as { replies: unknown[] }).replies).toEqual([
      {
        at: AT,
        type: 'complaint_reply',
        detail: `${ADMIN.email}: We have asked the merchant for tracking.`,
        by: ADMIN.email,
      },
    ]);
    expect(db.buyerMail).toHaveLength(mails + 1);
    expect(db.buyerMail.at(-1)).toMatchObject({
      template: 'complaint_reply',
      recipient: c.buyer_email,
      order_no: c.order_no,
      status: 1,
      created_by: ADMIN.email,
    });

    expect((await post(path('resolve'), {})).body).toMatchObject(invalid('resolution'));
    expect((await post(path('resolve'), { resolution: 'Refunded by the merchant.' })).body.code).toBe(0);
    expect(c).toMatchObject({ status: 2, resolution: 'Refunded by the merchant.', resolved_at: AT });
    for (const [action, body] of [
      ['resolve', { resolution: 'again' }],
      ['reply', { message: 'late' }],
      ['assign', { assignee: RISK.email }],
    ] as const)
      expect((await post(path(action), body)).body, action).toMatchObject(WRONG_STATUS);
    expect(c.replies).toHaveLength(1);
    expect(db.oplog.map((e) => e.action)).toEqual(['assign', 'assign', 'reply', 'resolve']);
  });

  it('buyer mails: sent from a template, failing on a domain that cannot exist; resend only a failed one', async () => {
    const order = db.order[5];
    const sent = await post(buyerMail.api, {
      template: 'refund_notice',
      recipient: 'ana@example.com',
      order_no: order.order_no,
    });
    expect(sent.body.result).toMatchObject({
      template: 'refund_notice',
      recipient: 'ana@example.com',
      order_no: order.order_no,
      merchant_name: order.merchant_name,
      subject: `Your refund for order ${order.order_no} is on its way`,
      status: 1,
      attempts: 1,
      sent_at: AT,
      created_by: ADMIN.email,
    });
    for (const [body, field] of [
      [{ template: 'refund_notice', recipient: 'ana@' }, 'recipient'],
      [{ template: 'welcome', recipient: 'ana@example.com' }, 'template'],
      [{ template: 'refund_notice', recipient: 'ana@example.com', order_no: 'PO0000000' }, 'order_no'],
      [{ template: 'refund_notice', recipient: 'ana@example.com', order_no: 'order 5' }, 'order_no'],
    ] as const)
      expect((await post(buyerMail.api, body)).body, field).toMatchObject(invalid(field));

    const bounced = (await post(buyerMail.api, { template: 'shipping_update', recipient: 'ana@example.invalid' })).body
      .result as Record<string, unknown>;
    expect(bounced).toMatchObject({
      status: 2,
      attempts: 1,
      sent_at: null,
      order_no: null,
      subject: 'Your order has shipped',
    });
    expect(bounced.error).toMatch(/^550 /);

    const resend = (id: unknown, recipient: string) => post(`${buyerMail.api}/${String(id)}/resend`, { recipient });
    expect((await resend((sent.body.result as { mail_id: string }).mail_id, 'ana@example.com')).body).toMatchObject(
      WRONG_STATUS,
    );
    expect((await resend(bounced.mail_id, 'ana@example.invalid')).body.result).toMatchObject({
      status: 2,
      attempts: 2,
    });
    expect((await resend(bounced.mail_id, 'ana@example.com')).body.result).toMatchObject({
      status: 1,
      attempts: 3,
      recipient: 'ana@example.com',
      error: null,
      sent_at: AT,
    });
    expect((await resend(bounced.mail_id, 'ana@example.com')).body).toMatchObject(WRONG_STATUS);
  });

  it('refuses a button the role lacks, and the pages to an account without them', async () => {
    const risk = db.role.find((r) => r.id === 'role-risk')!;
    expect(risk.codes).toEqual(expect.arrayContaining(['complaint:resolve', 'riskRule:reorder', 'buyerMail:send']));
    risk.codes = risk.codes.filter((c) => !['complaint:resolve', 'riskRule:reorder', 'buyerMail:send'].includes(c));
    const riskToken = await signIn(RISK);
    const open = db.complaint.find((c) => c.status === 0)!;
    const denied = { code: 403 };
    expect(
      (await post(`${complaint.api}/${open.complaint_id}/resolve`, { resolution: 'x' }, riskToken)).body,
    ).toMatchObject(denied);
    expect((await post(`${riskRule.api}/${ruleIds()[1]}/raise`, {}, riskToken)).body).toMatchObject(denied);
    expect(
      (await post(buyerMail.api, { template: 'refund_notice', recipient: 'a@example.com' }, riskToken)).body,
    ).toMatchObject(denied);
    expect(open.status).toBe(0);
    // The codes it still holds work.
    expect((await post(`${complaint.api}/${open.complaint_id}/reply`, { message: 'On it' }, riskToken)).body.code).toBe(
      0,
    );

    // The assignee is picked among the admin accounts, a page the risk role lacks: holding complaint:assign opens
    // that list (to pick from), not its actions, and not to a role without the code.
    expect(risk.pages).not.toContain('/settingMag/adminSetting');
    const admins = await call('GET', '/v1/admin/admins', { token: riskToken, query: { pageSize: 50 } });
    expect(admins.body.code).toBe(0);
    const picked = (admins.body.result as { list: Record<string, unknown>[] }).list;
    expect(picked.map((a) => a.email)).toContain(RISK.email);
    // Only what the picker shows: no roles, last login or state of the accounts beyond the filter.
    expect(Object.keys(picked[0]).sort()).toEqual(['email', 'id', 'name', 'status']);
    risk.codes = risk.codes.filter((c) => c !== 'complaint:assign');
    expect((await call('GET', '/v1/admin/admins', { token: riskToken })).body).toMatchObject(denied);

    // The super role without the risk pages: the lists are refused too.
    const superRole = db.role.find((r) => r.id === 'role-super')!;
    superRole.pages = superRole.pages.filter((p) => !p.startsWith('/risk/'));
    for (const def of [riskRule, blacklistHit, networkRule, complaint, buyerMail, cardLog, ipLog, screenLog])
      expect((await call('GET', def.api, { token })).body, def.key).toMatchObject(denied);
  });
});
