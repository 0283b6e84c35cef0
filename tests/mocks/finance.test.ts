import Papa from 'papaparse';
import { db } from '../../mocks/db';
import { complianceScore } from '../../mocks/resources/kyb';
import { settlementNet } from '../../mocks/resources/finance/settlement';
import { seedPeriods, seedSettlements } from '../../mocks/seed/finance';
import { MERCHANT_SEED_DATE, seedMerchants } from '../../mocks/seed/merchants';
import { seedOrders } from '../../mocks/seed/orders';
import { SCORE_RULES } from '../../mocks/seed/scoring';
import { seedShops } from '../../mocks/seed/shops';
import { fromMinor, minorUnits, toMinor } from '../../src/console/money';
import { ENUMS } from '../../src/domain/enums';
import { ADMIN, RISK, T0, call, download, pinClock, signIn, dualControlOff, exportedRows } from './helpers';
import { resourceByKey } from '../../src/resources';
import type { Rows } from '../../src/resources';

const scoreCriterion = resourceByKey('scoreCriterion')!;
const scoreItem = resourceByKey('scoreItem')!;
const settlement = resourceByKey('settlement')!;
const kyb = resourceByKey('kyb')!;

const AT = new Date(T0).toISOString();
const WRONG_STATUS = { code: 101014, message: 'Wrong status' };
const DENIED = { code: 403 };
const invalid = (field: string) => ({ code: 100400, message: `Invalid input: ${field}` });
const outOfRange = (field: string) => ({ code: 100400, message: `Value out of range: ${field}` });
const taken = (field: string) => ({ code: 100409, message: `Already on the list: ${field}` });
const overlaps = (id: string) => ({
  code: 100400,
  message: expect.stringMatching(`^Invalid input: min_score: overlaps ${id} `),
});
const FIGURES = ['gross', 'fees', 'refunds', 'chargebacks', 'reserve_held', 'reserve_released'] as const;

type Page<T = Record<string, unknown>> = { list: T[]; total: number };
const batch = (no: string) => db.settlement.find((s) => s.batch_no === no)!;

/** A batch made by a test: seeded batches are ordinary amounts; these are the ones floats get wrong. */
function testBatch(no: string, currency: string, figures: Partial<Record<(typeof FIGURES)[number], string>>) {
  const zero = fromMinor(0n, currency);
  const row: Rows['settlement'] = {
    batch_no: no,
    cust_id: 'C-TEST',
    merchant_name: '=HYPERLINK("http://evil.test","Test merchant")',
    cycle: 'weekly',
    period_start: '2026-10-19T00:00:00.000Z',
    period_end: '2026-10-25T23:59:59.000Z',
    currency,
    gross: zero,
    fees: zero,
    refunds: zero,
    chargebacks: zero,
    reserve_held: zero,
    reserve_released: zero,
    ...figures,
    status: 0,
    status_reason: null,
    settled_at: null,
    updated_by: null,
    updated_at: '2026-10-26T02:00:00.000Z',
    created_at: '2026-10-26T02:00:00.000Z',
  };
  db.settlement.push(row);
  return row;
}

/** The statement's blocks (separated by empty lines), each as rows of cells, byte-order mark dropped. */
const blocks = (text: string) =>
  text
    .replace(/^\uFEFF/, '')
    .split('\r\n\r\n')
    .map((block) => Papa.parse<string[]>(block.trim(), { skipEmptyLines: true }).data);

describe('settlement seed', () => {
  it('is deterministic: batches per approved merchant, weekly and monthly periods, many currencies incl. JPY and KWD', () => {
    const merchants = seedMerchants();
    const again = seedSettlements(merchants, seedOrders(merchants, seedShops(merchants)));
    expect(again).toEqual(db.settlement);

    // Every approved merchant with a whole week since it registered has batches; one newer has none yet.
    const lastWeek = seedPeriods('weekly').at(-1)![1];
    const approved = merchants.filter((m) => m.status === 1);
    const settled = new Set(db.settlement.map((s) => s.cust_id));
    for (const m of approved) if (Date.parse(m.registered_at) < lastWeek) expect(settled).toContain(m.cust_id);
    expect([...settled].every((id) => approved.some((m) => m.cust_id === id))).toBe(true);
    const currencies = new Set(db.settlement.map((s) => s.currency));
    for (const c of ['USD', 'EUR', 'JPY', 'KWD']) expect(currencies).toContain(c);
    expect(new Set(db.settlement.map((s) => s.status))).toEqual(new Set([0, 1, 2]));
    expect(new Set(db.settlement.map((s) => s.batch_no)).size).toBe(db.settlement.length);

    for (const s of db.settlement) {
      // Every figure is an amount of the batch's currency, with its exact minor units, never negative.
      for (const f of FIGURES) {
        expect(s[f], `${s.batch_no} ${f}`).toMatch(minorUnits(s.currency) ? /^\d+\.\d+$/ : /^\d+$/);
        expect(toMinor(s[f], s.currency)! >= 0n).toBe(true);
      }
      const start = new Date(s.period_start);
      const days = (Date.parse(s.period_end) + 1000 - start.getTime()) / 86_400_000;
      if (s.cycle === 'weekly') expect([start.getUTCDay(), days]).toEqual([1, 7]);
      else expect([start.getUTCDate(), days >= 28 && days <= 31]).toEqual([1, true]);
      expect(s.status_reason !== null).toBe(s.status === 2);
      expect(s.settled_at !== null).toBe(s.status === 1);
      // Made after its period, paid after it was made, and never in the seed's future.
      expect(s.created_at > s.period_end).toBe(true);
      if (s.settled_at) expect(s.settled_at > s.created_at && Date.parse(s.settled_at) < MERCHANT_SEED_DATE).toBe(true);
    }
  });
});

describe('settlement batches in the fake backend', () => {
  let token: string;
  const post = (path: string, body: Record<string, unknown> = {}) => call('POST', path, { token, body });
  const list = async (query: Record<string, string | number>) =>
    (await call('GET', settlement.api, { token, query: { pageSize: 100, ...query } })).body.result as Page<
      Rows['settlement'] & { net: string }
    >;
  const detail = async (no: string) =>
    (await call('GET', `${settlement.api}/${no}`, { token })).body.result as Rows['settlement'] & { net: string };

  beforeEach(async () => {
    // What the actions do; dual control over them is approvals.test.ts's.
    dualControlOff();
    pinClock();
    token = await signIn(ADMIN);
  });

  it('answers net exactly: gross − fees − refunds − chargebacks − reserve held + reserve released', async () => {
    const cases: [string, string, Parameters<typeof testBatch>[2], string][] = [
      // 0.30 − 0.10 − 0.20 is 5.55e-17 in floats.
      ['T-FLOAT', 'USD', { gross: '0.30', fees: '0.10', refunds: '0.20' }, '0.00'],
      // 0.1 + 0.2 is 0.30000000000000004 in floats.
      ['T-SUM', 'USD', { gross: '0.10', reserve_released: '0.20' }, '0.30'],
      // 10^15 minor units: past what a float holds to the cent.
      [
        'T-HUGE',
        'USD',
        { gross: '10000000000000.00', fees: '0.01', chargebacks: '0.03', reserve_released: '0.07' },
        '10000000000000.03',
      ],
      [
        'T-JPY',
        'JPY',
        { gross: '1000000000000000', fees: '1', reserve_held: '3', reserve_released: '1' },
        '999999999999997',
      ],
      ['T-KWD', 'KWD', { gross: '0.300', fees: '0.100', refunds: '0.200', reserve_released: '0.001' }, '0.001'],
      // A batch can owe the merchant nothing and more: a negative net.
      ['T-NEG', 'EUR', { gross: '10.00', refunds: '12.50' }, '-2.50'],
    ];
    for (const [no, currency, figures, net] of cases) {
      testBatch(no, currency, figures);
      expect((await detail(no)).net, no).toBe(net);
    }
    // What floats would have said.
    expect(0.3 - 0.1 - 0.2).not.toBe(0);
    expect(0.1 + 0.2).not.toBe(0.3);
    // An amount with more decimals than its currency has is not an amount: no net is made up.
    testBatch('T-BAD', 'JPY', { gross: '10.5' });
    expect((await detail('T-BAD')).net).toBeNull();
    // Every seeded batch: the net the server answers is the BigInt sum.
    for (const s of (await list({ currency: 'KWD' })).list) {
      const minor = (f: string) => toMinor(String(s[f as keyof typeof s]), s.currency)!;
      const expected = minor('gross') - minor('fees') - minor('refunds') - minor('chargebacks') - minor('reserve_held');
      expect(s.net).toBe(fromMinor(expected + minor('reserve_released'), 'KWD'));
    }
  });

  it('filters by merchant, currency, status, period and an exact net range; sorts by net', async () => {
    const target = db.settlement.find((s) => s.currency === 'JPY' && s.status === 0)!;
    const mine = await list({ cust_id: target.cust_id, currency: 'JPY', status: '0' });
    expect(mine.list.map((s) => s.batch_no)).toContain(target.batch_no);
    for (const s of mine.list) expect(s).toMatchObject({ cust_id: target.cust_id, currency: 'JPY', status: 0 });

    const named = await list({ merchant_name: target.merchant_name.slice(0, 6).toLowerCase() });
    expect(
      named.list.every((s) => s.merchant_name.toLowerCase().includes(target.merchant_name.slice(0, 6).toLowerCase())),
    ).toBe(true);

    const october = await list({
      period_start_from: '2026-10-01T00:00:00.000Z',
      period_start_to: '2026-10-31T23:59:59.000Z',
    });
    expect(october.total).toBe(db.settlement.filter((s) => s.period_start.startsWith('2026-10')).length);
    expect(october.total).toBeGreaterThan(0);

    testBatch('T-HUGE', 'USD', { gross: '10000000000000.00', fees: '0.01', reserve_released: '0.07' });
    testBatch('T-HUGE2', 'USD', { gross: '10000000000000.00', fees: '0.02', reserve_released: '0.07' });
    const range = (from: string, to?: string) =>
      list({ cust_id: 'C-TEST', net_from: from, ...(to ? { net_to: to } : {}) }).then((p) =>
        p.list.map((s) => s.batch_no),
      );
    expect(await range('10000000000000.06')).toEqual(['T-HUGE']);
    expect(await range('10000000000000.05')).toEqual(expect.arrayContaining(['T-HUGE', 'T-HUGE2']));
    expect(await range('10000000000000.05', '10000000000000.05')).toEqual(['T-HUGE2']);
    expect((await call('GET', settlement.api, { token, query: { net_from: '1e3' } })).body).toMatchObject(
      invalid('net_from'),
    );

    // Net sorts within its currency: the USD batches, largest first.
    const top = await list({ sort: 'net,descend', pageSize: 2, currency: 'USD' });
    expect(top.list.map((s) => s.batch_no)).toEqual(['T-HUGE', 'T-HUGE2']);
  });

  it('settles an unsettled batch once (101014 again or from failed), stamps and logs it', async () => {
    const open = db.settlement.filter((s) => s.status === 0);
    const [target, other] = open;
    const answer = await post(`${settlement.api}/${target.batch_no}/settle`);
    expect(answer.body.result).toMatchObject({ status: 1, settled_at: AT, updated_by: ADMIN.email, updated_at: AT });
    expect(batch(target.batch_no).status).toBe(1);
    expect(db.oplog.at(-1)).toMatchObject({
      resource: 'settlement',
      action: 'settle',
      target_id: target.batch_no,
      before: { status: 0 },
      after: { status: 1 },
    });
    expect((await post(`${settlement.api}/${target.batch_no}/settle`)).body).toMatchObject(WRONG_STATUS);
    expect((await post(`${settlement.api}/${target.batch_no}/fail`, { reason: 'Too late' })).body).toMatchObject(
      WRONG_STATUS,
    );

    const failed = db.settlement.find((s) => s.status === 2)!;
    const before = { ...failed };
    expect((await post(`${settlement.api}/${failed.batch_no}/settle`)).body).toMatchObject(WRONG_STATUS);
    expect(batch(failed.batch_no)).toEqual(before);
    expect(batch(other.batch_no).status).toBe(0);
    expect((await post(`${settlement.api}/NOPE/settle`)).body).toMatchObject({ code: 100404 });
  });

  it('marks an unsettled batch failed only with a reason, kept on the batch; 101014 once failed or settled', async () => {
    const target = db.settlement.find((s) => s.status === 0)!;
    expect((await post(`${settlement.api}/${target.batch_no}/fail`)).body).toMatchObject(invalid('reason'));
    expect((await post(`${settlement.api}/${target.batch_no}/fail`, { reason: '   ' })).body).toMatchObject(
      invalid('reason'),
    );
    expect(batch(target.batch_no).status).toBe(0);
    const answer = await post(`${settlement.api}/${target.batch_no}/fail`, { reason: 'IBAN closed by the bank' });
    expect(answer.body.result).toMatchObject({ status: 2, status_reason: 'IBAN closed by the bank', updated_at: AT });
    expect(db.oplog.at(-1)).toMatchObject({ action: 'fail', reason: 'IBAN closed by the bank', after: { status: 2 } });
    expect((await post(`${settlement.api}/${target.batch_no}/fail`, { reason: 'Again' })).body).toMatchObject(
      WRONG_STATUS,
    );
    expect((await post(`${settlement.api}/${target.batch_no}/settle`)).body).toMatchObject(WRONG_STATUS);

    const settled = db.settlement.find((s) => s.status === 1)!;
    expect((await post(`${settlement.api}/${settled.batch_no}/fail`, { reason: 'No' })).body).toMatchObject(
      WRONG_STATUS,
    );
  });

  it('downloads the statement as CSV: its lines add up exactly to each figure, its totals are the batch', async () => {
    const targets = [
      db.settlement.find((s) => s.currency === 'KWD' && s.cycle === 'monthly') ??
        db.settlement.find((s) => s.currency === 'KWD')!,
      db.settlement.find((s) => s.currency === 'JPY')!,
      testBatch('T-HUGE', 'USD', {
        gross: '10000000000000.00',
        fees: '290000000000.01',
        refunds: '0.03',
        chargebacks: '12.34',
        reserve_held: '1000000000000.00',
        reserve_released: '0.07',
      }),
    ];
    for (const row of targets) {
      const file = await download(`${settlement.api}/${row.batch_no}/statement`, { token });
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(file.headers.get('content-disposition')).toContain(`attachment; filename="statement-${row.batch_no}.csv"`);
      expect(file.text.startsWith('\uFEFF')).toBe(true);

      const [head, lines, totals] = blocks(file.text);
      expect(head[1].slice(0, 6)).toEqual([
        row.batch_no,
        row.cust_id,
        row.merchant_name.startsWith('=') ? `'${row.merchant_name}` : row.merchant_name,
        row.period_start,
        row.period_end,
        row.currency,
      ]);
      expect(lines[0]).toEqual(['date', 'type', 'description', 'amount']);
      const body = lines.slice(1);
      expect(body.length).toBeGreaterThan(7);
      const days = new Set(body.map(([date]) => date));
      for (const d of days) expect(d >= row.period_start.slice(0, 10) && d <= row.period_end.slice(0, 10)).toBe(true);

      const net = settlementNet(row)!;
      const sum = (type?: string) =>
        body.filter((l) => !type || l[1] === type).reduce((s, l) => s + toMinor(l[3], row.currency)!, 0n);
      for (const f of FIGURES) {
        const sign = ['gross', 'reserve_released'].includes(f) ? 1n : -1n;
        expect(sign * sum(f), `${row.batch_no} ${f}`).toBe(toMinor(row[f], row.currency));
      }
      expect(fromMinor(sum(), row.currency)).toBe(net);
      expect(totals).toEqual([['total', 'amount'], ...FIGURES.map((f) => [f, row[f]]), ['net', net]]);
    }
  });

  it('the statement and the actions need their own codes; the list needs the page', async () => {
    const target = db.settlement.find((s) => s.status === 0)!;
    const risk = await signIn(RISK);
    expect((await call('GET', settlement.api, { token: risk })).body).toMatchObject(DENIED);
    // Given the page alone: the list opens, the statement and the actions do not.
    db.role.find((r) => r.name === 'risk')!.pages.push(settlement.page);
    expect((await call('GET', settlement.api, { token: risk })).body.code).toBe(0);
    const file = await download(`${settlement.api}/${target.batch_no}/statement`, { token: risk });
    expect(JSON.parse(file.text)).toMatchObject(DENIED);
    expect(file.headers.get('content-disposition')).toBeNull();
    expect(
      (await call('POST', `${settlement.api}/${target.batch_no}/settle`, { token: risk, body: {} })).body,
    ).toMatchObject(DENIED);
    expect(batch(target.batch_no).status).toBe(0);
    expect((await download(`${settlement.api}/NOPE/statement`, { token })).text).toContain('"code":100404');
  });

  it('exports the filter as CSV with the computed net', async () => {
    const file = await download(`${settlement.api}/export`, { token, query: { currency: 'KWD' } });
    expect(file.headers.get('content-disposition')).toMatch(/attachment; filename="settlement-\d{8}-\d{6}\.csv"/);
    const rows = exportedRows(settlement, file.text);
    expect(rows.length).toBe(db.settlement.filter((s) => s.currency === 'KWD').length);
    for (const r of rows) expect(r.net).toBe(settlementNet(batch(r.batch_no)));
  });
});

describe('compliance scoring in the fake backend', () => {
  let token: string;
  const post = (path: string, body: Record<string, unknown> = {}) => call('POST', path, { token, body });
  type Case = { kyb_id: string; score: number | null; risk_level: number | null };
  const kybCase = async (id: string) =>
    ((await call('GET', kyb.api, { token, query: { kyb_id: id } })).body.result as Page<Case>).list[0];
  const item = (rule: string) => db.scoreItem.find((i) => i.rule === rule)!;
  const band = (id: string) => db.scoreCriterion.find((c) => c.id === id)!;
  const itemBody = (i: (typeof db.scoreItem)[number], change: Record<string, unknown> = {}) => ({
    name: i.name,
    rule: i.rule,
    weight: i.weight,
    description: i.description,
    ...change,
  });
  const bandBody = (c: (typeof db.scoreCriterion)[number], change: Record<string, unknown> = {}) => ({
    name: c.name,
    min_score: c.min_score,
    max_score: c.max_score,
    risk_level: c.risk_level,
    ...change,
  });

  beforeEach(async () => {
    pinClock();
    token = await signIn(ADMIN);
  });

  it('declares the rules the KYB cases record, with labels', () => {
    expect(ENUMS.scoreRule.map((v) => v.code)).toEqual([...SCORE_RULES]);
    for (const i of db.scoreItem) expect(SCORE_RULES).toContain(i.rule);
  });

  it("lists items with each one's share of the score; editing a weight changes the score the KYB list answers", async () => {
    const items = (await call('GET', scoreItem.api, { token })).body.result as Page<{ id: string; share: string }>;
    expect(items.list.map((i) => i.id)).toEqual(db.scoreItem.map((i) => i.id));
    // Seed weights add up to 100: each share is its weight.
    expect(items.list.map((i) => i.share)).toEqual(db.scoreItem.map((i) => `${i.weight}.00`));

    // A case that passed the licence check and failed the website one.
    const target = db.kyb.find((k) => k.checks.includes('licence_valid') && !k.checks.includes('site_live'))!;
    const before = await kybCase(target.kyb_id);
    expect(before).toMatchObject(complianceScore(target, db.scoreItem, db.scoreCriterion));
    const passed = db.scoreItem.filter((i) => target.checks.includes(i.rule)).reduce((s, i) => s + i.weight, 0);
    expect(before.score).toBe(Math.round(passed));

    // The failed website check now weighs 100: the total is 185, the passed part unchanged.
    const site = item('site_live');
    const edit = await post(`${scoreItem.api}/${site.id}/edit`, itemBody(site, { weight: 100 }));
    expect(edit.body.result).toMatchObject({ weight: 100, updated_at: AT });
    const after = await kybCase(target.kyb_id);
    expect(after.score).toBe(Math.round((100 * passed) / 185));
    expect(after.score).toBeLessThan(before.score!);
    expect(db.oplog.at(-1)).toMatchObject({ resource: 'scoreItem', action: 'edit', before: { weight: 15 } });
  });

  it('refuses a duplicate rule or name, a weight outside 0-100 or not whole, an unknown rule; creates and deletes', async () => {
    const count = db.scoreItem.length;
    const fresh = { name: 'Sanctions screening clear', rule: 'licence_valid', weight: 10, description: 'No hit' };
    const refusals: [Record<string, unknown>, object][] = [
      [fresh, taken('rule')],
      [{ ...fresh, rule: 'site_live', name: 'website LIVE' }, taken('name')],
      [{ ...fresh, weight: 101 }, outOfRange('weight')],
      [{ ...fresh, weight: -1 }, outOfRange('weight')],
      [{ ...fresh, weight: 2.5 }, invalid('weight')],
      [{ ...fresh, rule: 'sanctions_clear' }, invalid('rule')],
      [{ ...fresh, name: '  ' }, invalid('name')],
    ];
    for (const [body, expected] of refusals)
      expect((await post(scoreItem.api, body)).body, JSON.stringify(body)).toMatchObject(expected);
    expect(db.scoreItem).toHaveLength(count);

    // The licence item deleted: its rule is free again.
    const licence = item('licence_valid');
    expect((await post(`${scoreItem.api}/${licence.id}/delete`)).body.code).toBe(0);
    expect(db.scoreItem.some((i) => i.id === licence.id)).toBe(false);
    expect((await post(`${scoreItem.api}/${licence.id}/delete`)).body).toMatchObject({ code: 100404 });
    const made = await post(scoreItem.api, fresh);
    expect(made.body.result).toMatchObject({ ...fresh, id: 'SI007', updated_at: AT });
    expect(db.oplog.map((e) => [e.action, e.target_id])).toEqual([
      ['delete', licence.id],
      ['create', 'SI007'],
    ]);
    // Editing keeps its own rule and name without counting itself a duplicate.
    const own = item('licence_valid');
    expect((await post(`${scoreItem.api}/${own.id}/edit`, itemBody(own, { weight: 30 }))).body.code).toBe(0);
  });

  it('bands: max ≥ min, within 0-100, never overlapping another band; editing a band changes the KYB risk level', async () => {
    const [low, medium, high] = ['SC001', 'SC002', 'SC003'].map(band);
    const refusals: [string, Record<string, unknown>, object][] = [
      [`${scoreCriterion.api}/${medium.id}/edit`, bandBody(medium, { max_score: 85 }), overlaps('SC001')],
      [
        `${scoreCriterion.api}/${medium.id}/edit`,
        bandBody(medium, { min_score: 60, max_score: 55 }),
        invalid('max_score'),
      ],
      [`${scoreCriterion.api}/${low.id}/edit`, bandBody(low, { max_score: 101 }), outOfRange('max_score')],
      [`${scoreCriterion.api}/${low.id}/edit`, bandBody(low, { min_score: 79.5 }), invalid('min_score')],
      [`${scoreCriterion.api}/${low.id}/edit`, bandBody(low, { name: 'medium RISK' }), taken('name')],
      [scoreCriterion.api, { name: 'Watch', min_score: 40, max_score: 55, risk_level: 2 }, overlaps('SC002')],
      [scoreCriterion.api, { name: 'Watch', min_score: 40, max_score: 55, risk_level: 4 }, invalid('risk_level')],
    ];
    for (const [path, body, expected] of refusals)
      expect((await post(path, body)).body, JSON.stringify(body)).toMatchObject(expected);
    expect([low, medium, high].map((c) => [c.min_score, c.max_score])).toEqual([
      [80, 100],
      [50, 79],
      [0, 49],
    ]);

    // A case scored 70-79 is medium; with the low band from 70 and medium to 69, it is low.
    const target = db.kyb
      .map((k) => ({ k, s: complianceScore(k, db.scoreItem, db.scoreCriterion) }))
      .find(({ s }) => s.score !== null && s.score >= 70 && s.score <= 79)!.k;
    expect(await kybCase(target.kyb_id)).toMatchObject({ risk_level: 2 });
    // Moving the low band down first would overlap medium: the order matters and is refused.
    expect((await post(`${scoreCriterion.api}/${low.id}/edit`, bandBody(low, { min_score: 70 }))).body).toMatchObject(
      overlaps('SC002'),
    );
    expect((await post(`${scoreCriterion.api}/${medium.id}/edit`, bandBody(medium, { max_score: 69 }))).body.code).toBe(
      0,
    );
    // In no band now: no level.
    expect(await kybCase(target.kyb_id)).toMatchObject({ risk_level: null });
    const moved = await post(`${scoreCriterion.api}/${low.id}/edit`, bandBody(low, { min_score: 70 }));
    expect(moved.body.result).toMatchObject({ min_score: 70, max_score: 100, updated_at: AT });
    expect(await kybCase(target.kyb_id)).toMatchObject({ risk_level: 1 });
  });

  it('counts the KYB cases in each band; creates a band in a gap and deletes one', async () => {
    const bands = (await call('GET', scoreCriterion.api, { token })).body.result as Page<{
      id: string;
      case_count: number;
    }>;
    // Sorted from the top band down; the bands cover 0-100, so every scored case is counted once.
    expect(bands.list.map((b) => b.id)).toEqual(['SC001', 'SC002', 'SC003']);
    expect(bands.list.reduce((s, b) => s + b.case_count, 0)).toBe(db.kyb.length);

    const high = band('SC003');
    expect((await post(`${scoreCriterion.api}/${high.id}/edit`, bandBody(high, { max_score: 29 }))).body.code).toBe(0);
    const made = await post(scoreCriterion.api, {
      name: 'Enhanced review',
      min_score: 30,
      max_score: 49,
      risk_level: 3,
    });
    expect(made.body.result).toMatchObject({ id: 'SC004', min_score: 30, max_score: 49, risk_level: 3 });
    expect((await post(`${scoreCriterion.api}/SC004/delete`)).body.code).toBe(0);
    expect(db.scoreCriterion.map((c) => c.id)).toEqual(['SC001', 'SC002', 'SC003']);
  });

  it('is behind the pages and their codes: the risk account is refused', async () => {
    const risk = await signIn(RISK);
    for (const def of [scoreItem, scoreCriterion]) {
      expect((await call('GET', def.api, { token: risk })).body).toMatchObject(DENIED);
      expect((await call('POST', def.api, { token: risk, body: {} })).body).toMatchObject(DENIED);
      const id = def === scoreItem ? 'SI001' : 'SC001';
      expect((await call('POST', `${def.api}/${id}/delete`, { token: risk, body: {} })).body).toMatchObject(DENIED);
    }
    expect(db.scoreItem).toHaveLength(6);
    expect(db.scoreCriterion).toHaveLength(3);
  });
});
