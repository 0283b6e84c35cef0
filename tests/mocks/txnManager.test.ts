import { db } from '../../mocks/db';
import { isTimeZone } from '../../mocks/resources/txnManager/tradingWindow';
import { compareDecimal, minorUnits, toMinor } from '../../src/console/money';
import type { ResourceDef } from '../../src/console/types';
import { checkInput } from '../../src/console/validate';
import { PERMISSION_CODES } from '../../src/domain/permissionCodes';
import { ADMIN, RISK, T0, call, pinClock, signIn, dualControlOff } from './helpers';
import { resourceByKey } from '../../src/resources';
import AREA from '../../src/resources/txnManager';

const businessChannel = resourceByKey('businessChannel')!;
const dictionary = resourceByKey('dictionary')!;
const feeConf = resourceByKey('feeConf')!;
const walletFeeConf = resourceByKey('walletFeeConf')!;
const paymentLimit = resourceByKey('paymentLimit')!;
const walletPaymentLimit = resourceByKey('walletPaymentLimit')!;
const tradingWindow = resourceByKey('tradingWindow')!;
const transferLink = resourceByKey('transferLink')!;

const AT = new Date(T0).toISOString();
const WRONG_STATUS = { code: 101014, message: 'Wrong status' };
const DUPLICATE = { code: 100409, message: 'Already on the list' };
const OK = { code: 0 };
const invalid = (field: string) => ({ code: 100400, message: `Invalid input: ${field}` });
const outOfRange = (field: string) => ({ code: 100400, message: `Value out of range: ${field}` });

type Page<T = Record<string, unknown>> = { list: T[]; total: number };
type Case = [body: Record<string, unknown>, expected: object];

/** Every seeded row passes the edit form of its declaration, checked against the row itself. */
function editable(def: ResourceDef, rows: readonly Record<string, unknown>[]) {
  const form = def.actions!.find((a) => a.key === 'edit')!.form!;
  for (const row of rows)
    for (const [name, input] of Object.entries(form))
      expect(checkInput(input, row[name], { row, values: row }).ok, `${def.key} ${name} ${String(row[name])}`).toBe(
        true,
      );
}

const approved = () => db.merchant.filter((m) => m.status === 1);
const unapproved = () => db.merchant.find((m) => m.status !== 1)!;

describe('transaction config: seed', () => {
  it('routes each business line and currency over channels that carry the currency, priorities 1..n', () => {
    const channels = new Map(db.paymentChannel.map((c) => [c.channel_code, c]));
    expect(db.businessChannel.length).toBeGreaterThan(20);
    const groups = new Map<string, number[]>();
    for (const r of db.businessChannel) {
      const channel = channels.get(r.channel_code)!;
      expect(channel.currencies, r.route_id).toContain(r.currency);
      // A route over a disabled channel carries nothing.
      if (channel.status === 2) expect(r.status).toBe(2);
      const key = `${r.business_line}|${r.currency}`;
      groups.set(key, [...(groups.get(key) ?? []), r.priority]);
    }
    for (const [key, priorities] of groups)
      expect(
        [...priorities].sort((a, b) => a - b),
        key,
      ).toEqual(priorities.map((_, i) => i + 1));
    expect(new Set(db.businessChannel.map((r) => r.currency))).toEqual(
      new Set(['USD', 'EUR', 'GBP', 'JPY', 'KWD', 'HKD', 'CNY']),
    );
    editable(businessChannel, db.businessChannel);
  });

  it('keeps fees per product of approved merchants on channels carrying the method and currency, exact amounts', () => {
    const channels = new Map(db.paymentChannel.map((c) => [c.channel_code, c]));
    const ok = new Set(approved().map((m) => m.cust_id));
    for (const [def, rows, prefix] of [
      [feeConf, db.feeConf, 'FC'],
      [walletFeeConf, db.walletFeeConf, 'WFC'],
    ] as const) {
      expect(rows.length).toBeGreaterThanOrEqual(30);
      const combos = rows.map((r) => [r.cust_id, r.channel_code, r.payment_method, r.currency].join('|'));
      expect(new Set(combos).size).toBe(rows.length);
      expect(rows.map((r) => r.currency)).toEqual(expect.arrayContaining(['JPY', 'KWD']));
      for (const r of rows) {
        expect(r.fee_id).toMatch(new RegExp(`^${prefix}\\d{6}$`));
        expect(ok.has(r.cust_id)).toBe(true);
        expect(channels.get(r.channel_code)!.payment_methods).toContain(r.payment_method);
        expect(channels.get(r.channel_code)!.currencies).toContain(r.currency);
        expect(r.percent_fee).toMatch(/^\d{1,2}\.\d{2}$/);
        // Each amount written with exactly the currency's decimals.
        for (const amount of [r.fixed_fee, r.min_fee, r.max_fee])
          expect(amount.split('.')[1]?.length ?? 0, `${r.fee_id} ${amount}`).toBe(minorUnits(r.currency));
        expect(toMinor(r.min_fee, r.currency)! <= toMinor(r.max_fee, r.currency)!).toBe(true);
        expect(toMinor(r.fixed_fee, r.currency)! <= toMinor(r.max_fee, r.currency)!).toBe(true);
      }
      editable(def, rows);
    }
    expect(db.feeConf.find((r) => r.currency === 'JPY')!.fixed_fee).toBe('45');
    expect(db.feeConf.find((r) => r.currency === 'KWD')!.fixed_fee).toBe('0.095');
  });

  it('keeps limits per product in order single min ≤ single max ≤ daily ≤ monthly, up to 10^15 minor units', () => {
    for (const [def, rows] of [
      [paymentLimit, db.paymentLimit],
      [walletPaymentLimit, db.walletPaymentLimit],
    ] as const) {
      expect(rows.length).toBeGreaterThanOrEqual(30);
      expect(new Set(rows.map((r) => `${r.cust_id}|${r.currency}`)).size).toBe(rows.length);
      expect(rows.map((r) => r.currency)).toEqual(expect.arrayContaining(['JPY', 'KWD']));
      for (const r of rows) {
        const chain = [r.single_min, r.single_max, r.daily_limit, r.monthly_limit];
        for (let i = 1; i < chain.length; i++) expect(compareDecimal(chain[i], chain[i - 1])).toBeGreaterThanOrEqual(0);
        for (const amount of chain) expect(toMinor(amount, r.currency), `${r.limit_id} ${amount}`).toBeDefined();
      }
      editable(def, rows);
    }
    const big = db.paymentLimit.find((r) => r.monthly_limit === '9999999999999.99')!;
    expect(toMinor(big.monthly_limit, big.currency)).toBe(10n ** 15n - 1n);
  });

  it('holds trading windows in known zones, one zone per channel, open before close, never overlapping', () => {
    expect(db.tradingWindow.length).toBeGreaterThan(20);
    const zones = new Map<string, Set<string>>();
    for (const w of db.tradingWindow) {
      expect(isTimeZone(w.time_zone), w.time_zone).toBe(true);
      expect(w.open_time < w.close_time, w.window_id).toBe(true);
      zones.set(w.channel_code, (zones.get(w.channel_code) ?? new Set()).add(w.time_zone));
      const clash = db.tradingWindow.filter(
        (o) =>
          o !== w &&
          o.channel_code === w.channel_code &&
          o.weekday === w.weekday &&
          o.open_time < w.close_time &&
          w.open_time < o.close_time,
      );
      expect(clash, w.window_id).toEqual([]);
    }
    for (const set of zones.values()) expect(set.size).toBe(1);
    editable(tradingWindow, db.tradingWindow);
  });

  it('links distinct approved merchants once per direction; dictionary keys are unique and lists are comma lists', () => {
    const ok = new Set(approved().map((m) => m.cust_id));
    const pairs = db.transferLink.map((l) => `${l.from_cust_id}>${l.to_cust_id}`);
    expect(new Set(pairs).size).toBe(db.transferLink.length);
    for (const l of db.transferLink) {
      expect(l.from_cust_id).not.toBe(l.to_cust_id);
      expect(ok.has(l.from_cust_id) && ok.has(l.to_cust_id)).toBe(true);
    }
    expect(new Set(db.dictionary.map((d) => d.dict_key)).size).toBe(db.dictionary.length);
    expect(new Set(db.dictionary.map((d) => d.kind))).toEqual(new Set([1, 2, 3]));
    for (const d of db.dictionary.filter((x) => x.kind === 3)) expect(d.value).toMatch(/^[^,\s]+(,[^,\s]+)+$/);
    editable(dictionary, db.dictionary);
  });
});

describe('transaction config: fake backend', () => {
  let token: string;
  const post = (path: string, body: Record<string, unknown> = {}) => call('POST', path, { token, body });
  const list = async <T = Record<string, unknown>>(api: string, query: Record<string, string | number> = {}) =>
    (await call('GET', api, { token, query: { pageSize: 100, ...query } })).body.result as Page<T>;
  /** Each body answered as expected, in order. */
  const expectAll = async (path: string, cases: Case[]) => {
    for (const [body, expected] of cases)
      expect((await post(path, body)).body, JSON.stringify(body)).toMatchObject(expected);
  };
  /** Enable and disable once each; the same transition again answers 101014 and changes nothing. */
  const toggles = async (
    api: string,
    id: string,
    on = 'enable',
    off = 'disable',
    field = 'status',
    values = [1, 2],
  ) => {
    expect((await post(`${api}/${id}/${on}`)).body).toMatchObject(WRONG_STATUS);
    const offAnswer = await post(`${api}/${id}/${off}`);
    expect(offAnswer.body.result).toMatchObject({ [field]: values[1], updated_by: ADMIN.email, updated_at: AT });
    expect((await post(`${api}/${id}/${off}`)).body).toMatchObject(WRONG_STATUS);
    expect((await post(`${api}/${id}/${on}`)).body.result).toMatchObject({ [field]: values[0] });
  };

  beforeEach(async () => {
    // What the actions do; dual control over them is approvals.test.ts's.
    dualControlOff();
    pinClock();
    token = await signIn(ADMIN);
  });

  it('lists with filters, names read from merchants and channels; each product answers its own table', async () => {
    const usdAcquiring = await list<Record<string, unknown>>(businessChannel.api, {
      business_line: 'acquiring',
      currency: 'USD',
    });
    const expected = db.businessChannel.filter((r) => r.business_line === 'acquiring' && r.currency === 'USD');
    expect(usdAcquiring.total).toBe(expected.length);
    const checkout = usdAcquiring.list.find((r) => r.channel_code === 'CHECKOUT_CARD_GLOBAL')!;
    expect(checkout.channel_name).toBe('Checkout.com card global');

    const txn = await list<{ fee_id: string; merchant_name: string; cust_id: string }>(feeConf.api);
    const wallet = await list<{ fee_id: string }>(walletFeeConf.api);
    expect(walletFeeConf.api).toBe('/v1/admin/wallet/fee-configs');
    expect(txn.total).toBe(db.feeConf.length);
    expect(wallet.total).toBe(db.walletFeeConf.length);
    expect(wallet.list.every((r) => r.fee_id.startsWith('WFC'))).toBe(true);
    const sample = txn.list[0];
    expect(sample.merchant_name).toBe(db.merchant.find((m) => m.cust_id === sample.cust_id)!.name);

    const kwd = await list<{ currency: string }>(paymentLimit.api, { currency: 'KWD' });
    expect(kwd.total).toBe(db.paymentLimit.filter((r) => r.currency === 'KWD').length);
    expect(kwd.total).toBeGreaterThan(0);
    // Amounts compared exactly: the 10^15 − 1 minor-unit limit is above 9999999999999.98, not equal to it.
    const huge = await list<{ monthly_limit: string }>(paymentLimit.api, { monthly_limit_from: '9999999999999.98' });
    expect(huge.list.map((r) => r.monthly_limit)).toEqual(['9999999999999.99']);

    const saturday = await list<{ weekday: number }>(tradingWindow.api, { weekday: 6 });
    expect(saturday.total).toBe(db.tradingWindow.filter((w) => w.weekday === 6).length);
    const links = await list<{ from_name: string; from_cust_id: string }>(transferLink.api);
    expect(links.list[0].from_name).toBe(db.merchant.find((m) => m.cust_id === links.list[0].from_cust_id)!.name);
    const lists = await list<{ kind: number }>(dictionary.api, { kind: 3 });
    expect(lists.total).toBe(db.dictionary.filter((d) => d.kind === 3).length);
  });

  describe('channel routing', () => {
    const NEW = { business_line: 'acquiring', currency: 'CHF', channel_code: 'ADYEN_CARD_EU', priority: 1 };

    it('creates a route; refuses a disabled channel, a currency it does not carry, a taken priority, a repeat', async () => {
      const taken = db.businessChannel.find((r) => r.business_line === 'acquiring' && r.currency === 'EUR')!;
      const count = db.businessChannel.length;
      await expectAll(businessChannel.api, [
        [{ ...NEW, channel_code: 'WORLDPAY_CARD_UK', currency: 'GBP' }, invalid('channel_code')],
        [{ ...NEW, channel_code: 'NO_SUCH_CHANNEL' }, invalid('channel_code')],
        [{ ...NEW, currency: 'USD' }, invalid('currency')],
        [{ ...NEW, currency: 'XYZ' }, invalid('currency')],
        [{ ...NEW, business_line: 'barter' }, invalid('business_line')],
        [{ ...NEW, priority: 0 }, outOfRange('priority')],
        [{ ...NEW, priority: 100 }, outOfRange('priority')],
        [{ ...NEW, priority: 1.5 }, invalid('priority')],
        [
          { business_line: 'acquiring', currency: 'EUR', channel_code: 'KLARNA_EU', priority: taken.priority },
          invalid('priority'),
        ],
        [{ business_line: 'acquiring', currency: 'EUR', channel_code: taken.channel_code, priority: 9 }, DUPLICATE],
        [NEW, OK],
        [NEW, DUPLICATE],
      ]);
      expect(db.businessChannel).toHaveLength(count + 1);
      expect(db.businessChannel.at(-1)).toEqual({
        route_id: `BC${100001 + count}`,
        ...NEW,
        status: 1,
        updated_by: ADMIN.email,
        updated_at: AT,
        created_at: AT,
      });
    });

    it('edits the priority unless another route of the line and currency holds it; enables and disables once', async () => {
      const [first, second] = db.businessChannel
        .filter((r) => r.business_line === 'acquiring' && r.currency === 'EUR')
        .sort((a, b) => a.priority - b.priority);
      const path = `${businessChannel.api}/${first.route_id}/edit`;
      expect((await post(path, { priority: second.priority })).body).toMatchObject(invalid('priority'));
      const name = db.paymentChannel.find((c) => c.channel_code === first.channel_code)!.name;
      expect((await post(path, { priority: 42 })).body.result).toMatchObject({ priority: 42, channel_name: name });
      expect(first.priority).toBe(42);
      await toggles(businessChannel.api, db.businessChannel.find((r) => r.status === 1)!.route_id);
      expect(db.oplog.map((e) => [e.resource, e.action])).toEqual([
        ['businessChannel', 'edit'],
        ['businessChannel', 'disable'],
        ['businessChannel', 'enable'],
      ]);
    });
  });

  describe.each([
    ['txn', feeConf, () => db.feeConf, () => db.walletFeeConf],
    ['wallet', walletFeeConf, () => db.walletFeeConf, () => db.feeConf],
  ] as const)('fee config (%s)', (_product, def, own, other) => {
    /** An approved merchant with no fee config in this product yet. */
    const freeMerchant = () => approved().find((m) => !own().some((r) => r.cust_id === m.cust_id))!;
    const base = () => ({
      cust_id: freeMerchant().cust_id,
      channel_code: 'CHECKOUT_CARD_GLOBAL',
      payment_method: 'card',
      currency: 'KWD',
      fee_method: 1,
      percent_fee: '2.5',
      fixed_fee: '0.1',
      min_fee: '0.2',
      max_fee: '15',
    });

    it('creates a config with amounts kept in the currency minor units; refuses what does not fit', async () => {
      const NEW = base();
      const ownCount = own().length;
      const otherCount = other().length;
      await expectAll(def.api, [
        [{ ...NEW, cust_id: unapproved().cust_id }, invalid('cust_id')],
        [{ ...NEW, channel_code: 'WORLDPAY_CARD_UK' }, invalid('channel_code')],
        [{ ...NEW, payment_method: 'paypal' }, invalid('payment_method')],
        [{ ...NEW, currency: 'BRL' }, invalid('currency')],
        [{ ...NEW, percent_fee: '100.01' }, outOfRange('percent_fee')],
        [{ ...NEW, percent_fee: '-1' }, outOfRange('percent_fee')],
        [{ ...NEW, percent_fee: '2.555' }, invalid('percent_fee')],
        [{ ...NEW, fixed_fee: '-0.1' }, outOfRange('fixed_fee')],
        // KWD has three decimals: a fourth is refused; JPY has none.
        [{ ...NEW, fixed_fee: '0.0001' }, invalid('fixed_fee')],
        [{ ...NEW, currency: 'JPY', fixed_fee: '1.5', min_fee: '0', max_fee: '500' }, invalid('fixed_fee')],
        // The maximum not below the minimum: the form's own check, and again by exact comparison.
        [{ ...NEW, min_fee: '0.3', max_fee: '0.299' }, invalid('max_fee')],
        [{ ...NEW, fixed_fee: '15.001' }, invalid('fixed_fee')],
        [{ ...NEW, percent_fee: '100', fixed_fee: '0.1', min_fee: '0.3', max_fee: '0.3' }, OK],
        [{ ...NEW, percent_fee: '1' }, DUPLICATE],
      ]);
      expect(own()).toHaveLength(ownCount + 1);
      expect(other()).toHaveLength(otherCount);
      expect(own().at(-1)).toMatchObject({
        cust_id: NEW.cust_id,
        currency: 'KWD',
        percent_fee: '100.00',
        fixed_fee: '0.100',
        min_fee: '0.300',
        max_fee: '0.300',
        status: 1,
        created_at: AT,
      });
      expect(db.oplog.map((e) => [e.resource, e.action])).toEqual([[def.key, 'create']]);
    });

    it('edits in the row currency (JPY has no decimals); enables and disables once each', async () => {
      const jpy = own().find((r) => r.currency === 'JPY')!;
      const path = `${def.api}/${jpy.fee_id}/edit`;
      const EDIT = { fee_method: 2, percent_fee: '3.1', fixed_fee: '50', min_fee: '50', max_fee: '5000' };
      await expectAll(path, [
        [{ ...EDIT, fixed_fee: '50.5' }, invalid('fixed_fee')],
        [{ ...EDIT, max_fee: '49' }, invalid('max_fee')],
        [{ ...EDIT, percent_fee: '101' }, outOfRange('percent_fee')],
        [{ ...EDIT, fee_method: 3 }, invalid('fee_method')],
      ]);
      expect((await post(path, EDIT)).body.result).toMatchObject({ ...EDIT, percent_fee: '3.10', currency: 'JPY' });
      expect(jpy).toMatchObject({ fee_method: 2, percent_fee: '3.10', fixed_fee: '50', max_fee: '5000' });
      await toggles(def.api, own().find((r) => r.status === 1)!.fee_id);
    });
  });

  describe.each([
    ['txn', paymentLimit, () => db.paymentLimit, () => db.walletPaymentLimit],
    ['wallet', walletPaymentLimit, () => db.walletPaymentLimit, () => db.paymentLimit],
  ] as const)('payment limits (%s)', (_product, def, own, other) => {
    const freeMerchant = () => approved().find((m) => !own().some((r) => r.cust_id === m.cust_id))!;

    it('creates limits in order, compared exactly; refuses each step out of order and a second limit', async () => {
      const NEW = {
        cust_id: freeMerchant().cust_id,
        currency: 'USD',
        single_min: '0.1',
        single_max: '0.3',
        daily_limit: '0.30',
        monthly_limit: '999999999999999.99',
      };
      const otherCount = other().length;
      await expectAll(def.api, [
        [{ ...NEW, cust_id: unapproved().cust_id }, invalid('cust_id')],
        [{ ...NEW, single_min: '0.31' }, invalid('single_max')],
        [{ ...NEW, single_max: '0', single_min: '0' }, invalid('single_max')],
        [{ ...NEW, daily_limit: '0.29' }, invalid('daily_limit')],
        // 10^17 minor units: as floats the two are equal; exactly, the monthly is one cent below the daily.
        [{ ...NEW, daily_limit: '999999999999999.99', monthly_limit: '999999999999999.98' }, invalid('monthly_limit')],
        [{ ...NEW, single_min: '0.001' }, invalid('single_min')],
        [{ ...NEW, currency: 'JPY', single_min: '1', single_max: '1.5', daily_limit: '2' }, invalid('single_max')],
        [{ ...NEW, monthly_limit: '1000000000000000' }, invalid('monthly_limit')],
        [NEW, OK],
        [{ ...NEW, monthly_limit: '5' }, DUPLICATE],
        [{ ...NEW, currency: 'KWD', single_min: '0.105', single_max: '0.3', daily_limit: '1' }, OK],
      ]);
      expect(other()).toHaveLength(otherCount);
      expect(own().slice(-2)).toMatchObject([
        {
          currency: 'USD',
          single_min: '0.10',
          single_max: '0.30',
          daily_limit: '0.30',
          monthly_limit: NEW.monthly_limit,
        },
        { currency: 'KWD', single_min: '0.105', single_max: '0.300', daily_limit: '1.000' },
      ]);
    });

    it('edits the limits in the row currency; enables and disables once each', async () => {
      const kwd = own().find((r) => r.currency === 'KWD')!;
      const path = `${def.api}/${kwd.limit_id}/edit`;
      const EDIT = { single_min: '0.5', single_max: '100.125', daily_limit: '1000', monthly_limit: '30000' };
      await expectAll(path, [
        [{ ...EDIT, single_max: '100.1255' }, invalid('single_max')],
        [{ ...EDIT, monthly_limit: '999.999' }, invalid('monthly_limit')],
      ]);
      expect((await post(path, EDIT)).body.result).toMatchObject({
        single_min: '0.500',
        single_max: '100.125',
        daily_limit: '1000.000',
        monthly_limit: '30000.000',
      });
      await toggles(def.api, own().find((r) => r.status === 1)!.limit_id);
    });
  });

  describe('FX trading windows', () => {
    // IDEAL_NL has no windows in the seed.
    const NEW = {
      channel_code: 'IDEAL_NL',
      weekday: 1,
      open_time: '09:00',
      close_time: '12:00',
      time_zone: 'Europe/Amsterdam',
    };

    it('refuses bad hours, unknown zones, a second zone for a channel and overlapping windows; touching ones are fine', async () => {
      await expectAll(tradingWindow.api, [
        [{ ...NEW, open_time: '9:00' }, invalid('open_time')],
        [{ ...NEW, open_time: '24:00', close_time: '24:00' }, invalid('open_time')],
        [{ ...NEW, close_time: '12:60' }, invalid('close_time')],
        [{ ...NEW, close_time: '09:00' }, invalid('close_time')],
        [{ ...NEW, open_time: '13:00' }, invalid('close_time')],
        [{ ...NEW, time_zone: 'Mars/Olympus_Mons' }, invalid('time_zone')],
        [{ ...NEW, time_zone: 'europe/amsterdam' }, invalid('time_zone')],
        [{ ...NEW, time_zone: 'CET+1' }, invalid('time_zone')],
        [{ ...NEW, weekday: 8 }, invalid('weekday')],
        [NEW, OK],
        // Same channel and day: 11:00-14:00 overlaps 09:00-12:00; 12:00-24:00 touches it; another zone is refused.
        [{ ...NEW, open_time: '11:00', close_time: '14:00' }, invalid('open_time')],
        [{ ...NEW, open_time: '08:00', close_time: '09:01' }, invalid('open_time')],
        [{ ...NEW, open_time: '12:00', close_time: '24:00', time_zone: 'Europe/Berlin' }, invalid('time_zone')],
        [{ ...NEW, open_time: '12:00', close_time: '24:00' }, OK],
        [{ ...NEW, weekday: 2, open_time: '11:00', close_time: '14:00' }, OK],
      ]);
      expect(
        db.tradingWindow
          .filter((w) => w.channel_code === 'IDEAL_NL')
          .map((w) => [w.weekday, w.open_time, w.close_time]),
      ).toEqual([
        [1, '09:00', '12:00'],
        [1, '12:00', '24:00'],
        [2, '11:00', '14:00'],
      ]);
    });

    it('edits a window unless it would overlap a sibling (any status); enables and disables once each', async () => {
      const split = db.tradingWindow.find(
        (w) => w.open_time === '09:00' && w.close_time === '12:00' && w.weekday === 1 && w.status === 1,
      )!;
      const afternoon = db.tradingWindow.find(
        (w) => w.channel_code === split.channel_code && w.weekday === 1 && w.open_time === '13:00' && w.status === 1,
      )!;
      const path = `${tradingWindow.api}/${split.window_id}/edit`;
      const EDIT = { weekday: 1, open_time: '08:00', close_time: '13:30', time_zone: split.time_zone };
      expect((await post(path, EDIT)).body).toMatchObject(invalid('open_time'));
      // Still refused while the afternoon window is disabled: enabling it again must not make an overlap.
      expect((await post(`${tradingWindow.api}/${afternoon.window_id}/disable`)).body).toMatchObject(OK);
      expect((await post(path, EDIT)).body).toMatchObject(invalid('open_time'));
      const zone = split.time_zone === 'UTC' ? 'Asia/Tokyo' : 'UTC';
      expect((await post(path, { ...EDIT, close_time: '13:00', time_zone: zone })).body).toMatchObject(
        invalid('time_zone'),
      );
      expect((await post(path, { ...EDIT, close_time: '13:00' })).body.result).toMatchObject({
        open_time: '08:00',
        close_time: '13:00',
      });
      expect((await post(`${tradingWindow.api}/${afternoon.window_id}/enable`)).body).toMatchObject(OK);
      await toggles(tradingWindow.api, split.window_id);
    });
  });

  describe('transfer links', () => {
    it('links two approved merchants once per direction; refuses itself, an unapproved one and a repeat', async () => {
      const [a, b] = approved().filter(
        (m) => !db.transferLink.some((l) => [l.from_cust_id, l.to_cust_id].includes(m.cust_id)),
      );
      await expectAll(transferLink.api, [
        [{ from_cust_id: a.cust_id, to_cust_id: a.cust_id }, invalid('to_cust_id')],
        [{ from_cust_id: a.cust_id, to_cust_id: unapproved().cust_id }, invalid('to_cust_id')],
        [{ from_cust_id: unapproved().cust_id, to_cust_id: b.cust_id }, invalid('from_cust_id')],
        [{ from_cust_id: a.cust_id, to_cust_id: 'C999999' }, invalid('to_cust_id')],
        [{ from_cust_id: a.cust_id, to_cust_id: b.cust_id, remark: 'x'.repeat(201) }, invalid('remark')],
        [{ from_cust_id: a.cust_id, to_cust_id: b.cust_id, remark: 'Group sweep' }, OK],
        [{ from_cust_id: a.cust_id, to_cust_id: b.cust_id }, DUPLICATE],
        // The other direction is another link.
        [{ from_cust_id: b.cust_id, to_cust_id: a.cust_id }, OK],
      ]);
      expect(db.transferLink.slice(-2)).toMatchObject([
        { from_cust_id: a.cust_id, to_cust_id: b.cust_id, remark: 'Group sweep', status: 1 },
        { from_cust_id: b.cust_id, to_cust_id: a.cust_id, remark: null, status: 1 },
      ]);
    });

    it('edits the note only; enables and disables once each', async () => {
      const link = db.transferLink.find((l) => l.status === 1)!;
      const [from, to] = [link.from_cust_id, link.to_cust_id];
      const answer = await post(`${transferLink.api}/${link.link_id}/edit`, { remark: 'Renewed', to_cust_id: from });
      expect(answer.body.result).toMatchObject({ remark: 'Renewed', from_cust_id: from, to_cust_id: to });
      await toggles(transferLink.api, link.link_id);
    });
  });

  describe('config dictionary', () => {
    const NEW = { dict_key: 'payout.currencies', kind: 3, value: ' USD, EUR ,JPY ', show_flag: 1 };

    it('keeps keys unique and list values as comma lists', async () => {
      await expectAll(dictionary.api, [
        [
          { ...NEW, dict_key: db.dictionary[0].dict_key },
          { code: 100409, message: 'Already on the list: dict_key' },
        ],
        [{ ...NEW, dict_key: 'Payout Currencies' }, invalid('dict_key')],
        [{ ...NEW, kind: 4 }, invalid('kind')],
        [{ ...NEW, show_flag: 2 }, invalid('show_flag')],
        [{ ...NEW, value: 'USD,,EUR' }, invalid('value')],
        [{ ...NEW, value: 'USD,EUR,' }, invalid('value')],
        [{ ...NEW, value: 'USD,EUR,USD' }, invalid('value')],
        [{ ...NEW, kind: 2, value: 'pay amount' }, invalid('value')],
        [{ ...NEW, value: 'x'.repeat(501) }, invalid('value')],
        [NEW, OK],
        [NEW, { code: 100409, message: 'Already on the list: dict_key' }],
      ]);
      expect(db.dictionary.at(-1)).toMatchObject({ dict_key: 'payout.currencies', value: 'USD,EUR,JPY', kind: 3 });
    });

    it('edits by the new kind; shows and hides once each', async () => {
      const constant = db.dictionary.find((d) => d.kind === 1 && d.show_flag === 1)!;
      const path = `${dictionary.api}/${constant.dict_id}/edit`;
      expect((await post(path, { kind: 3, value: 'a,,b' })).body).toMatchObject(invalid('value'));
      expect((await post(path, { kind: 3, value: 'a, b', description: '' })).body.result).toMatchObject({
        kind: 3,
        value: 'a,b',
        description: null,
        dict_key: constant.dict_key,
      });
      await toggles(dictionary.api, constant.dict_id, 'show', 'hide', 'show_flag', [1, 0]);
    });
  });

  it('refuses every call without the page (the risk account), and a change without its code', async () => {
    // Every page of the area.
    const defs = AREA.map((d) => resourceByKey(d.key)!);
    expect(defs).toHaveLength(8);
    for (const def of defs) expect(PERMISSION_CODES[def.page]).toContain(`${def.key}:create`);
    expect(PERMISSION_CODES['/wallet/conf']).toEqual(expect.arrayContaining(['walletFeeConf:edit']));
    const risk = await signIn(RISK);
    for (const def of defs) {
      expect((await call('GET', def.api, { token: risk })).body.code, def.key).toBe(403);
      expect((await call('POST', def.api, { token: risk, body: {} })).body.code, def.key).toBe(403);
    }
    // Given the page but not its codes, the risk account lists the links and may not change them.
    const role = db.role.find((r) => r.name === 'risk')!;
    role.pages.push(transferLink.page);
    const link = db.transferLink.find((l) => l.status === 1)!;
    expect((await call('GET', transferLink.api, { token: risk })).body.code).toBe(0);
    const denied = await call('POST', `${transferLink.api}/${link.link_id}/disable`, { token: risk });
    expect(denied.body.code).toBe(403);
    expect(link.status).toBe(1);
    // The wallet's codes are its own: the transaction line's code does not open the wallet's action.
    role.pages.push(walletFeeConf.page);
    role.codes.push('feeConf:disable');
    const fee = db.walletFeeConf.find((r) => r.status === 1)!;
    expect((await call('POST', `${walletFeeConf.api}/${fee.fee_id}/disable`, { token: risk })).body.code).toBe(403);
    expect(db.oplog).toEqual([]);
  });
});
