import { db } from '../../mocks/db';
import { ADMIN, call, pinClock, signIn } from './helpers';
import { resourceByKey } from '../../src/resources';
import type { Rows } from '../../src/resources';

const merchant = resourceByKey('merchant')!;

const API = merchant.api;

interface Page {
  list: Rows['merchant'][];
  total: number;
  current: number;
  pageSize: number;
}

const count = (keep: (m: Rows['merchant']) => boolean) => db.merchant.filter(keep).length;

describe('merchant list', () => {
  let token: string;
  let list: (query?: string) => Promise<Page>;
  beforeEach(async () => {
    pinClock();
    token = await signIn(ADMIN);
    list = async (query = '') => {
      const answer = await call('GET', `${API}${query}`, { token });
      expect(answer.body.code, JSON.stringify(answer.body)).toBe(0);
      return answer.body.result as Page;
    };
  });

  it('pages through every merchant: 10 a page by default, the total on each page', async () => {
    const first = await list();
    expect(first).toMatchObject({ total: 300, current: 1, pageSize: 10 });
    expect(first.list).toHaveLength(10);
    expect((await list('?current=30')).list).toHaveLength(10);
    expect(await list('?current=31')).toMatchObject({ list: [], total: 300, current: 31 });

    const pages = await Promise.all([1, 2, 3].map((n) => list(`?current=${n}&pageSize=100`)));
    const ids = pages.flatMap((p) => p.list.map((m) => m.cust_id));
    expect(new Set(ids).size).toBe(300);
  });

  it('refuses a page size outside 1-100 and a bad page number with 100400', async () => {
    expect((await list('?pageSize=100')).list).toHaveLength(100);
    expect((await list('?pageSize=1')).list).toHaveLength(1);
    for (const size of ['0', '101', '-1', 'ten', '2.5']) {
      const answer = await call('GET', API, { token, query: { pageSize: size } });
      expect(answer.body).toMatchObject({ code: 100400, message: 'Invalid input: pageSize' });
    }
    const page = await call('GET', API, { token, query: { current: 0 } });
    expect(page.body).toMatchObject({ code: 100400, message: 'Invalid input: current' });
  });

  it('filters eq: entity and customer id', async () => {
    const pyv = await list('?entity=PYV&pageSize=100');
    expect(pyv.total).toBe(count((m) => m.entity === 'PYV'));
    expect(pyv.total).toBeGreaterThan(0);
    expect(pyv.total).toBeLessThan(300);
    expect(pyv.list.every((m) => m.entity === 'PYV')).toBe(true);
    expect((await list('?cust_id=C100007')).list.map((m) => m.cust_id)).toEqual(['C100007']);
    expect((await list('?country=JP')).total).toBe(count((m) => m.country === 'JP'));
  });

  it('filters like: case-insensitive contains', async () => {
    const trading = await list('?name=TRADING&pageSize=100');
    expect(trading.total).toBe(count((m) => m.name.toLowerCase().includes('trading')));
    expect(trading.total).toBeGreaterThan(0);
    expect(trading.list.every((m) => /trading/i.test(m.name))).toBe(true);
    expect((await list('?email=.CO.JP')).total).toBe(count((m) => m.email.endsWith('.co.jp')));
  });

  it('filters in: repeated or comma-joined, enum codes compared by value', async () => {
    const expected = count((m) => m.status === 0 || m.status === 3);
    expect((await list('?status=0&status=3')).total).toBe(expected);
    expect((await list('?status=0,3')).total).toBe(expected);
    const shops = await list('?platform=Shopify,Magento&pageSize=100');
    expect(shops.total).toBe(count((m) => m.platform === 'Shopify' || m.platform === 'Magento'));
    expect(shops.list.every((m) => ['Shopify', 'Magento'].includes(m.platform))).toBe(true);
  });

  it('filters range: inclusive from and to, either alone', async () => {
    const [from, to] = [db.merchant[100].registered_at, db.merchant[120].registered_at];
    const inside = (m: Rows['merchant']) => m.registered_at >= from && m.registered_at <= to;
    const both = await list(`?registered_at_from=${from}&registered_at_to=${to}&pageSize=100`);
    expect(both.total).toBe(count(inside));
    expect(both.total).toBeGreaterThanOrEqual(21);
    expect(both.list.map((m) => m.cust_id)).toContain('C100101');
    expect(both.list.map((m) => m.cust_id)).toContain('C100121');
    expect((await list(`?registered_at_from=${from}`)).total).toBe(count((m) => m.registered_at >= from));
    expect((await list(`?registered_at_to=${to}`)).total).toBe(count((m) => m.registered_at <= to));
    const bad = await call('GET', API, { token, query: { registered_at_from: 'yesterday' } });
    expect(bad.body).toMatchObject({ code: 100400, message: 'Invalid input: registered_at_from' });
  });

  it('combines filters, and ignores requestId, unknown params and fields that are not filters', async () => {
    const page = await list('?status=1&entity=GEP&category=2&requestId=17&foo=bar&reviewer=nobody');
    expect(page.total).toBe(count((m) => m.status === 1 && m.entity === 'GEP' && m.category === 2));
  });

  it('sorts by the default (newest registration first), ascending and descending', async () => {
    const newest = [...db.merchant].sort((a, b) => b.registered_at.localeCompare(a.registered_at))[0];
    expect((await list()).list[0].cust_id).toBe(newest.cust_id);

    const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
    const asc = (await list('?sort=name,ascend&pageSize=100')).list.map((m) => m.name);
    expect(asc.every((name, i) => i === 0 || collator.compare(asc[i - 1], name) <= 0)).toBe(true);
    const desc = (await list('?sort=name,descend&pageSize=100')).list.map((m) => m.name);
    expect(desc.every((name, i) => i === 0 || collator.compare(desc[i - 1], name) >= 0)).toBe(true);

    const oldest = (await list('?sort=registered_at,ascend')).list[0];
    expect(oldest.cust_id).toBe('C100001');
  });

  it('refuses a sort on a field that is not sortable, unknown, or in an unknown order', async () => {
    for (const sort of ['email,ascend', 'nope,descend', 'name,sideways', 'name,ascend,extra']) {
      const answer = await call('GET', API, { token, query: { sort } });
      expect(answer.body).toMatchObject({ code: 100400, message: 'Invalid input: sort' });
    }
  });

  it('answers one merchant by its customer id, and 100404 for an unknown one', async () => {
    const answer = await call('GET', `${API}/C100042`, { token });
    expect(answer.body.code).toBe(0);
    // The stored row, with what the server works out on every answer.
    expect(answer.body.result).toEqual({
      ...db.merchant.find((m) => m.cust_id === 'C100042'),
      kyb_status: db.kyb.find((k) => k.cust_id === 'C100042')?.status ?? null,
      orders_30d: expect.any(Number),
      success_rate_30d: expect.stringMatching(/^\d+\.\d{2}$/),
      refund_rate_30d: expect.stringMatching(/^\d+\.\d{2}$/),
      dispute_rate_30d: expect.stringMatching(/^\d+\.\d{2}$/),
    });
    expect((await call('GET', `${API}/C999999`, { token })).body).toMatchObject({ code: 100404, message: 'Not found' });
  });
});
