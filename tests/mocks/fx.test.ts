import { db } from '../../mocks/db';
import {
  crossRate,
  FX_SEED_DATE,
  HOLIDAYS_FROM,
  HOLIDAYS_TO,
  RATES_FROM,
  RATES_TO,
  seedFxTables,
  unscaled,
} from '../../mocks/seed/fx';
import { minorUnits } from '../../src/console/money';
import { checkInput, isDate } from '../../src/console/validate';
import { decimalChange } from '../../src/pages/FxRate/decimal';
import { ADMIN, RISK, T0, call, download, pinClock, signIn, dualControlOff, exportedRows } from './helpers';
import { resourceByKey } from '../../src/resources';

const currencyHoliday = resourceByKey('currencyHoliday')!;
const currencyMargin = resourceByKey('currencyMargin')!;
const currencyPair = resourceByKey('currencyPair')!;
const currencyType = resourceByKey('currencyType')!;
const fxRate = resourceByKey('fxRate')!;
const fxPair = resourceByKey('fxPair')!;

const AT = new Date(T0).toISOString();
const DAY = 86_400_000;
const WRONG_STATUS = { code: 101014, message: 'Wrong status' };
const DUPLICATE = { code: 100409, message: 'Already on the list' };
const DENIED = { code: 403, message: 'Permission denied' };
const invalid = (field: string) => ({ code: 100400, message: `Invalid input: ${field}` });
const outOfRange = (field: string) => ({ code: 100400, message: `Value out of range: ${field}` });

type Page<T = Record<string, unknown>> = { list: T[]; total: number };
const decimals = (rate: string) => rate.split('.')[1]?.length ?? 0;

describe('fx: seed', () => {
  it('lists 20-40 ISO 4217 currencies with their ISO minor units, each code once', () => {
    const types = db.currencyType;
    expect(types.length).toBeGreaterThanOrEqual(20);
    expect(types.length).toBeLessThanOrEqual(40);
    expect(new Set(types.map((c) => c.code)).size).toBe(types.length);
    for (const c of types) {
      expect(checkInput({ type: 'currency' }, c.code).ok, c.code).toBe(true);
      expect(c.minor_units, c.code).toBe(minorUnits(c.code));
    }
    const units = Object.fromEntries(types.map((c) => [c.code, c.minor_units]));
    expect(units).toMatchObject({ JPY: 0, KRW: 0, USD: 2, EUR: 2, KWD: 3, BHD: 3 });
    expect(new Set(types.map((c) => c.status))).toEqual(new Set([1, 2]));
    expect(new Set(types.map((c) => c.show_flag))).toEqual(new Set([0, 1]));
  });

  it('quotes pairs of two different enabled currencies, once either way round; markups once per pair and tier', () => {
    const enabled = new Set(db.currencyType.filter((c) => c.status === 1).map((c) => c.code));
    const keys = new Set<string>();
    for (const p of db.currencyPair) {
      expect(p.base).not.toBe(p.quote);
      expect(enabled.has(p.base) && enabled.has(p.quote), p.pair).toBe(true);
      expect(keys.has(`${p.quote}${p.base}`), p.pair).toBe(false);
      keys.add(p.pair_id);
      expect(p).toMatchObject({ pair_id: `${p.base}${p.quote}`, pair: `${p.base}/${p.quote}` });
      expect(Number.isInteger(p.precision) && p.precision >= 0 && p.precision <= 10).toBe(true);
    }
    expect(keys.size).toBe(db.currencyPair.length);

    const pairs = new Map(db.currencyPair.map((p) => [p.pair_id, p]));
    const combos = new Set(db.currencyMargin.map((m) => `${m.pair_id}:${m.tier}`));
    expect(combos.size).toBe(db.currencyMargin.length);
    expect(new Set(db.currencyMargin.map((m) => m.tier))).toEqual(new Set([1, 2, 3, 4]));
    for (const m of db.currencyMargin) {
      const p = pairs.get(m.pair_id)!;
      expect(m).toMatchObject({ pair: p.pair, base: p.base, quote: p.quote });
      expect(Number.isInteger(m.markup_bps) && m.markup_bps >= 0 && m.markup_bps <= 10000).toBe(true);
      // Markups on a disabled pair are not in force.
      if (p.status === 2) expect(m.status).toBe(2);
    }
    // Every enabled pair has its standard-tier markup.
    for (const p of db.currencyPair) expect(combos.has(`${p.pair_id}:1`), p.pair).toBe(true);
  });

  it('holds a year of holidays: real dates, one per currency and day, of listed currencies', () => {
    const codes = new Set(db.currencyType.map((c) => c.code));
    const seen = new Set<string>();
    for (const h of db.currencyHoliday) {
      expect(isDate(h.date), h.date).toBe(true);
      expect(h.date >= HOLIDAYS_FROM && h.date <= HOLIDAYS_TO, h.date).toBe(true);
      expect(codes.has(h.currency)).toBe(true);
      expect(seen.has(`${h.currency}:${h.date}`)).toBe(false);
      seen.add(`${h.currency}:${h.date}`);
    }
    const find = (currency: string, date: string) =>
      db.currencyHoliday.find((h) => h.currency === currency && h.date === date)?.name;
    // Fixed, weekday-rule and Easter-based days land where they belong.
    expect(find('USD', '2026-11-26')).toBe('Thanksgiving Day');
    expect(find('USD', '2027-01-18')).toBe('Martin Luther King Jr. Day');
    expect(find('EUR', '2027-03-26')).toBe('Good Friday');
    expect(find('GBP', '2027-03-29')).toBe('Easter Monday');
    expect(find('JPY', '2026-11-03')).toBe('Culture Day');
    expect(new Set(db.currencyHoliday.map((h) => h.currency)).size).toBeGreaterThanOrEqual(15);
  });

  it('has one rate per pair per day from 180 days before the seed date to its last day, at the pair precision', () => {
    const days = (RATES_TO - RATES_FROM) / DAY + 1;
    expect(days).toBe(180);
    expect(RATES_TO + 8 * 3_600_000).toBeLessThan(FX_SEED_DATE);
    expect(db.fxRate).toHaveLength(db.currencyPair.length * days);
    for (const p of db.currencyPair) {
      const rates = db.fxRate.filter((r) => r.pair === p.pair);
      expect(rates.map((r) => Date.parse(r.time))).toEqual(
        Array.from({ length: days }, (_, i) => RATES_FROM + i * DAY + 8 * 3_600_000),
      );
      for (const r of rates) {
        expect(r.rate, p.pair).toMatch(/^\d+(\.\d+)?$/);
        expect(decimals(r.rate), p.pair).toBe(p.precision);
      }
      // A walk, not a flat line (USD/AED is pegged: flat on purpose; USD/HKD moves in a narrow band).
      if (p.pair !== 'USD/AED') expect(new Set(rates.map((r) => r.rate)).size, p.pair).toBeGreaterThan(20);
    }
    expect(new Set(db.fxRate.map((r) => r.rate_id)).size).toBe(db.fxRate.length);
    // Deterministic: every seed gives the same tables.
    expect(seedFxTables()).toEqual(seedFxTables());
  });

  it('computes rates exactly on scaled integers, rounding half up', () => {
    const S = 10n ** 12n;
    // 1 / 3 to 4 places; 2 / 3 rounds up.
    expect(crossRate(3n * S, 1n * S, 4)).toBe('0.3333');
    expect(crossRate(3n * S, 2n * S, 4)).toBe('0.6667');
    // 0.00005 exactly: half up to 0.0001 (a float division gives 0.00004999...).
    expect(crossRate(20000n * S, 1n * S, 4)).toBe('0.0001');
    // Quote per base beyond float precision: 10^15 + 0.1 + 0.2.
    expect(crossRate(10n * S, (10n ** 16n + 3n) * S, 1)).toBe('1000000000000000.3');
    expect(unscaled(5n, 3)).toBe('0.005');
    expect(unscaled(151404n, 0)).toBe('151404');
  });
});

describe('fx: FX rate page arithmetic', () => {
  it('gives the change on the previous rate exactly, signed', () => {
    expect(decimalChange('0.3', '0.1')).toBe('+0.2');
    expect(decimalChange('0.1', '0.3')).toBe('-0.2');
    expect(decimalChange('1.08512', '1.08512')).toBe('0.00000');
    expect(decimalChange('1000000000000000.01', '0.02')).toBe('+999999999999999.99');
    expect(decimalChange('151.4', '151.395')).toBe('+0.005');
  });
});

describe('fx: fake backend', () => {
  let token: string;
  const post = (path: string, body: Record<string, unknown> = {}, as = token) =>
    call('POST', path, { token: as, body });
  const list = async <T = Record<string, unknown>>(api: string, query: Record<string, string | number>) => {
    const answer = await call('GET', api, { token, query: { pageSize: 100, ...query } });
    expect(answer.body.code, JSON.stringify(answer.body)).toBe(0);
    return answer.body.result as Page<T>;
  };
  const expectAll = async (api: string, cases: [Record<string, unknown>, object][]) => {
    for (const [body, expected] of cases)
      expect((await post(api, body)).body, JSON.stringify(body)).toMatchObject(expected);
  };

  beforeEach(async () => {
    // What the actions do; dual control over them is approvals.test.ts's.
    dualControlOff();
    pinClock();
    token = await signIn(ADMIN);
  });

  it('filters each list: currencies by code, flag and status; pairs by currency; markups by tier and bps', async () => {
    const shown = await list<{ code: string }>(currencyType.api, { show_flag: 1, status: 1 });
    expect(shown.list.map((c) => c.code)).toEqual(
      db.currencyType
        .filter((c) => c.show_flag === 1 && c.status === 1)
        .map((c) => c.code)
        .sort(),
    );
    expect((await list(currencyType.api, { code: 'us' })).list.map((c) => c.code)).toEqual(['USD']);

    const usd = await list<{ pair: string }>(currencyPair.api, { base: 'USD' });
    expect(usd.total).toBe(db.currencyPair.filter((p) => p.base === 'USD').length);
    for (const p of usd.list) expect(p.pair).toMatch(/^USD\//);

    const vip = await list<{ tier: number; markup_bps: number; markup_percent: string }>(currencyMargin.api, {
      tier: '3,4',
      markup_bps_from: 10,
      markup_bps_to: 40,
    });
    const expected = db.currencyMargin.filter((m) => m.tier >= 3 && m.markup_bps >= 10 && m.markup_bps <= 40);
    expect(vip.total).toBe(expected.length);
    expect(vip.total).toBeGreaterThan(0);
    // The percentage is the basis points over 100, exactly.
    for (const m of vip.list) expect(m.markup_percent).toBe(`0.${String(m.markup_bps).padStart(2, '0')}`);
  });

  it('answers the holidays of a date range (the calendar), with the search filters; refuses an unreadable date', async () => {
    const november = await list<{ date: string; currency: string; title: string }>(currencyHoliday.api, {
      date_from: '2026-11-01',
      date_to: '2026-11-30',
    });
    const expected = db.currencyHoliday.filter((h) => h.date >= '2026-11-01' && h.date <= '2026-11-30');
    expect(november.total).toBe(expected.length);
    expect(november.list.map((h) => h.date)).toEqual(expected.map((h) => h.date).sort());
    expect(november.list.find((h) => h.currency === 'USD' && h.date === '2026-11-26')?.title).toBe(
      'USD Thanksgiving Day',
    );
    const usd = await list<{ currency: string }>(currencyHoliday.api, {
      date_from: '2026-11-01',
      date_to: '2026-11-30',
      currency: 'USD',
    });
    expect(usd.list.map((h) => h.currency)).toEqual(['USD', 'USD']);
    // The table's own filter: the date contains the text.
    const christmas = await list<{ date: string }>(currencyHoliday.api, { date: '12-25' });
    expect(christmas.total).toBe(db.currencyHoliday.filter((h) => h.date.endsWith('12-25')).length);
    for (const bad of ['2026-11-31', '2026/11/01', 'soon'])
      expect((await call('GET', currencyHoliday.api, { token, query: { date_from: bad } })).body).toMatchObject(
        invalid('date_from'),
      );
  });

  it('answers one pair over a period for the FX rate page, and exports it; lists the pairs behind the same page', async () => {
    const from = '2026-10-01T00:00:00.000Z';
    const to = '2026-10-31T23:59:59.999Z';
    const page = await list<{ pair: string; rate: string; time: string }>(fxRate.api, {
      pair: 'EUR/USD',
      time_from: from,
      time_to: to,
      sort: 'time,ascend',
    });
    const expected = db.fxRate.filter((r) => r.pair === 'EUR/USD' && r.time >= from && r.time <= to);
    expect(page.total).toBe(31);
    expect(page.list).toEqual(expected);
    const csv = await download(`${fxRate.api}/export`, {
      token,
      query: { pair: 'EUR/USD', time_from: from, time_to: to, sort: 'time,descend' },
    });
    const records = exportedRows(fxRate, csv.text);
    expect(records).toHaveLength(31);
    // The time in ISO 8601 to the second, with its zone (UTC unless the operator's `tz` is sent).
    expect(records[0]).toEqual({
      time: expected[30].time.replace(/\.\d{3}Z$/, 'Z'),
      pair: 'EUR/USD',
      rate: expected[30].rate,
    });

    const pairs = await list<Record<string, unknown>>(fxPair.api, { status: 1 });
    expect(pairs.list.map((p) => p.pair)).toEqual(
      db.currencyPair
        .filter((p) => p.status === 1)
        .map((p) => p.pair)
        .sort(),
    );
    expect(Object.keys(pairs.list[0]).sort()).toEqual(['pair', 'pair_id', 'precision', 'status']);
  });

  it('creates a currency type with its ISO minor units only; refuses a taken code, a non-ISO code, out-of-bounds values', async () => {
    const count = db.currencyType.length;
    await expectAll(currencyType.api, [
      [
        { code: 'USD', name: 'Dollar', minor_units: 2, show_flag: 1 },
        { code: 100409, message: 'Already on the list: code' },
      ],
      [{ code: 'XYZ', name: 'Nothing', minor_units: 2, show_flag: 1 }, invalid('code')],
      [{ code: 'isk', name: 'Icelandic Krona', minor_units: 0, show_flag: 1 }, invalid('code')],
      [{ code: 'ISK', name: '', minor_units: 0, show_flag: 1 }, invalid('name')],
      [{ code: 'ISK', name: 'x'.repeat(61), minor_units: 0, show_flag: 1 }, invalid('name')],
      [{ code: 'ISK', name: 'Icelandic Krona', minor_units: 5, show_flag: 1 }, outOfRange('minor_units')],
      [{ code: 'ISK', name: 'Icelandic Krona', minor_units: -1, show_flag: 1 }, outOfRange('minor_units')],
      [{ code: 'ISK', name: 'Icelandic Krona', minor_units: 0.5, show_flag: 1 }, invalid('minor_units')],
      [{ code: 'ISK', name: 'Icelandic Krona', minor_units: 0, show_flag: 2 }, invalid('show_flag')],
      // ISO 4217 gives the krona no minor unit: 2 is refused by the server (a cross-field rule).
      [{ code: 'ISK', name: 'Icelandic Krona', minor_units: 2, show_flag: 1 }, invalid('minor_units')],
      [{ code: 'OMR', name: 'Rial Omani', minor_units: 2, show_flag: 1 }, invalid('minor_units')],
      [{ code: 'ISK', name: 'Icelandic Krona', minor_units: 0, show_flag: 0 }, { code: 0 }],
    ]);
    expect(db.currencyType).toHaveLength(count + 1);
    expect(db.currencyType.at(-1)).toEqual({
      code: 'ISK',
      name: 'Icelandic Krona',
      minor_units: 0,
      show_flag: 0,
      status: 1,
      updated_by: ADMIN.email,
      updated_at: AT,
      created_at: AT,
    });
    expect(
      (await post(currencyType.api, { code: 'OMR', name: 'Rial Omani', minor_units: 3, show_flag: 1 })).body,
    ).toMatchObject({ code: 0, result: { code: 'OMR', minor_units: 3 } });

    // Edit: the minor units stay the code's.
    const edit = (code: string, body: Record<string, unknown>) => post(`${currencyType.api}/${code}/edit`, body);
    expect((await edit('KWD', { name: 'Kuwaiti Dinar', minor_units: 2, show_flag: 1 })).body).toMatchObject(
      invalid('minor_units'),
    );
    expect((await edit('KWD', { name: 'Kuwaiti Dinar (KWD)', minor_units: 3, show_flag: 1 })).body).toMatchObject({
      code: 0,
      result: { name: 'Kuwaiti Dinar (KWD)', minor_units: 3, show_flag: 1 },
    });
    expect(db.oplog.map((e) => [e.action, e.target_id])).toEqual([
      ['create', 'ISK'],
      ['create', 'OMR'],
      ['edit', 'KWD'],
    ]);
  });

  it('creates a pair of two different enabled currencies; refuses the same pair either way round and bad precision', async () => {
    const count = db.currencyPair.length;
    const disabled = db.currencyType.find((c) => c.status === 2)!.code;
    await expectAll(currencyPair.api, [
      [{ base: 'GBP', quote: 'GBP', precision: 3 }, invalid('quote')],
      [{ base: 'XYZ', quote: 'JPY', precision: 3 }, invalid('base')],
      [{ base: 'GBP', quote: 'usd', precision: 3 }, invalid('quote')],
      [{ base: disabled, quote: 'USD', precision: 3 }, invalid('base')],
      [{ base: 'USD', quote: disabled, precision: 3 }, invalid('quote')],
      [{ base: 'GBP', quote: 'JPY', precision: 11 }, outOfRange('precision')],
      [{ base: 'GBP', quote: 'JPY', precision: -1 }, outOfRange('precision')],
      [{ base: 'GBP', quote: 'JPY', precision: 2.5 }, invalid('precision')],
      [{ base: 'GBP', quote: 'JPY' }, invalid('precision')],
      [{ base: 'EUR', quote: 'USD', precision: 5 }, DUPLICATE],
      [{ base: 'USD', quote: 'EUR', precision: 5 }, DUPLICATE],
      [{ base: 'GBP', quote: 'JPY', precision: 10 }, { code: 0 }],
      [{ base: 'JPY', quote: 'GBP', precision: 0 }, DUPLICATE],
      [{ base: 'CHF', quote: 'JPY', precision: 0 }, { code: 0 }],
    ]);
    expect(db.currencyPair).toHaveLength(count + 2);
    expect(db.currencyPair.find((p) => p.pair_id === 'GBPJPY')).toMatchObject({
      pair: 'GBP/JPY',
      base: 'GBP',
      quote: 'JPY',
      precision: 10,
      status: 1,
      updated_at: AT,
    });
    const edit = (body: Record<string, unknown>) => post(`${currencyPair.api}/GBPJPY/edit`, body);
    expect((await edit({ precision: 11 })).body).toMatchObject(outOfRange('precision'));
    expect((await edit({ precision: 3 })).body).toMatchObject({ code: 0, result: { precision: 3 } });
  });

  it('creates a markup on an enabled pair, once per tier; refuses other pairs, tiers and basis points out of 0-10000', async () => {
    const free = db.currencyPair.find(
      (p) => p.status === 1 && !db.currencyMargin.some((m) => m.pair_id === p.pair_id && m.tier === 3),
    )!;
    const disabled = db.currencyPair.find((p) => p.status === 2)!;
    const taken = db.currencyMargin[0];
    await expectAll(currencyMargin.api, [
      [{ pair_id: 'XXXYYY', tier: 3, markup_bps: 40 }, invalid('pair_id')],
      [{ pair_id: disabled.pair_id, tier: 3, markup_bps: 40 }, invalid('pair_id')],
      [{ pair_id: free.pair_id, tier: 5, markup_bps: 40 }, invalid('tier')],
      [{ pair_id: free.pair_id, tier: 3, markup_bps: 10001 }, outOfRange('markup_bps')],
      [{ pair_id: free.pair_id, tier: 3, markup_bps: -1 }, outOfRange('markup_bps')],
      [{ pair_id: free.pair_id, tier: 3, markup_bps: 12.5 }, invalid('markup_bps')],
      [{ pair_id: free.pair_id, tier: 3, markup_bps: '' }, invalid('markup_bps')],
      [{ pair_id: taken.pair_id, tier: taken.tier, markup_bps: 40 }, DUPLICATE],
      [
        { pair_id: free.pair_id, tier: 3, markup_bps: 10000 },
        { code: 0, result: { markup_percent: '100.00' } },
      ],
      [{ pair_id: free.pair_id, tier: 3, markup_bps: 30 }, DUPLICATE],
    ]);
    const made = db.currencyMargin.at(-1)!;
    expect(made).toMatchObject({
      margin_id: `FXM${String(db.currencyMargin.length).padStart(4, '0')}`,
      pair_id: free.pair_id,
      pair: free.pair,
      base: free.base,
      quote: free.quote,
      tier: 3,
      markup_bps: 10000,
      status: 1,
    });
    const edit = (body: Record<string, unknown>) => post(`${currencyMargin.api}/${made.margin_id}/edit`, body);
    expect((await edit({ markup_bps: 10001 })).body).toMatchObject(outOfRange('markup_bps'));
    expect((await edit({ markup_bps: 0 })).body).toMatchObject({ code: 0, result: { markup_percent: '0.00' } });
    expect((await edit({ markup_bps: 35 })).body).toMatchObject({ code: 0, result: { markup_percent: '0.35' } });
  });

  it('enables and disables currencies, pairs and markups once each; the same transition again answers 101014', async () => {
    const targets = [
      [currencyType.api, db.currencyType.find((c) => c.status === 1)!.code],
      [currencyPair.api, db.currencyPair.find((p) => p.status === 1)!.pair_id],
      [currencyMargin.api, db.currencyMargin.find((m) => m.status === 1)!.margin_id],
    ] as const;
    for (const [api, id] of targets) {
      expect((await post(`${api}/${id}/enable`)).body).toMatchObject(WRONG_STATUS);
      expect((await post(`${api}/${id}/disable`)).body).toMatchObject({
        code: 0,
        result: { status: 2, updated_at: AT },
      });
      expect((await post(`${api}/${id}/disable`)).body).toMatchObject(WRONG_STATUS);
      expect((await post(`${api}/${id}/enable`)).body).toMatchObject({ code: 0, result: { status: 1 } });
    }
    expect(db.oplog.map((e) => [e.resource, e.action, e.after.status])).toEqual([
      ['currencyType', 'disable', 2],
      ['currencyType', 'enable', 1],
      ['currencyPair', 'disable', 2],
      ['currencyPair', 'enable', 1],
      ['currencyMargin', 'disable', 2],
      ['currencyMargin', 'enable', 1],
    ]);
  });

  it('adds a holiday once per currency and day, edits it (not onto a taken day) and deletes it', async () => {
    const count = db.currencyHoliday.length;
    await expectAll(currencyHoliday.api, [
      [{ currency: 'XYZ', date: '2026-12-28', name: 'Bank holiday' }, invalid('currency')],
      [{ currency: 'USD', date: '2026-02-30', name: 'Bank holiday' }, invalid('date')],
      [{ currency: 'USD', date: '2026/12/28', name: 'Bank holiday' }, invalid('date')],
      [{ currency: 'USD', date: '', name: 'Bank holiday' }, invalid('date')],
      [{ currency: 'USD', date: '2026-12-28', name: 'x'.repeat(81) }, invalid('name')],
      [{ currency: 'USD', date: '2026-11-26', name: 'Thanksgiving again' }, DUPLICATE],
      [{ currency: 'USD', date: '2026-12-28', name: 'Bank holiday' }, { code: 0 }],
      [{ currency: 'USD', date: '2026-12-28', name: 'Twice' }, DUPLICATE],
      // Another currency on the same day is another holiday.
      [{ currency: 'GBP', date: '2026-12-28', name: 'Boxing Day (substitute)' }, { code: 0 }],
    ]);
    expect(db.currencyHoliday).toHaveLength(count + 2);
    const made = db.currencyHoliday.find((h) => h.currency === 'USD' && h.date === '2026-12-28')!;
    expect(made).toMatchObject({ name: 'Bank holiday', holiday_id: `HD${String(count + 1).padStart(5, '0')}` });

    const path = (action: string) => `${currencyHoliday.api}/${made.holiday_id}/${action}`;
    expect((await post(path('edit'), { date: '2026-11-26', name: 'Moved' })).body).toMatchObject(DUPLICATE);
    expect((await post(path('edit'), { date: '2026-12-31', name: "New Year's Eve" })).body).toMatchObject({
      code: 0,
      result: { date: '2026-12-31', name: "New Year's Eve", title: "USD New Year's Eve" },
    });
    expect((await post(path('remove'))).body).toMatchObject({ code: 0 });
    expect(db.currencyHoliday.some((h) => h.holiday_id === made.holiday_id)).toBe(false);
    expect((await post(path('remove'))).body).toMatchObject({ code: 100404 });
    expect(db.oplog.map((e) => e.action)).toEqual(['create', 'create', 'edit', 'remove']);
  });

  it('refuses every FX page and change to an operator without the pages (risk role)', async () => {
    const risk = await signIn(RISK);
    for (const def of [currencyType, currencyPair, currencyMargin, currencyHoliday, fxRate, fxPair])
      expect((await call('GET', def.api, { token: risk })).body, def.key).toMatchObject(DENIED);
    const before = db.currencyType.length;
    expect(
      (await post(currencyType.api, { code: 'ISK', name: 'Krona', minor_units: 0, show_flag: 1 }, risk)).body,
    ).toMatchObject(DENIED);
    expect((await post(`${currencyPair.api}/EURUSD/disable`, {}, risk)).body).toMatchObject(DENIED);
    expect((await download(`${fxRate.api}/export`, { token: risk })).text).toContain('"code":403');
    expect(db.currencyType).toHaveLength(before);
    expect(db.currencyPair.find((p) => p.pair_id === 'EURUSD')!.status).toBe(1);
  });
});
