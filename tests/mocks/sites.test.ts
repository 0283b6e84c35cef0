import { db } from '../../mocks/db';
import { MERCHANT_SEED_DATE, seedMerchants } from '../../mocks/seed/merchants';
import { seedOrderParams, seedSites } from '../../mocks/seed/sites';
import { isCurrency } from '../../src/domain/iso';
import { ADMIN, RISK, T0, call, pinClock, signIn } from './helpers';
import { resourceByKey } from '../../src/resources';

const orderParams = resourceByKey('orderParams')!;
const site = resourceByKey('site')!;

const AT = new Date(T0).toISOString();

describe('site and order-parameter seeds', () => {
  const merchants = seedMerchants();

  it('sites: every merchant has one to three, https on its own domain, both states, the same at every reset', () => {
    const sites = seedSites(merchants);
    expect(seedSites(merchants)).toEqual(sites);
    expect(new Set(sites.map((s) => s.cust_id)).size).toBe(merchants.length);
    expect(new Set(sites.map((s) => s.site_id)).size).toBe(sites.length);
    expect(new Set(sites.map((s) => s.site_url.toLowerCase())).size).toBe(sites.length);
    expect(new Set(sites.map((s) => s.status))).toEqual(new Set([1, 2]));
    const byId = new Map(merchants.map((m) => [m.cust_id, m]));
    for (const s of sites) {
      const m = byId.get(s.cust_id)!;
      expect(s.site_url).toMatch(/^https:\/\/[a-z0-9.-]+$/);
      expect(s.created_at >= m.registered_at).toBe(true);
      expect(Date.parse(s.created_at)).toBeLessThan(MERCHANT_SEED_DATE);
    }
    const counts = new Map<string, number>();
    for (const s of sites) counts.set(s.cust_id, (counts.get(s.cust_id) ?? 0) + 1);
    expect(new Set(counts.values())).toEqual(new Set([1, 2, 3]));
  });

  it('order parameters: one row per merchant, https URLs, ISO 4217 codes, expiry within bounds', () => {
    const rows = seedOrderParams(merchants);
    expect(seedOrderParams(merchants)).toEqual(rows);
    expect(rows.map((r) => r.cust_id)).toEqual(merchants.map((m) => m.cust_id));
    expect(new Set(rows.map((r) => r.three_ds_mode))).toEqual(new Set([0, 1, 2]));
    for (const r of rows) {
      expect(r.notify_url).toMatch(/^https:\/\//);
      expect(r.return_url).toMatch(/^https:\/\//);
      expect(r.currencies.length).toBeGreaterThan(0);
      for (const c of [...r.currencies, r.settlement_currency]) expect(isCurrency(c), c).toBe(true);
      expect(Number.isInteger(r.order_expiry_minutes)).toBe(true);
      expect(r.order_expiry_minutes).toBeGreaterThanOrEqual(5);
      expect(r.order_expiry_minutes).toBeLessThanOrEqual(10080);
    }
  });
});

describe('sites', () => {
  let token: string;
  const API = site.api;
  const act = (id: string, action: string, body: Record<string, unknown> = {}) =>
    call('POST', `${API}/${id}/${action}`, { token, body });

  beforeEach(async () => {
    pinClock();
    token = await signIn(ADMIN);
  });

  it("lists one merchant's sites by the cust_id filter", async () => {
    const custId = db.site[10].cust_id;
    const answer = await call('GET', API, { token, query: { cust_id: custId } });
    const { list, total } = answer.body.result as { list: { cust_id: string }[]; total: number };
    expect(total).toBe(db.site.filter((s) => s.cust_id === custId).length);
    expect(list.every((s) => s.cust_id === custId)).toBe(true);
  });

  it('creates a site for a known merchant, enabled and logged; refuses an unknown merchant, http and a taken URL', async () => {
    const m = db.merchant[0];
    const body = {
      cust_id: m.cust_id,
      name: 'Spring sale',
      site_url: 'https://spring.example.com',
      platform: 'Shopify',
    };
    const made = await call('POST', API, { token, body });
    expect(made.body.result).toMatchObject({ ...body, status: 1, created_at: AT });
    const id = String((made.body.result as { site_id: string }).site_id);
    expect(id).toMatch(/^ST\d+$/);
    expect(db.oplog).toHaveLength(1);
    expect(db.oplog[0]).toMatchObject({ resource: 'site', target_id: id, action: 'create' });

    const refused = async (b: Record<string, unknown>) => (await call('POST', API, { token, body: b })).body;
    expect(await refused({ ...body, cust_id: 'C999999', site_url: 'https://other.example.com' })).toMatchObject({
      code: 100400,
      message: 'Invalid input: cust_id',
    });
    expect(await refused({ ...body, site_url: 'http://spring2.example.com' })).toMatchObject({
      message: 'Invalid input: site_url',
    });
    expect(await refused({ ...body, site_url: 'HTTPS://Spring.Example.com/' })).toMatchObject({
      message: 'Invalid input: site_url',
    });
    expect(await refused({ ...body, site_url: 'https://x.example.com', platform: 'Wix' })).toMatchObject({
      message: 'Invalid input: platform',
    });
    expect(db.oplog).toHaveLength(1);
  });

  it('edits, disables with a reason, enables; a repeated transition answers 101014', async () => {
    const s = db.site.find((x) => x.status === 1)!;
    const edited = await act(s.site_id, 'edit', {
      name: 'Main',
      site_url: 'https://main.example.com',
      platform: 'Magento',
    });
    expect(edited.body.result).toMatchObject({
      name: 'Main',
      site_url: 'https://main.example.com',
      platform: 'Magento',
    });
    const taken = db.site.find((x) => x.site_id !== s.site_id)!.site_url;
    expect((await act(s.site_id, 'edit', { name: 'Main', site_url: taken, platform: 'Magento' })).body).toMatchObject({
      message: 'Invalid input: site_url',
    });
    expect((await act(s.site_id, 'disable')).body).toMatchObject({ message: 'Invalid input: reason' });
    expect((await act(s.site_id, 'disable', { reason: 'Domain expired' })).body.result).toMatchObject({ status: 2 });
    expect((await act(s.site_id, 'disable', { reason: 'again' })).body).toMatchObject({ code: 101014 });
    expect((await act(s.site_id, 'enable')).body.result).toMatchObject({ status: 1 });
    expect(db.oplog.map((e) => [e.action, e.reason ?? null, e.after.status ?? null])).toEqual([
      ['edit', null, null],
      ['disable', 'Domain expired', 2],
      ['enable', null, 1],
    ]);
  });

  it('the risk account may not call it', async () => {
    const risk = await signIn(RISK);
    expect((await call('GET', API, { token: risk })).body.code).toBe(403);
  });
});

describe('order parameters', () => {
  let token: string;
  const API = orderParams.api;
  const valid = {
    notify_url: 'https://api.example.com/notify',
    return_url: 'https://www.example.com/thanks',
    currencies: ['EUR', 'USD', 'EUR'],
    settlement_currency: 'USD',
    three_ds_mode: 2,
    order_expiry_minutes: 45,
  };
  const edit = (id: string, body: Record<string, unknown>) => call('POST', `${API}/${id}/edit`, { token, body });

  beforeEach(async () => {
    pinClock();
    token = await signIn(ADMIN);
  });

  it("answers one merchant's record; an unknown one is 100404", async () => {
    const row = db.orderParams[5];
    expect((await call('GET', `${API}/${row.cust_id}`, { token })).body.result).toEqual(row);
    expect((await call('GET', `${API}/C999999`, { token })).body.code).toBe(100404);
  });

  it('edits every parameter, stamped and logged', async () => {
    const row = db.orderParams[0];
    const answer = await edit(row.cust_id, valid);
    expect(answer.body.result).toMatchObject({
      ...valid,
      currencies: ['EUR', 'USD'],
      updated_by: ADMIN.email,
      updated_at: AT,
    });
    expect(db.oplog).toHaveLength(1);
    expect(db.oplog[0]).toMatchObject({ resource: 'orderParams', target_id: row.cust_id, action: 'edit' });
    expect(db.oplog[0].after).toMatchObject({ notify_url: valid.notify_url, order_expiry_minutes: 45 });
  });

  it('refuses by hand what the form refuses: http URLs, bad codes, expiry out of bounds, missing fields', async () => {
    const row = db.orderParams[0];
    const cases: [Record<string, unknown>, string, string?][] = [
      [{ notify_url: 'http://api.example.com/notify' }, 'notify_url'],
      [{ return_url: 'javascript:alert(1)' }, 'return_url'],
      [{ currencies: ['USD', 'XYZ'] }, 'currencies'],
      [{ currencies: [] }, 'currencies'],
      [{ currencies: 'USD' }, 'currencies'],
      [{ settlement_currency: 'usd' }, 'settlement_currency'],
      [{ three_ds_mode: 3 }, 'three_ds_mode'],
      [{ order_expiry_minutes: 4 }, 'order_expiry_minutes', 'Value out of range'],
      [{ order_expiry_minutes: 10081 }, 'order_expiry_minutes', 'Value out of range'],
      [{ order_expiry_minutes: 30.5 }, 'order_expiry_minutes'],
    ];
    for (const [change, field, why = 'Invalid input'] of cases)
      expect((await edit(row.cust_id, { ...valid, ...change })).body, field).toMatchObject({
        code: 100400,
        message: `${why}: ${field}`,
      });
    const { settlement_currency: _omit, ...missing } = valid;
    expect((await edit(row.cust_id, missing)).body).toMatchObject({ message: 'Invalid input: settlement_currency' });
    expect(db.orderParams[0]).toEqual(row);
    expect(db.oplog).toHaveLength(0);
  });
});
