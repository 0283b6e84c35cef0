import { db } from '../../mocks/db';
import { CHANNEL_METHODS } from '../../mocks/seed/channels';
import { checkInput } from '../../src/console/validate';
import { ADMIN, RISK, T0, call, download, pinClock, signIn, exportedRows } from './helpers';
import { resourceByKey } from '../../src/resources';

const forterChannel = resourceByKey('forterChannel')!;
const paymentChannel = resourceByKey('paymentChannel')!;
const riskChannel = resourceByKey('riskChannel')!;

const AT = new Date(T0).toISOString();
const WRONG_STATUS = { code: 101014, message: 'Wrong status' };
/** A duplicate naming the input that takes the value. */
const takenAt = (field: string) => ({ code: 100409, message: `Already on the list: ${field}` });
const invalid = (field: string) => ({ code: 100400, message: `Invalid input: ${field}` });
const outOfRange = (field: string) => ({ code: 100400, message: `Value out of range: ${field}` });
const THRESHOLDS = { code: 100400, message: 'Invalid input: decline_from' };

type Page<T = Record<string, unknown>> = { list: T[]; total: number };
const TWO_DECIMALS = /^\d{1,3}\.\d{2}$/;

/** The routes in the order payments try them. */
const routeIds = () => [...db.riskChannel].sort((a, b) => a.priority - b.priority).map((r) => r.channel_id);
/** An enabled shop no Forter config names yet. */
const freeShop = () => db.shop.find((s) => s.status === 1 && !db.forterChannel.some((c) => c.shop_id === s.shop_id))!;

const NEW_CHANNEL = {
  channel_code: 'TRUELAYER_UK',
  name: 'TrueLayer open banking UK',
  type: 'bank',
  payment_methods: ['banktransfer'],
  currencies: ['GBP'],
  countries: ['GB'],
  fee_rate: '0.9',
};
const NEW_FORTER = {
  forter_site_id: 'a1b2c3d4e5',
  forter_account: 'payops-eu',
  mode: 'monitor',
  approve_below: 40,
  decline_from: 85,
};
const NEW_ROUTE = {
  name: 'SEON Mexico',
  provider: 'seon',
  countries: ['MX'],
  currencies: ['MXN', 'USD'],
  timeout_ms: 900,
  fallback_decision: 'review',
};

describe('channels: seed', () => {
  it('holds realistic payment channels: unique codes, methods that suit the type, rates with two decimals', () => {
    const form = paymentChannel.create!.form;
    expect(db.paymentChannel.length).toBeGreaterThanOrEqual(12);
    expect(new Set(db.paymentChannel.map((c) => c.channel_code)).size).toBe(db.paymentChannel.length);
    expect(new Set(db.paymentChannel.map((c) => c.type))).toEqual(new Set(['card', 'wallet', 'bank']));
    expect(new Set(db.paymentChannel.map((c) => c.status))).toEqual(new Set([1, 2]));
    for (const c of db.paymentChannel) {
      expect(checkInput(form.channel_code, c.channel_code).ok, c.channel_code).toBe(true);
      expect(checkInput(form.currencies, c.currencies).ok, c.channel_code).toBe(true);
      expect(checkInput(form.countries, c.countries).ok, c.channel_code).toBe(true);
      for (const m of c.payment_methods) expect(CHANNEL_METHODS[c.type]).toContain(m);
      expect(c.fee_rate).toMatch(TWO_DECIMALS);
      expect(c.success_rate).toMatch(TWO_DECIMALS);
      expect(c.status_reason === null).toBe(c.status === 1);
    }
  });

  it('configures Forter on existing shops, one config per shop and per site, thresholds in order', () => {
    const shops = new Map(db.shop.map((s) => [s.shop_id, s]));
    expect(db.forterChannel.length).toBeGreaterThan(20);
    expect(new Set(db.forterChannel.map((c) => c.shop_id)).size).toBe(db.forterChannel.length);
    expect(new Set(db.forterChannel.map((c) => c.forter_site_id)).size).toBe(db.forterChannel.length);
    expect(new Set(db.forterChannel.map((c) => c.mode))).toEqual(new Set(['active', 'monitor']));
    for (const c of db.forterChannel) {
      const shop = shops.get(c.shop_id)!;
      expect(shop).toBeDefined();
      // A disabled shop is never screened.
      if (shop.status === 2) expect(c.status).toBe(2);
      expect(c.forter_site_id).toMatch(/^[a-z0-9]{8,16}$/);
      expect(c.approve_below).toBeLessThan(c.decline_from);
    }
  });

  it('orders the screening routes 1..n, with merchant routes naming existing merchants', () => {
    expect(routeIds().map((id) => db.riskChannel.find((r) => r.channel_id === id)!.priority)).toEqual(
      db.riskChannel.map((_, i) => i + 1),
    );
    const known = new Set(db.merchant.map((m) => m.cust_id));
    for (const r of db.riskChannel) for (const id of r.cust_ids) expect(known.has(id)).toBe(true);
    expect(db.riskChannel.some((r) => r.cust_ids.length > 0)).toBe(true);
    // The last route screens everything: no country, currency or merchant restriction.
    const last = db.riskChannel.find((r) => r.priority === db.riskChannel.length)!;
    expect([last.countries, last.currencies, last.cust_ids, last.status]).toEqual([[], [], [], 1]);
  });
});

describe('channels: fake backend', () => {
  let token: string;
  const post = (path: string, body: Record<string, unknown> = {}) => call('POST', path, { token, body });
  const list = async <T = Record<string, unknown>>(api: string, query: Record<string, string | number>) =>
    (await call('GET', api, { token, query: { pageSize: 100, ...query } })).body.result as Page<T>;

  beforeEach(async () => {
    pinClock();
    token = await signIn(ADMIN);
  });

  it('filters each list by its declared filters, including fields read from other tables', async () => {
    const wallets = await list<{ channel_code: string }>(paymentChannel.api, { type: 'wallet', currencies: 'EUR' });
    const expected = db.paymentChannel.filter((c) => c.type === 'wallet' && c.currencies.includes('EUR'));
    expect(wallets.list.map((c) => c.channel_code).sort()).toEqual(expected.map((c) => c.channel_code).sort());
    expect(wallets.total).toBeGreaterThan(0);
    expect(wallets.total).toBeLessThan(db.paymentChannel.length);

    const cheap = await list<{ fee_rate: string }>(paymentChannel.api, { fee_rate_from: 0, fee_rate_to: 1 });
    expect(cheap.total).toBe(db.paymentChannel.filter((c) => Number(c.fee_rate) <= 1).length);

    // Merchant and site URL come from the shop.
    const sample = db.forterChannel[3];
    const shop = db.shop.find((s) => s.shop_id === sample.shop_id)!;
    const mine = await list<Record<string, unknown>>(forterChannel.api, { cust_id: shop.cust_id, mode: sample.mode });
    expect(mine.list.map((c) => c.config_id)).toContain(sample.config_id);
    for (const row of mine.list)
      expect(row).toMatchObject({ cust_id: shop.cust_id, merchant_name: shop.merchant_name });
    expect(mine.list.find((c) => c.config_id === sample.config_id)).toMatchObject({ site_url: shop.site_url });

    const routed = db.riskChannel.find((r) => r.cust_ids.length)!;
    const byMerchant = await list<{ channel_id: string; merchant_names: string[] }>(riskChannel.api, {
      cust_ids: routed.cust_ids[0],
    });
    expect(byMerchant.list.map((r) => r.channel_id)).toEqual([routed.channel_id]);
    const name = db.merchant.find((m) => m.cust_id === routed.cust_ids[0])!.name;
    expect(byMerchant.list[0].merchant_names).toContain(name);
  });

  it('creates a payment channel with its fee kept to two decimals; refuses a taken code and values that do not fit', async () => {
    const count = db.paymentChannel.length;
    const refusals: [Record<string, unknown>, object][] = [
      [{ ...NEW_CHANNEL, channel_code: db.paymentChannel[0].channel_code }, takenAt('channel_code')],
      [{ ...NEW_CHANNEL, channel_code: 'truelayer' }, invalid('channel_code')],
      [{ ...NEW_CHANNEL, type: 'card' }, invalid('payment_methods')],
      [{ ...NEW_CHANNEL, payment_methods: ['banktransfer', 'paypal'] }, invalid('payment_methods')],
      [{ ...NEW_CHANNEL, currencies: ['GBP', 'XYZ'] }, invalid('currencies')],
      [{ ...NEW_CHANNEL, countries: [] }, invalid('countries')],
      [{ ...NEW_CHANNEL, fee_rate: '0.999' }, invalid('fee_rate')],
      [{ ...NEW_CHANNEL, fee_rate: '25' }, outOfRange('fee_rate')],
      [{ ...NEW_CHANNEL, fee_rate: 0.9 }, { code: 0 }],
    ];
    // The last one is accepted (a number is read as its decimal text): it takes the code, so it goes last.
    for (const [body, expected] of refusals)
      expect((await post(paymentChannel.api, body)).body, JSON.stringify(body)).toMatchObject(expected);
    expect(db.paymentChannel).toHaveLength(count + 1);
    expect(db.paymentChannel.at(-1)).toEqual({
      ...NEW_CHANNEL,
      fee_rate: '0.90',
      success_rate: null,
      status: 1,
      status_reason: null,
      updated_by: ADMIN.email,
      updated_at: AT,
      created_at: AT,
    });
    expect(db.oplog.map((e) => [e.action, e.target_id])).toEqual([['create', 'TRUELAYER_UK']]);
    expect((await post(paymentChannel.api, NEW_CHANNEL)).body).toMatchObject(takenAt('channel_code'));
  });

  it('enables and disables each kind of channel once, with a reason; the same transition again answers 101014', async () => {
    const targets = [
      [paymentChannel.api, db.paymentChannel.find((c) => c.status === 1)!.channel_code],
      [forterChannel.api, db.forterChannel.find((c) => c.status === 1)!.config_id],
      [riskChannel.api, db.riskChannel.find((c) => c.status === 1)!.channel_id],
    ] as const;
    for (const [api, id] of targets) {
      expect((await post(`${api}/${id}/enable`, { reason: 'Already on' })).body).toMatchObject(WRONG_STATUS);
      expect((await post(`${api}/${id}/disable`)).body).toMatchObject(invalid('reason'));
      const off = await post(`${api}/${id}/disable`, { reason: 'Provider outage' });
      expect(off.body.result).toMatchObject({ status: 2, status_reason: 'Provider outage', updated_at: AT });
      expect((await post(`${api}/${id}/disable`, { reason: 'Again' })).body).toMatchObject(WRONG_STATUS);
      const on = await post(`${api}/${id}/enable`, { reason: 'Outage over' });
      expect(on.body.result).toMatchObject({ status: 1, status_reason: 'Outage over' });
    }
    expect(db.oplog.map((e) => [e.resource, e.action, e.after.status])).toEqual([
      ['paymentChannel', 'disable', 2],
      ['paymentChannel', 'enable', 1],
      ['forterChannel', 'disable', 2],
      ['forterChannel', 'enable', 1],
      ['riskChannel', 'disable', 2],
      ['riskChannel', 'enable', 1],
    ]);
  });

  it('refuses Forter thresholds out of order on create and edit, a configured shop or site, a disabled shop', async () => {
    const shop = freeShop();
    // A config of an enabled shop: its shop and its site are taken.
    const taken = db.forterChannel.find((c) => db.shop.some((x) => x.shop_id === c.shop_id && x.status === 1))!;
    const current = () => db.forterChannel.find((c) => c.config_id === taken.config_id);
    const disabledShop = db.shop.find((s) => s.status === 2)!;
    const count = db.forterChannel.length;
    const refusals: [Record<string, unknown>, object][] = [
      [{ ...NEW_FORTER, shop_id: shop.shop_id, approve_below: 85 }, THRESHOLDS],
      [{ ...NEW_FORTER, shop_id: shop.shop_id, approve_below: 90 }, THRESHOLDS],
      [{ ...NEW_FORTER, shop_id: shop.shop_id, decline_from: 101 }, outOfRange('decline_from')],
      [{ ...NEW_FORTER, shop_id: shop.shop_id, approve_below: 12.5 }, invalid('approve_below')],
      [{ ...NEW_FORTER, shop_id: shop.shop_id, forter_site_id: 'A1B2C3D4' }, invalid('forter_site_id')],
      [{ ...NEW_FORTER, shop_id: shop.shop_id, forter_site_id: taken.forter_site_id }, takenAt('forter_site_id')],
      [{ ...NEW_FORTER, shop_id: taken.shop_id }, takenAt('shop_id')],
      [{ ...NEW_FORTER, shop_id: disabledShop.shop_id }, invalid('shop_id')],
      [{ ...NEW_FORTER, shop_id: 'S999999' }, invalid('shop_id')],
    ];
    for (const [body, expected] of refusals)
      expect((await post(forterChannel.api, body)).body, JSON.stringify(body)).toMatchObject(expected);
    expect(db.forterChannel).toHaveLength(count);

    const made = await post(forterChannel.api, { ...NEW_FORTER, shop_id: shop.shop_id });
    expect(made.body.result).toMatchObject({
      ...NEW_FORTER,
      shop_id: shop.shop_id,
      site_url: shop.site_url,
      merchant_name: shop.merchant_name,
      status: 1,
    });

    const before = { ...taken };
    const edit = (body: Record<string, unknown>) => post(`${forterChannel.api}/${taken.config_id}/edit`, body);
    const own = { ...NEW_FORTER, forter_site_id: taken.forter_site_id };
    expect((await edit({ ...own, approve_below: 70, decline_from: 60 })).body).toMatchObject(THRESHOLDS);
    expect((await edit({ ...own, forter_site_id: NEW_FORTER.forter_site_id })).body).toMatchObject(
      takenAt('forter_site_id'),
    );
    expect(current()).toEqual(before);
    expect((await edit({ ...own, mode: 'active', approve_below: 30, decline_from: 70 })).body.code).toBe(0);
    expect(current()).toMatchObject({ mode: 'active', approve_below: 30, decline_from: 70, updated_at: AT });
  });

  it('adds a screening route last; raise and lower swap neighbours, the first cannot rise nor the last sink', async () => {
    const ids = routeIds();
    const made = await post(riskChannel.api, { ...NEW_ROUTE, cust_ids: [db.merchant[0].cust_id] });
    expect(made.body.result).toMatchObject({
      ...NEW_ROUTE,
      priority: ids.length + 1,
      status: 1,
      merchant_names: [db.merchant[0].name],
    });
    const id = String((made.body.result as { channel_id: string }).channel_id);
    expect(routeIds()).toEqual([...ids, id]);
    expect((await post(`${riskChannel.api}/${id}/lower`)).body).toMatchObject(WRONG_STATUS);
    expect((await post(`${riskChannel.api}/${ids[0]}/raise`)).body).toMatchObject(WRONG_STATUS);

    expect((await post(`${riskChannel.api}/${id}/raise`)).body.code).toBe(0);
    expect(routeIds().slice(-2)).toEqual([id, ids.at(-1)]);
    expect((await post(`${riskChannel.api}/${ids[0]}/lower`)).body.code).toBe(0);
    expect(routeIds().slice(0, 2)).toEqual([ids[1], ids[0]]);
    expect(db.riskChannel.map((r) => r.priority).sort((a, b) => a - b)).toEqual(routeIds().map((_, i) => i + 1));

    // An edit may widen the route to every country and merchant (empty lists) and change its time-out.
    const edited = await post(`${riskChannel.api}/${id}/edit`, { ...NEW_ROUTE, countries: [], timeout_ms: 1500 });
    expect(edited.body.result).toMatchObject({ countries: [], cust_ids: [], merchant_names: [], timeout_ms: 1500 });
    expect((await post(`${riskChannel.api}/${id}/edit`, { ...NEW_ROUTE, timeout_ms: 50 })).body).toMatchObject(
      outOfRange('timeout_ms'),
    );
  });

  it('refuses an account without the Channels pages (the risk account), reads and changes alike', async () => {
    const riskToken = await signIn(RISK);
    for (const def of [paymentChannel, forterChannel, riskChannel]) {
      expect((await call('GET', def.api, { token: riskToken })).body.code, def.key).toBe(403);
      const rows: readonly Record<string, unknown>[] = {
        paymentChannel: db.paymentChannel,
        forterChannel: db.forterChannel,
        riskChannel: db.riskChannel,
      }[def.key]!;
      const id = String(rows[0][def.rowKey]);
      expect(
        (await call('POST', `${def.api}/${id}/disable`, { token: riskToken, body: { reason: 'x' } })).body.code,
      ).toBe(403);
      expect((await download(`${def.api}/export`, { token: riskToken })).text).toContain('"code":403');
    }
    expect(db.oplog).toHaveLength(0);
  });

  it('exports a CSV of the filtered rows of each list, header = the list columns', async () => {
    const cases = [
      [
        paymentChannel,
        { type: 'card', status: 1 },
        db.paymentChannel.filter((c) => c.type === 'card' && c.status === 1).map((c) => c.channel_code),
      ],
      [
        forterChannel,
        { mode: 'monitor' },
        db.forterChannel.filter((c) => c.mode === 'monitor').map((c) => c.config_id),
      ],
      [
        riskChannel,
        { provider: 'seon,sift' },
        db.riskChannel.filter((c) => ['seon', 'sift'].includes(c.provider)).map((c) => c.channel_id),
      ],
    ] as const;
    for (const [def, query, expected] of cases) {
      const csv = await download(`${def.api}/export`, { token, query });
      expect(csv.status).toBe(200);
      expect(csv.headers.get('content-disposition')).toMatch(new RegExp(`^attachment; filename="${def.key}-`));
      const records = exportedRows(def, csv.text);
      // Every list column, under its label (and an enumeration's code beside it).
      expect(Object.keys(records[0])).toEqual(expect.arrayContaining(def.list.columns));
      expect(records.map((r) => r[def.rowKey]).sort(), def.key).toEqual([...expected].sort());
      expect(records.length).toBeGreaterThan(0);
    }
  });
});
