import base from '../../mocks/openapi/base.json';
import part from '../../mocks/openapi/parts/dashboard.json';
import { advanceClock, db } from '../../mocks/db';
import { resourceByKey } from '../../src/resources';
import type {
  DashboardOverview,
  DashboardSummary,
  DashboardTodos,
  DashboardTrend,
  RankRow,
} from '../../src/services/dashboard';
import { DASHBOARD_PATHS, DASHBOARD_TODOS } from '../../src/services/paths';
import { countChange, moneyChange, percentOf, rateChange, ratePercent } from '../../src/pages/Home/figures';
import { ADMIN, RISK, T0, call, pinClock, signIn, type Answer } from './helpers';
import { check, type Schema } from './schema';
import type { Rows } from '../../src/resources';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** T0 is 2026-03-10 09:00:15 UTC. */
const TODAY = '2026-03-10';
const YESTERDAY = '2026-03-09';
const iso = (ms: number) => new Date(ms).toISOString();

let template: Rows['order'];
let made = 0;
/** An order of the controlled state: paid, in USD, of merchant M-A, unless told otherwise. */
function order(at: number, o: Partial<Rows['order']> = {}): Rows['order'] {
  made += 1;
  return {
    ...structuredClone(template),
    order_no: `POTEST${made}`,
    cust_id: 'M-A',
    merchant_name: 'Alpha Ltd',
    amount: '1.00',
    currency: 'USD',
    refunded_amount: '0.00',
    pay_status: 1,
    settle_status: 0,
    refund_status: 0,
    freeze_status: null,
    dispute_status: 0,
    created_at: iso(at),
    paid_at: iso(at),
    events: [],
    ...o,
  };
}

const channel = (cust_id: string, code: string, priority: number): Rows['channelConfig'] => ({
  config_id: `CC-${cust_id}-${code}`,
  cust_id,
  merchant_name: cust_id,
  channel: code,
  payment_methods: ['card'],
  currencies: ['USD'],
  priority,
  mcc: '5999',
  status: 1,
  disable_reason: null,
  updated_by: 'admin@payops.test',
  updated_at: iso(T0),
});

/** The whole document's schemas as the generator merges them: base.json's and this part's. */
const root = { components: { schemas: { ...base.components.schemas, ...part.components.schemas } } };
const paths = part.paths as unknown as Record<
  string,
  { get: { responses: Record<string, { content: Record<string, { schema: Schema }> }> } }
>;
/** The answer matches what mocks/openapi/parts/dashboard.json documents for its status. */
function documented(path: string, answer: Answer) {
  const schema = paths[path].get.responses[String(answer.status)].content['application/json'].schema;
  expect(check(schema, answer.body, root), JSON.stringify(answer.body).slice(0, 300)).toEqual([]);
}

async function get<T>(token: string, path: string, query: Record<string, string> = {}): Promise<T> {
  const answer = await call('GET', path, { token, query });
  expect(answer.body.code, JSON.stringify(answer.body)).toBe(0);
  documented(path, answer);
  return answer.body.result as T;
}

beforeEach(() => {
  pinClock();
  template = structuredClone(db.order[0]);
  made = 0;
});

describe('dashboard: today against yesterday', () => {
  beforeEach(() => {
    // No seeded merchant registered on these days: only the ones set below count.
    for (const m of db.merchant) m.registered_at = '2020-01-01T00:00:00.000Z';
    db.merchant[0].registered_at = iso(T0 - HOUR);
    db.merchant[1].registered_at = `${TODAY}T00:00:00.000Z`;
    db.merchant[2].registered_at = `${YESTERDAY}T12:00:00.000Z`;
    const today = T0 - 2 * HOUR;
    const yesterday = T0 - DAY;
    db.order = [
      // 0.1 + 0.2 is 0.30000000000000004 in floats; 10^15 cents on top; KWD with its three decimals.
      order(today, { amount: '0.10' }),
      order(today, { amount: '0.20' }),
      order(today, { amount: '10000000000000.00' }),
      order(today, { amount: '0.001', currency: 'KWD' }),
      order(today, { amount: '0.002', currency: 'KWD' }),
      // 5·10^15 + 5·10^15 + 1 yen is past 2^53: a float sum loses the last yen.
      order(today, { amount: '5000000000000000', currency: 'JPY' }),
      order(today, { amount: '5000000000000000', currency: 'JPY' }),
      order(today, { amount: '1', currency: 'JPY' }),
      // Refunded, being refunded, refund failed (not counted), disputed.
      order(today, { amount: '2.00', refund_status: 1, refunded_amount: '2.00' }),
      order(today, { amount: '3.00', refund_status: 3 }),
      order(today, { amount: '4.00', refund_status: 2 }),
      order(today, { amount: '5.00', dispute_status: 10 }),
      // Not paid: counted as orders only.
      order(today, { pay_status: 4, paid_at: null }),
      order(today, { pay_status: 6, paid_at: null }),
      order(today, { pay_status: 0, paid_at: null }),
      order(yesterday, { amount: '7.50' }),
      order(yesterday, { amount: '2.50', dispute_status: 1 }),
      order(yesterday, { pay_status: 4, paid_at: null }),
      // 23:30 UTC yesterday: already today in Shanghai (UTC+8).
      order(Date.parse(`${YESTERDAY}T23:30:00.000Z`), { amount: '0.05' }),
      // Two days ago: neither.
      order(T0 - 2 * DAY, { amount: '100.00' }),
    ];
  });

  it('counts orders, paid orders, refunds, disputes and new merchants per day, volumes exact per currency', async () => {
    const token = await signIn(ADMIN);
    const s = await get<DashboardSummary>(token, DASHBOARD_PATHS.summary, { tz: 'UTC' });
    expect(s.tz).toBe('UTC');
    expect(s.today).toEqual({
      date: TODAY,
      orders: 15,
      successful: 12,
      refunded: 2,
      disputed: 1,
      new_merchants: 2,
      volume: [
        { currency: 'JPY', amount: '10000000000000001' },
        { currency: 'KWD', amount: '0.003' },
        { currency: 'USD', amount: '10000000000014.30' },
      ],
    });
    expect(s.yesterday).toEqual({
      date: YESTERDAY,
      orders: 4,
      successful: 3,
      refunded: 0,
      disputed: 1,
      new_merchants: 1,
      volume: [{ currency: 'USD', amount: '10.05' }],
    });
  });

  it("takes days in the operator's time zone, and today from the server's clock", async () => {
    const token = await signIn(ADMIN);
    const s = await get<DashboardSummary>(token, DASHBOARD_PATHS.summary, { tz: 'Asia/Shanghai' });
    // 17:00 in Shanghai: the 23:30 UTC order of yesterday is today's there.
    expect(s.today.date).toBe(TODAY);
    expect(s.today.orders).toBe(16);
    expect(s.today.volume.find((v) => v.currency === 'USD')?.amount).toBe('10000000000014.35');
    expect(s.yesterday.orders).toBe(3);

    // The clock moves past midnight UTC: today becomes the 11th, with no orders (true zeros), and the 10th is
    // yesterday.
    advanceClock(15 * HOUR);
    const later = await signIn(ADMIN);
    const next = await get<DashboardSummary>(later, DASHBOARD_PATHS.summary, { tz: 'UTC' });
    expect(next.today).toMatchObject({ date: '2026-03-11', orders: 0, successful: 0, volume: [] });
    expect(next.yesterday).toMatchObject({ date: TODAY, orders: 15, successful: 12 });

    const bad = await call('GET', DASHBOARD_PATHS.summary, { token: later, query: { tz: 'Mars/Olympus' } });
    expect(bad.body).toMatchObject({ code: 100400, message: 'Invalid input: tz' });
    documented(DASHBOARD_PATHS.summary, bad);
  });

  it('gives the 30 days up to today, zeros included, oldest first', async () => {
    db.order.push(order(T0 - 29 * DAY, { amount: '9.99', currency: 'EUR' }));
    db.order.push(order(T0 - 30 * DAY, { amount: '1000.00', currency: 'EUR' }));
    const token = await signIn(ADMIN);
    const tr = await get<DashboardTrend>(token, DASHBOARD_PATHS.trend, { tz: 'UTC' });
    expect(tr.days).toHaveLength(30);
    expect(tr).toMatchObject({ from: '2026-02-09', to: TODAY });
    expect(tr.days[0]).toEqual({
      date: '2026-02-09',
      orders: 1,
      successful: 1,
      volume: [{ currency: 'EUR', amount: '9.99' }],
    });
    expect(tr.days[28]).toMatchObject({ date: YESTERDAY, orders: 4, successful: 3 });
    expect(tr.days[29]).toMatchObject({ date: TODAY, orders: 15, successful: 12 });
    expect(tr.days[15]).toEqual({ date: '2026-02-24', orders: 0, successful: 0, volume: [] });
  });
});

describe('dashboard: exact figures for display', () => {
  it('rounds rates half away from zero on integers, and compares days exactly', () => {
    expect(ratePercent(1, 3)).toBe('33.33');
    expect(ratePercent(2, 3)).toBe('66.67');
    expect(ratePercent(1, 8)).toBe('12.50');
    expect(ratePercent(1, 0)).toBeUndefined();
    // 1/200000 = 0.0005 %: half rounds away from zero.
    expect(ratePercent(1, 200_000, 3)).toBe('0.001');
    expect(percentOf(-1n, 8n)).toBe('-12.50');
    expect(rateChange(12, 15, 3, 4)).toEqual({ direction: 'up', diff: '+5.00' });
    expect(rateChange(1, 3, 2, 3)).toEqual({ direction: 'down', diff: '-33.33' });
    expect(rateChange(1, 0, 2, 3)).toBeUndefined();
    expect(countChange(15, 4)).toEqual({ direction: 'up', diff: '+11', relative: '+275.00' });
    expect(countChange(0, 0)).toEqual({ direction: 'flat', diff: '0', relative: undefined });
    expect(moneyChange('0.30', '0.10', 'USD')).toEqual({ direction: 'up', diff: '+0.20', relative: '+200.00' });
    expect(moneyChange('10000000000000001', '10000000000000002', 'JPY')).toMatchObject({
      direction: 'down',
      diff: '-1',
    });
    expect(moneyChange('0.003', '0', 'KWD')).toEqual({ direction: 'up', diff: '+0.003', relative: undefined });
  });
});

describe('dashboard: to-do counts', () => {
  /** The list call's total under the to-do's own filter. */
  async function listTotal(token: string, item: DashboardTodos['items'][number]) {
    const def = resourceByKey(DASHBOARD_TODOS.find((t) => t.key === item.key)!.resource)!;
    const total = async (query: Record<string, string>) => {
      const answer = await call('GET', def.api, { token, query: { ...query, current: 1, pageSize: 10 } });
      expect(answer.body.code).toBe(0);
      return (answer.body.result as { total: number }).total;
    };
    // Requests for approval: those of others (the operator's own are not theirs to decide).
    if (item.key !== 'approvals') return total(item.query);
    return (await total(item.query)) - (await total({ ...item.query, maker: ADMIN.email }));
  }

  it('each equals the total of its list under the same filter, and follows changes', async () => {
    const token = await signIn(ADMIN);
    const { items } = await get<DashboardTodos>(token, DASHBOARD_PATHS.todos);
    expect(items.map((i) => i.key)).toEqual(DASHBOARD_TODOS.map((t) => t.key));
    for (const item of items) {
      const todo = DASHBOARD_TODOS.find((t) => t.key === item.key)!;
      expect(item).toMatchObject({ page: todo.page, query: todo.query });
      expect(item.count, item.key).toBe(await listTotal(token, item));
    }
    // The seed has work in each (so agreement is not 0 = 0).
    for (const item of items) expect(item.count, item.key).toBeGreaterThan(0);

    // Handling an alert and approving a registration take one off each, still agreeing with the lists.
    const count = (key: string, list: DashboardTodos['items']) => list.find((i) => i.key === key)!.count;
    const alert = db.fraudAlert.find((a) => a.status === 0)!;
    const handled = await call('POST', `/v1/admin/fraud-alerts/${alert.alert_id}/handle`, {
      token,
      body: { result: 511 },
    });
    expect(handled.body.code).toBe(0);
    const merchant = db.merchant.find((m) => m.status === 0)!;
    expect((await call('POST', `/v1/admin/merchants/${merchant.cust_id}/approve`, { token })).body.code).toBe(0);
    const after = (await get<DashboardTodos>(token, DASHBOARD_PATHS.todos)).items;
    expect(count('fraudAlerts', after)).toBe(count('fraudAlerts', items) - 1);
    expect(count('registrations', after)).toBe(count('registrations', items) - 1);
    for (const item of after) expect(item.count, item.key).toBe(await listTotal(token, item));
  });

  it('counts disputes open for evidence as the dispute list does, as the clock moves', async () => {
    let token = await signIn(ADMIN);
    const disputes = async () =>
      (await get<DashboardTodos>(token, DASHBOARD_PATHS.todos)).items.find((i) => i.key === 'disputes')!;
    const before = await disputes();
    expect(before.query).toEqual({ status: '1,10' });
    expect(before.count).toBe(await listTotal(token, before));
    // A day later some cases have passed their due date: the count still agrees.
    advanceClock(DAY + HOUR);
    token = await signIn(ADMIN);
    const later = await disputes();
    expect(later.count).toBe(await listTotal(token, later));
  });
});

describe('dashboard: platform overview', () => {
  beforeEach(() => {
    db.channelConfig = [channel('M-A', 'stripe', 2), channel('M-A', 'adyen', 1), channel('M-B', 'stripe', 1)];
    const t = T0 - HOUR;
    db.order = [
      // Alpha: 3 orders, 2 paid, 0.30 USD.
      order(t, { amount: '0.10' }),
      order(t, { amount: '0.20' }),
      order(t, { pay_status: 4, paid_at: null }),
      // Beta: 1 order paid, 0.29 USD and 10^15 yen.
      order(t, { cust_id: 'M-B', merchant_name: 'Beta GmbH', amount: '0.29' }),
      order(t, { cust_id: 'M-B', merchant_name: 'Beta GmbH', amount: '1000000000000000', currency: 'JPY' }),
      // Gamma (no channel config): 4 orders, 1 paid, 5.00 EUR.
      ...[1, 4, 4, 4].map((pay) =>
        order(t, { cust_id: 'M-C', merchant_name: 'Gamma SA', amount: '5.00', currency: 'EUR', pay_status: pay }),
      ),
      // Ten days ago, Beta was large in USD.
      order(T0 - 10 * DAY, { cust_id: 'M-B', merchant_name: 'Beta GmbH', amount: '1000.00' }),
    ];
  });

  const keys = (rows: RankRow[]) => rows.map((r) => r.key);

  it('ranks merchants and channels by volume in a currency, orders or success rate, over the period', async () => {
    const token = await signIn(ADMIN);
    const q = (extra: Record<string, string>) =>
      get<DashboardOverview>(token, DASHBOARD_PATHS.overview, { tz: 'UTC', from: TODAY, to: TODAY, ...extra });

    const byVolume = await q({ rank_by: 'volume' });
    // Default currency: the one with the most paid orders in the period.
    expect(byVolume.currency).toBe('USD');
    expect(byVolume.currencies).toEqual(['USD', 'EUR', 'JPY']);
    expect(byVolume.totals).toEqual({
      orders: 9,
      successful: 5,
      volume: [
        { currency: 'EUR', amount: '5.00' },
        { currency: 'JPY', amount: '1000000000000000' },
        { currency: 'USD', amount: '0.59' },
      ],
    });
    // 0.10 + 0.20 = 0.30 beats 0.29 (floats say 0.30000000000000004, which would too, but by luck).
    expect(keys(byVolume.merchants)).toEqual(['M-A', 'M-B', 'M-C']);
    expect(byVolume.merchants[0]).toEqual({
      rank: 1,
      key: 'M-A',
      name: 'Alpha Ltd',
      orders: 3,
      successful: 2,
      volume: [{ currency: 'USD', amount: '0.30' }],
    });
    // Alpha's first channel by priority is adyen; Gamma has none.
    expect(byVolume.channels.map((c) => [c.key, c.orders])).toEqual([
      ['adyen', 3],
      ['stripe', 2],
      ['none', 4],
    ]);
    expect(byVolume.channels[1].volume).toEqual([
      { currency: 'JPY', amount: '1000000000000000' },
      { currency: 'USD', amount: '0.29' },
    ]);

    expect(keys((await q({ rank_by: 'volume', currency: 'JPY' })).merchants)).toEqual(['M-B', 'M-C', 'M-A']);
    expect(keys((await q({ rank_by: 'orders' })).merchants)).toEqual(['M-C', 'M-A', 'M-B']);
    // 2/2 paid, then 2/3, then 1/4.
    const byRate = await q({ rank_by: 'success_rate' });
    expect(keys(byRate.merchants)).toEqual(['M-B', 'M-A', 'M-C']);
    expect(byRate.currency).toBeNull();

    // A longer period takes in Beta's order of ten days ago.
    const month = await q({ rank_by: 'volume', from: '2026-02-09' });
    expect(keys(month.merchants)).toEqual(['M-B', 'M-A', 'M-C']);
    expect(month.merchants[0].volume).toContainEqual({ currency: 'USD', amount: '1000.29' });
    // A period without orders: empty rankings, no currency.
    const empty = await q({ from: '2025-01-01', to: '2025-01-31' });
    expect(empty).toMatchObject({ merchants: [], channels: [], currencies: [], currency: null });
  });

  it('refuses a period it cannot read', async () => {
    const token = await signIn(ADMIN);
    const bad = async (query: Record<string, string>, param: string) => {
      const answer = await call('GET', DASHBOARD_PATHS.overview, { token, query: { tz: 'UTC', ...query } });
      expect(answer.body, JSON.stringify(query)).toMatchObject({ code: 100400, message: `Invalid input: ${param}` });
      documented(DASHBOARD_PATHS.overview, answer);
    };
    await bad({ to: TODAY }, 'from');
    await bad({ from: '2026-02-30', to: TODAY }, 'from');
    await bad({ from: TODAY }, 'to');
    await bad({ from: TODAY, to: YESTERDAY }, 'to');
    await bad({ from: '2025-01-01', to: '2026-01-02' }, 'to');
    await bad({ from: TODAY, to: TODAY, rank_by: 'fees' }, 'rank_by');
    await bad({ from: TODAY, to: TODAY, currency: 'dollars' }, 'currency');
    await bad({ from: TODAY, to: TODAY, tz: 'Nowhere/Else' }, 'tz');
  });
});

describe('dashboard: permissions', () => {
  it('needs the page: the risk role has the dashboard, not the overview, and only the complaints to do', async () => {
    const token = await signIn(RISK);
    expect((await call('GET', DASHBOARD_PATHS.summary, { token })).body.code).toBe(0);
    expect((await call('GET', DASHBOARD_PATHS.trend, { token })).body.code).toBe(0);
    const todos = await call('GET', DASHBOARD_PATHS.todos, { token });
    expect((todos.body.result as DashboardTodos).items.map((i) => i.key)).toEqual(['complaints']);
    const overview = await call('GET', DASHBOARD_PATHS.overview, {
      token,
      query: { from: TODAY, to: TODAY },
    });
    expect(overview.body.code).toBe(403);
    documented(DASHBOARD_PATHS.overview, overview);

    // A role without /Home is refused the dashboard calls too.
    const role = db.role.find((r) => r.id === 'role-risk')!;
    role.pages = role.pages.filter((p) => p !== '/Home');
    for (const path of [DASHBOARD_PATHS.summary, DASHBOARD_PATHS.trend, DASHBOARD_PATHS.todos]) {
      const answer = await call('GET', path, { token });
      expect(answer.body.code, path).toBe(403);
    }
    const anonymous = await call('GET', DASHBOARD_PATHS.summary);
    expect(anonymous.status).toBe(401);
    documented(DASHBOARD_PATHS.summary, anonymous);
  });
});
