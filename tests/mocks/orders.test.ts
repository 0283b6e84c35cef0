import { advanceClock, db } from '../../mocks/db';
import { REFUND_SETTLE_MS } from '../../mocks/resources/refund';
import { ADMIN, RISK, T0, call, Multipart, pinClock, refundableOrder, signIn } from './helpers';

const ORDERS = '/v1/admin/orders';
const DISPUTES = '/v1/admin/disputes';
const ALERTS = '/v1/admin/fraud-alerts';
const BLACKLIST = '/v1/admin/blacklist';
const HOUR = 3_600_000;

const order = (no: string) => db.order.find((o) => o.order_no === no)!;
/** A paid order in `currency`, nothing refunded, funds not frozen. */
const paidOrder = (currency: string) => refundableOrder({ currency });
const refund = (token: string, no: string, amount: unknown, reason: unknown = 'Customer request') =>
  call('POST', `${ORDERS}/${no}/refund`, { token, body: { refund_amount: amount, reason } });

describe('orders: refunds', () => {
  beforeEach(pinClock);

  it('refuses zero, negative, too many decimals for the currency and more than refundable; takes an exact partial refund', async () => {
    const token = await signIn(ADMIN);
    const usd = paidOrder('USD');
    for (const bad of ['0', '0.00', '-1', '1.001', 'abc', '1e2', String(Number(usd.amount) + 0.01)]) {
      const answer = await refund(token, usd.order_no, bad);
      expect(answer.body.code, bad).toBe(100400);
    }
    expect((await refund(token, usd.order_no, '1.00', '  ')).body.code).toBe(100400);
    const jpy = paidOrder('JPY');
    expect((await refund(token, jpy.order_no, '1.5')).body.code).toBe(100400);
    const kwd = paidOrder('KWD');
    expect((await refund(token, kwd.order_no, '0.0001')).body.code).toBe(100400);
    expect(db.refund.filter((r) => [usd, jpy, kwd].some((o) => o.order_no === r.order_no))).toEqual([]);

    // KWD has three decimals: 0.001 is its smallest amount, refunded exactly.
    const ok = await refund(token, kwd.order_no, '0.001');
    expect(ok.body.code).toBe(0);
    expect(ok.body.result).toMatchObject({ refund_status: 3 });
    expect(order(kwd.order_no).events.at(-1)).toMatchObject({ type: 'refund_requested', detail: '0.001 KWD' });
  });

  it('runs 0 → 3 → 1 by itself, adds up exactly, then allows only what is left', async () => {
    const token = await signIn(ADMIN);
    const o = refundableOrder({ least: '2.00' });
    const cents = (text: string) => BigInt(text.replace('.', ''));
    const text = (c: bigint) => `${c / 100n}.${String(c % 100n).padStart(2, '0')}`;
    const first = text(cents(o.amount) - 100n);
    expect((await refund(token, o.order_no, first)).body.code).toBe(0);
    // In flight: nothing more may be refunded until the processor answers.
    expect((await refund(token, o.order_no, '0.10')).body.code).toBe(101014);
    advanceClock(REFUND_SETTLE_MS);
    const settled = await call('GET', `${ORDERS}/${o.order_no}`, { token });
    expect(settled.body.result).toMatchObject({ refund_status: 1, refunded_amount: first, refundable: '1.00' });
    expect((await refund(token, o.order_no, '1.01')).body.code).toBe(100400);
    // 0.10 then 0.20: the total must be exact (0.1 + 0.2 is 0.30000000000000004 in floating point).
    expect((await refund(token, o.order_no, '0.10')).body.code).toBe(0);
    advanceClock(REFUND_SETTLE_MS);
    expect((await refund(token, o.order_no, '0.20')).body.code).toBe(0);
    advanceClock(REFUND_SETTLE_MS);
    const after = (await call('GET', `${ORDERS}/${o.order_no}`, { token })).body.result as Record<string, unknown>;
    expect(after).toMatchObject({ refunded_amount: text(cents(o.amount) - 70n), refundable: '0.70', refund_status: 1 });
    const refunds = (await call('GET', '/v1/admin/refunds', { token, query: { order_no: o.order_no } })).body
      .result as { list: { status: number; amount: string }[] };
    expect(refunds.list.map((r) => [r.amount, r.status])).toEqual([
      ['0.20', 1],
      ['0.10', 1],
      [first, 1],
    ]);
    expect(o.events.filter((e) => e.type === 'refunded')).toHaveLength(3);
  });

  it('a card the processor refuses ends failed (2), and the amount is refundable again', async () => {
    const token = await signIn(ADMIN);
    const o = paidOrder('EUR');
    o.card_last4 = '0002';
    expect((await refund(token, o.order_no, o.amount)).body.code).toBe(0);
    advanceClock(REFUND_SETTLE_MS);
    const answer = await call('GET', `${ORDERS}/${o.order_no}`, { token });
    expect(answer.body.result).toMatchObject({ refund_status: 2, refunded_amount: '0.00', refundable: o.amount });
  });

  it('frozen funds cannot be refunded; freeze and unfreeze follow the freeze status; unpaid orders are refused', async () => {
    const token = await signIn(ADMIN);
    const o = paidOrder('GBP');
    expect((await call('POST', `${ORDERS}/${o.order_no}/freeze`, { token, body: {} })).body.code).toBe(100400);
    const frozen = await call('POST', `${ORDERS}/${o.order_no}/freeze`, { token, body: { reason: 'AML check' } });
    expect(frozen.body.result).toMatchObject({ freeze_status: 0 });
    expect((await call('POST', `${ORDERS}/${o.order_no}/freeze`, { token, body: { reason: 'again' } })).body.code).toBe(
      101014,
    );
    expect((await refund(token, o.order_no, '1.00')).body.code).toBe(101014);
    const thawed = await call('POST', `${ORDERS}/${o.order_no}/unfreeze`, { token, body: { reason: 'Cleared' } });
    expect(thawed.body.result).toMatchObject({ freeze_status: 1 });
    expect(o.events.slice(-2).map((e) => e.type)).toEqual(['frozen', 'unfrozen']);
    const unpaid = db.order.find((x) => x.pay_status === 4)!;
    expect((await refund(token, unpaid.order_no, '1.00')).body.code).not.toBe(0);
  });

  it('searches by order no., merchant order no., email, card BIN and last 4, IP and a created-at range', async () => {
    const token = await signIn(ADMIN);
    const o = db.order.find((x) => x.card_bin)!;
    const queries: Record<string, string>[] = [
      { order_no: o.order_no },
      { merchant_order_no: o.merchant_order_no },
      { buyer_email: o.buyer_email.toUpperCase() },
      { card_bin: o.card_bin!, card_last4: o.card_last4! },
      { ip: o.ip },
      { created_at_from: o.created_at, created_at_to: o.created_at },
    ];
    for (const query of queries) {
      const page = (await call('GET', ORDERS, { token, query: { ...query, pageSize: 100 } })).body.result as {
        list: { order_no: string }[];
      };
      expect(
        page.list.map((r) => r.order_no),
        JSON.stringify(query),
      ).toContain(o.order_no);
      expect(page.list.length).toBeLessThan(db.order.length);
    }
  });

  it('the risk account has no order page: its calls are refused', async () => {
    const token = await signIn(RISK);
    expect((await call('GET', ORDERS, { token })).body.code).toBe(403);
    expect((await refund(token, paidOrder('USD').order_no, '1.00')).body.code).toBe(403);
  });
});

const PDF = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x34, 0x0a]);
const upload = (token: string, name: string, bytes: Uint8Array | string, type = 'application/pdf') =>
  call('POST', '/v1/admin/uploads', { token, body: new Multipart(name, bytes, type) });

describe('disputes: evidence before the due date', () => {
  beforeEach(pinClock);

  const open = (minHours: number, maxHours: number) =>
    db.dispute.find((d) => {
      const due = Math.floor(T0 / 86_400_000) * 86_400_000 + d.due_offset_h * HOUR;
      return [1, 10].includes(d.status) && due - T0 > minHours * HOUR && due - T0 < maxHours * HOUR;
    })!;

  it('the "due within 72 h" filter holds exactly the open cases due in the next 72 hours', async () => {
    const token = await signIn(ADMIN);
    const page = (await call('GET', DISPUTES, { token, query: { due_soon: 1, pageSize: 100 } })).body.result as {
      list: { status: number; evidence_due_at: string }[];
      total: number;
    };
    expect(page.total).toBeGreaterThan(0);
    for (const d of page.list) {
      const left = Date.parse(d.evidence_due_at) - T0;
      expect([1, 10]).toContain(d.status);
      expect(left).toBeGreaterThan(0);
      expect(left).toBeLessThanOrEqual(72 * HOUR);
    }
  });

  it('uploads only PDF, PNG or JPEG by content, not empty, at most 5 MB', async () => {
    const token = await signIn(ADMIN);
    expect((await upload(token, 'evil.pdf', 'MZ this is an executable')).body.code).toBe(100400);
    expect((await upload(token, 'empty.pdf', new Uint8Array())).body.code).toBe(100400);
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(PDF);
    expect((await upload(token, 'big.pdf', big)).body.code).toBe(100400);
    const ok = await upload(token, 'receipt.pdf', PDF);
    expect(ok.body.result).toMatchObject({ name: 'receipt.pdf', mime: 'application/pdf', size: PDF.length });
  });

  it('takes uploads only from an operator who may submit evidence (the one action that takes files)', async () => {
    const risk = db.admin.find((a) => a.email === RISK.email)!;
    expect(db.role.some((r) => risk.role_ids.includes(r.id) && r.codes.includes('dispute:submitEvidence'))).toBe(false);
    expect((await upload(await signIn(RISK), 'receipt.pdf', PDF)).body.code).toBe(403);
    expect(db.uploads).toHaveLength(0);
    expect((await upload(await signIn(ADMIN), 'receipt.pdf', PDF)).body.code).toBe(0);
  });

  it('takes evidence with files before the due date; refuses after it (101014) and files that were never uploaded', async () => {
    const token = await signIn(ADMIN);
    const d = open(2, 200);
    const file = (await upload(token, 'tracking.pdf', PDF)).body.result as { file_id: string };
    const path = `${DISPUTES}/${d.case_id}/submitEvidence`;
    const unknown = await call('POST', path, { token, body: { shipping_text: 'x', shipping_files: ['F999999'] } });
    expect(unknown.body.code).toBe(100400);
    const ok = await call('POST', path, {
      token,
      body: { shipping_text: 'Delivered, signed by the buyer.', shipping_files: [file.file_id] },
    });
    expect(ok.body.result).toMatchObject({
      status: 9,
      shipping_text: 'Delivered, signed by the buyer.',
      shipping_files: [{ file_id: file.file_id, name: 'tracking.pdf' }],
      submitted_by: ADMIN.email,
    });
    expect(order(d.order_no).dispute_status).toBe(9);
    expect((await call('POST', path, { token, body: { shipping_text: 'again' } })).body.code).toBe(101014);

    // Another open case whose due date passed an hour ago.
    const late = open(2, 1000);
    late.due_offset_h = Math.floor((T0 % 86_400_000) / HOUR) - 1;
    const refused = await call('POST', `${DISPUTES}/${late.case_id}/submitEvidence`, {
      token,
      body: { shipping_text: 'Too late' },
    });
    expect(refused.body).toMatchObject({ code: 101014, message: 'The evidence due date has passed' });
    expect(late.status).not.toBe(9);
  });

  it('accepting gives the case up once; a closed case refuses both actions', async () => {
    const token = await signIn(ADMIN);
    const d = open(2, 500);
    expect((await call('POST', `${DISPUTES}/${d.case_id}/accept`, { token, body: {} })).body.result).toMatchObject({
      status: 6,
      closed_by: ADMIN.email,
    });
    expect((await call('POST', `${DISPUTES}/${d.case_id}/accept`, { token, body: {} })).body.code).toBe(101014);
    const closed = db.dispute.find((x) => x.status === 3)!;
    expect(
      (await call('POST', `${DISPUTES}/${closed.case_id}/submitEvidence`, { token, body: { shipping_text: 'x' } })).body
        .code,
    ).toBe(101014);
  });
});

describe('fraud alerts', () => {
  beforeEach(pinClock);

  it('510 refunds what is left of the order; another result only records; handled twice is refused', async () => {
    const token = await signIn(ADMIN);
    const [a, b] = db.fraudAlert.filter((x) => {
      const o = order(x.order_no);
      return x.status === 0 && o.refund_status === 0 && o.freeze_status !== 0;
    });
    const handled = await call('POST', `${ALERTS}/${a.alert_id}/handle`, {
      token,
      body: { result: 510, note: 'Refunded' },
    });
    expect(handled.body.result).toMatchObject({ status: 1, result: 510, handled_by: ADMIN.email });
    const refunds = db.refund.filter((r) => r.order_no === a.order_no);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ amount: order(a.order_no).amount, status: 3 });
    expect((await call('POST', `${ALERTS}/${a.alert_id}/handle`, { token, body: { result: 520 } })).body.code).toBe(
      101014,
    );
    const other = await call('POST', `${ALERTS}/${b.alert_id}/handle`, { token, body: { result: 521 } });
    expect(other.body.result).toMatchObject({ result: 521 });
    expect(db.refund.filter((r) => r.order_no === b.order_no)).toHaveLength(0);
    expect((await call('POST', `${ALERTS}/${b.alert_id}/handle`, { token, body: { result: 509 } })).body.code).toBe(
      100400,
    );
  });

  it('510 on an order with nothing left to refund is refused and changes nothing', async () => {
    const token = await signIn(ADMIN);
    const alert = db.fraudAlert.find((x) => x.status === 0)!;
    const o = order(alert.order_no);
    o.refunded_amount = o.amount;
    const answer = await call('POST', `${ALERTS}/${alert.alert_id}/handle`, { token, body: { result: 510 } });
    expect(answer.body).toMatchObject({ code: 101014, message: 'Nothing left to refund on this order' });
    expect(alert.status).toBe(0);
  });
});

describe('blacklist', () => {
  beforeEach(pinClock);
  const add = (token: string, body: Record<string, unknown>) =>
    call('POST', BLACKLIST, { token, body: { reason: 'Confirmed fraud', ...body } });

  it('checks each value by its dimension; keeps a card masked; refuses a live duplicate and a past expiry', async () => {
    const token = await signIn(ADMIN);
    for (const [dimension, value] of [
      [0, '999.1.1.1'],
      [1, 'not-an-email'],
      [2, '4111 1111 1111 1112'],
      [2, '4111'],
      [4, 'XX'],
      [4, 'usa'],
    ] as const)
      expect((await add(token, { dimension, value })).body.code, `${dimension} ${value}`).toBe(100400);

    const card = await add(token, { dimension: 2, value: '4111-1111-1111-1111' });
    expect(card.body.result).toMatchObject({ dimension: 2, value: '411111******1111', expired: 0 });
    expect(JSON.stringify(card.body)).not.toContain('4111111111111111');
    expect(JSON.stringify(db.blacklist)).not.toContain('4111111111111111');
    // The duplicate names the input it is about, for the form to say it there.
    expect((await add(token, { dimension: 2, value: '4111 1111 1111 1111' })).body).toMatchObject({
      code: 100409,
      message: 'Already on the list: value',
    });
    expect((await add(token, { dimension: 0, value: '2001:db8::1' })).body.code).toBe(0);
    expect((await add(token, { dimension: 1, value: 'Fraud@Example.com' })).body.result).toMatchObject({
      value: 'fraud@example.com',
    });
    expect((await add(token, { dimension: 4, value: 'RU', expires_at: '2026-03-09' })).body.code).toBe(100400);
    expect((await add(token, { dimension: 4, value: 'RU', expires_at: '2026-04-30' })).body.result).toMatchObject({
      expires_at: '2026-04-30T23:59:59.999Z',
    });
  });

  it('imports a mixed file line by line: accepted, bad cards, bad IPs, duplicates; 101025 with the per-line result', async () => {
    const token = await signIn(ADMIN);
    const existing = db.blacklist.find((e) => e.dimension === 1 && !e.expires_at)!;
    const csv = [
      'dimension,value,reason,expires_at',
      '0,198.51.100.7,Bot traffic,',
      '2,5555 5555 5555 4444,Stolen card,2026-12-31',
      '2,5555 5555 5555 4445,Bad Luhn,',
      '0,300.1.1.1,Bad IP,',
      `1,${existing.value},Already there,`,
      '0,198.51.100.7,Twice in the file,',
      '4,BY,Sanctions,',
    ].join('\r\n');
    const answer = await call('POST', `${BLACKLIST}/import`, { token, body: new Multipart('list.csv', csv) });
    expect(answer.body.code).toBe(101025);
    const result = answer.body.result as {
      total: number;
      accepted: number;
      rejected: number;
      rows: { line: number; ok: boolean; message?: string }[];
    };
    expect(result).toMatchObject({ total: 7, accepted: 3, rejected: 4 });
    expect(result.rows.map((r) => [r.line, r.ok])).toEqual([
      [2, true],
      [3, true],
      [4, false],
      [5, false],
      [6, false],
      [7, false],
      [8, true],
    ]);
    expect(result.rows[2].message).toBe('Invalid input: value');
    expect(result.rows[4]).toMatchObject({ code: 100409, message: 'Already on the list: value' });
    expect(db.blacklist.filter((e) => e.source === 'import').map((e) => e.value)).toEqual([
      '198.51.100.7',
      '555555******4444',
      'BY',
    ]);
  });

  it('takes a dimension by its name in Chinese or English (case, width and spaces ignored) as well as its code', async () => {
    const token = await signIn(ADMIN);
    const csv = [
      'dimension,value,reason,expires_at',
      '邮箱,names.zh@example.test,By Chinese name,',
      ' e-MAIL ,nobody@example.test,Not a name,',
      'Ｅｍａｉｌ,names.en@example.test,By full-width English name,',
      'customer  name,Zed Example,By English name with spaces,',
      '4,BY,By code,',
    ].join('\r\n');
    const answer = await call('POST', `${BLACKLIST}/import`, { token, body: new Multipart('list.csv', csv) });
    expect(answer.body.code).toBe(101025);
    const result = answer.body.result as { rows: { line: number; ok: boolean; field?: string; values: object }[] };
    expect(result.rows.map((r) => [r.line, r.ok])).toEqual([
      [2, true],
      [3, false],
      [4, true],
      [5, true],
      [6, true],
    ]);
    // The line as the file gave it; refused on the dimension, which names none.
    expect(result.rows[1]).toMatchObject({ field: 'dimension', values: { dimension: 'e-MAIL' } });
    expect(db.blacklist.filter((e) => e.source === 'import').map((e) => [e.dimension, e.value])).toEqual([
      [1, 'names.zh@example.test'],
      [1, 'names.en@example.test'],
      [3, 'Zed Example'],
      [4, 'BY'],
    ]);
  });

  it('refuses an empty file, a file that is not CSV and missing columns, whole', async () => {
    const token = await signIn(ADMIN);
    const count = db.blacklist.length;
    const send = (name: string, content: string | Uint8Array) =>
      call('POST', `${BLACKLIST}/import`, { token, body: new Multipart(name, content) });
    expect((await send('empty.csv', '')).body.code).toBe(100400);
    expect((await send('header.csv', 'dimension,value,reason,expires_at\n')).body.code).toBe(100400);
    expect((await send('list.xlsx', 'dimension,value,reason,expires_at\n0,1.2.3.4,x,')).body.code).toBe(100400);
    expect((await send('binary.csv', new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0, 0xff]))).body.code).toBe(100400);
    expect((await send('cols.csv', 'value,reason\n1.2.3.4,x')).body.code).toBe(100400);
    expect(db.blacklist).toHaveLength(count);
  });
});
