import { db } from '../../mocks/db';
import { ADMIN, RISK, T0, call, download, pinClock, signIn, dualControlOff } from './helpers';
import { resourceByKey } from '../../src/resources';

const channelConfig = resourceByKey('channelConfig')!;

const API = channelConfig.api;
const AT = new Date(T0).toISOString();

const config = (id: string) => db.channelConfig.find((c) => c.config_id === id)!;
/** A merchant's configs in the order they are tried. */
const route = (custId: string) =>
  db.channelConfig.filter((c) => c.cust_id === custId).sort((a, b) => a.priority - b.priority);
/** A merchant routed to exactly `n` channels. */
const merchantWith = (n: number) => {
  const counts = new Map<string, number>();
  for (const c of db.channelConfig) counts.set(c.cust_id, (counts.get(c.cust_id) ?? 0) + 1);
  return [...counts].find(([, count]) => count === n)![0];
};

const NEW = {
  channel: 'stripe',
  payment_methods: ['card', 'applepay'],
  currencies: ['USD', 'EUR'],
  priority: 5,
  mcc: '5691',
};

describe('channel config seed', () => {
  it('routes only approved or frozen merchants, with distinct channels and priorities 1..n, every state present', () => {
    const approved = new Set(db.merchant.filter((m) => m.status === 1 || m.status === 3).map((m) => m.cust_id));
    expect(db.channelConfig.length).toBeGreaterThan(100);
    expect(db.channelConfig.length).toBeLessThan(600);
    for (const custId of new Set(db.channelConfig.map((c) => c.cust_id))) {
      expect(approved.has(custId)).toBe(true);
      const mine = route(custId);
      expect(new Set(mine.map((c) => c.channel)).size).toBe(mine.length);
      expect(mine.map((c) => c.priority)).toEqual(mine.map((_, i) => i + 1));
    }
    expect(new Set(db.channelConfig.map((c) => c.status))).toEqual(new Set([1, 2]));
    for (const c of db.channelConfig) {
      expect(c.mcc).toMatch(/^\d{4}$/);
      expect(c.payment_methods).toContain('card');
      expect(c.disable_reason === null).toBe(c.status === 1);
    }
  });
});

describe('channel config actions', () => {
  let token: string;
  const post = (path: string, body: Record<string, unknown> = {}) => call('POST', `${API}${path}`, { token, body });

  beforeEach(async () => {
    // What the actions do; dual control over them is approvals.test.ts's.
    dualControlOff();
    pinClock();
    token = await signIn(ADMIN);
  });

  it('creates a config for an existing merchant, enabled, and logs it', async () => {
    const custId = merchantWith(1);
    const taken = route(custId)[0].channel;
    const channel = ['stripe', 'adyen'].find((c) => c !== taken)!;
    const answer = await post('', { ...NEW, channel, cust_id: custId });
    expect(answer.body.code).toBe(0);
    const created = answer.body.result as Record<string, unknown>;
    expect(created).toMatchObject({
      cust_id: custId,
      merchant_name: db.merchant.find((m) => m.cust_id === custId)!.name,
      channel,
      currencies: ['USD', 'EUR'],
      priority: 5,
      status: 1,
      updated_by: ADMIN.email,
      updated_at: AT,
    });
    expect(created.config_id).toBe(`CC${300001 + db.channelConfig.length - 1}`);
    expect(db.oplog.map((e) => [e.action, e.target_id])).toEqual([['create', created.config_id]]);
  });

  it('refuses a merchant that does not exist, the same channel twice, a bad MCC, no currency, a priority out of range', async () => {
    const existing = db.channelConfig[0];
    const count = db.channelConfig.length;
    const refusals: [Record<string, unknown>, string, string?][] = [
      [{ ...NEW, cust_id: 'C999999' }, 'cust_id'],
      [{ ...NEW, cust_id: existing.cust_id, channel: existing.channel }, 'channel'],
      [{ ...NEW, cust_id: existing.cust_id, channel: 'paypal' }, 'channel'],
      [{ ...NEW, cust_id: existing.cust_id, payment_methods: [] }, 'payment_methods'],
      [{ ...NEW, cust_id: existing.cust_id, currencies: [] }, 'currencies'],
      [{ ...NEW, cust_id: existing.cust_id, currencies: ['USD', 'XYZ'] }, 'currencies'],
      [{ ...NEW, cust_id: existing.cust_id, priority: 0 }, 'priority', 'Value out of range'],
      [{ ...NEW, cust_id: existing.cust_id, priority: 2.5 }, 'priority'],
      [{ ...NEW, cust_id: existing.cust_id, mcc: '569' }, 'mcc'],
      [{ ...NEW, cust_id: existing.cust_id, mcc: '56a1' }, 'mcc'],
    ];
    for (const [body, field, why = 'Invalid input'] of refusals) {
      expect((await post('', body)).body, field).toMatchObject({ code: 100400, message: `${why}: ${field}` });
    }
    expect(db.channelConfig).toHaveLength(count);
    expect(db.oplog).toHaveLength(0);
  });

  it('edits methods, currencies, priority and MCC, stamping who and when', async () => {
    const target = db.channelConfig[0];
    const body = { payment_methods: ['card', 'klarna'], currencies: ['GBP'], priority: 9, mcc: '5977' };
    const answer = await post(`/${target.config_id}/edit`, { ...body, channel: 'adyen' });
    expect(answer.body.code).toBe(0);
    expect(config(target.config_id)).toMatchObject({ ...body, updated_by: ADMIN.email, updated_at: AT });
    expect(db.oplog[0].after).toMatchObject({ currencies: ['GBP'], priority: 9, mcc: '5977' });
    expect(db.oplog[0].after).not.toHaveProperty('channel');
  });

  it('disables with a reason (1→2), enables again (2→1); a repeated transition answers 101014', async () => {
    const target = db.channelConfig.find((c) => c.status === 1)!;
    expect((await post(`/${target.config_id}/disable`)).body).toMatchObject({
      code: 100400,
      message: 'Invalid input: reason',
    });
    expect((await post(`/${target.config_id}/disable`, { reason: 'Acquirer outage' })).body.code).toBe(0);
    expect(config(target.config_id)).toMatchObject({ status: 2, disable_reason: 'Acquirer outage' });
    expect((await post(`/${target.config_id}/disable`, { reason: 'again' })).body).toMatchObject({
      code: 101014,
      message: 'Wrong status',
    });
    expect((await post(`/${target.config_id}/enable`)).body.code).toBe(0);
    expect(config(target.config_id)).toMatchObject({ status: 1, disable_reason: null });
    expect((await post(`/${target.config_id}/enable`)).body.code).toBe(101014);
    expect(db.oplog.map((e) => [e.action, e.reason, e.after.status])).toEqual([
      ['disable', 'Acquirer outage', 2],
      ['enable', undefined, 1],
    ]);
  });

  it('raise and lower swap priorities with the neighbour; the first cannot rise nor the last sink', async () => {
    const custId = merchantWith(3);
    const [first, second, third] = route(custId).map((c) => c.config_id);

    expect((await post(`/${first}/raise`)).body).toMatchObject({ code: 101014, message: 'Wrong status' });
    expect((await post(`/${third}/lower`)).body).toMatchObject({ code: 101014, message: 'Wrong status' });
    expect(db.oplog).toHaveLength(0);

    const answer = await post(`/${third}/raise`);
    expect(answer.body.result).toMatchObject({ config_id: third, priority: 2 });
    expect(route(custId).map((c) => c.config_id)).toEqual([first, third, second]);
    expect(config(second)).toMatchObject({ priority: 3, updated_by: ADMIN.email, updated_at: AT });
    // Both moved configs are logged.
    expect(db.oplog.map((e) => [e.target_id, e.before.priority, e.after.priority])).toEqual([
      [second, 2, 3],
      [third, 3, 2],
    ]);

    expect((await post(`/${first}/lower`)).body.code).toBe(0);
    expect(route(custId).map((c) => c.config_id)).toEqual([third, first, second]);
    expect(route(custId).map((c) => c.priority)).toEqual([1, 2, 3]);
  });

  it('separates equal priorities set by hand when moving', async () => {
    const custId = merchantWith(2);
    const [first, second] = route(custId).map((c) => c.config_id);
    config(first).priority = 4;
    config(second).priority = 4;
    expect((await post(`/${second}/raise`)).body.code).toBe(0);
    expect([config(second).priority, config(first).priority]).toEqual([4, 5]);
    expect(route(custId).map((c) => c.config_id)).toEqual([second, first]);
  });

  it('exports a CSV of the filtered rows', async () => {
    const stripe = db.channelConfig.filter((c) => c.channel === 'stripe' && c.status === 2);
    const csv = await download(`${API}/export`, { token, query: { channel: 'stripe', status: 2 } });
    expect(csv.status).toBe(200);
    const lines = csv.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      '配置编号,商户号,商户名称,支付渠道,支付渠道代码,状态,状态代码,支付方式,支付方式代码,币种,优先级,MCC,更新时间',
    );
    expect(
      lines
        .slice(1)
        .map((l) => l.split(',')[0])
        .sort(),
    ).toEqual(stripe.map((c) => c.config_id).sort());
  });

  it('filters by a currency the config accepts', async () => {
    const answer = await call('GET', API, { token, query: { currencies: 'JPY', pageSize: 100 } });
    const { list, total } = answer.body.result as { list: { currencies: string[] }[]; total: number };
    expect(total).toBe(db.channelConfig.filter((c) => c.currencies.includes('JPY')).length);
    expect(total).toBeGreaterThan(0);
    for (const row of list) expect(row.currencies).toContain('JPY');
  });

  it('refuses an account without the page (the risk account)', async () => {
    const riskToken = await signIn(RISK);
    const target = db.channelConfig[0];
    const denied = await call('POST', `${API}/${target.config_id}/raise`, { token: riskToken });
    expect(denied.body.code).toBe(403);
    expect((await call('GET', API, { token: riskToken })).body.code).toBe(403);
  });
});
