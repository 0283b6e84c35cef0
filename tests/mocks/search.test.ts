import { db } from '../../mocks/db';
import { MAX_HITS, PER_KIND } from '../../mocks/handlers/search';
import type { ResourceDef } from '../../src/console/types';
import { SEARCH_PATH } from '../../src/services/paths';
import type { SearchHit, SearchKind, SearchResult } from '../../src/services/searchContract';
import part from '../../mocks/openapi/parts/search.json';
import { ADMIN, RISK, call, pinClock, signIn } from './helpers';
import { check, type Schema } from './schema';
import { resourceByKey } from '../../src/resources';

const dispute = resourceByKey('dispute')!;
const fraudAlert = resourceByKey('fraudAlert')!;
const order = resourceByKey('order')!;
const merchant = resourceByKey('merchant')!;
const complaint = resourceByKey('complaint')!;
const admin = resourceByKey('admin')!;
const custUser = resourceByKey('custUser')!;
const payout = resourceByKey('payout')!;

/** The list each kind's hit points at (a refund opens its order). */
const LIST: Record<SearchKind, ResourceDef> = {
  order,
  merchant,
  custUser,
  admin,
  dispute,
  refund: order,
  payout,
  fraudAlert,
  complaint,
};

const find = async (token: string, q: string) => {
  const answer = await call('GET', SEARCH_PATH, { token, query: { q } });
  expect(answer.body.code).toBe(0);
  return answer.body.result as SearchResult;
};
const ofKind = (r: SearchResult, kind: SearchKind) => r.hits.filter((h) => h.kind === kind);

/** The list call the console makes for a hit's URL (without `open`, which only the page reads). */
async function listFor(token: string, def: ResourceDef, query: Record<string, string>) {
  const { open: _open, ...filters } = query;
  const answer = await call('GET', def.api, { token, query: { current: 1, pageSize: 100, ...filters } });
  expect(answer.body.code).toBe(0);
  return answer.body.result as { list: Record<string, unknown>[]; total: number };
}

describe('global search', () => {
  let token: string;
  beforeEach(async () => {
    pinClock();
    token = await signIn(ADMIN);
  });

  it('needs a signed-in operator', async () => {
    const answer = await call('GET', SEARCH_PATH, { query: { q: 'PO3000013' } });
    expect(answer.status).toBe(401);
    expect(answer.body.code).toBe(401);
  });

  it('finds an order by its order no., exact, trimmed and in any case, with the list URL that opens it', async () => {
    const o = db.order[12];
    for (const q of [o.order_no, `  ${o.order_no.toLowerCase()} `]) {
      const r = await find(token, q);
      expect(r.hits[0]).toMatchObject({
        kind: 'order',
        id: o.order_no,
        title: o.order_no,
        match: 'exact',
        key: 'orderNo',
        page: '/order/orderMag',
        query: { order_no: o.order_no, open: o.order_no },
      });
      expect(r.hits[0].subtitle).toContain(o.merchant_name);
    }
  });

  it('finds orders by an order no. prefix and by the merchant order no.', async () => {
    const r = await find(token, 'PO300010');
    const orders = ofKind(r, 'order');
    expect(orders.map((h) => h.id)).toEqual(['PO3000100', 'PO3000101', 'PO3000102', 'PO3000103', 'PO3000104']);
    expect(orders.every((h) => h.match === 'prefix')).toBe(true);
    // Ten orders start so; no one list filter shows them all, so the group says how many it found.
    expect(r.more).toContainEqual({ kind: 'order', total: 10, page: '/order/orderMag' });

    const o = db.order[40];
    const byMerchantNo = await find(token, o.merchant_order_no);
    expect(ofKind(byMerchantNo, 'order')[0]).toMatchObject({ id: o.order_no, match: 'exact', key: 'merchantOrderNo' });
  });

  it("finds orders by a card's last 4 (exactly four digits), and offers the list of all of them", async () => {
    const cards = db.order.filter((o) => o.card_last4).slice(0, 7);
    for (const o of cards) o.card_last4 = '0420';
    const r = await find(token, '0420');
    const orders = ofKind(r, 'order');
    expect(orders).toHaveLength(PER_KIND);
    for (const h of orders) {
      expect(h.key).toBe('cardLast4');
      expect(cards.map((o) => o.order_no)).toContain(h.id);
      expect(h.subtitle).toMatch(/\d{6}\*{6}0420/);
    }
    const more = r.more.find((m) => m.kind === 'order')!;
    expect(more).toEqual({ kind: 'order', total: 7, page: '/order/orderMag', query: { card_last4: '0420' } });
    // That list shows exactly the orders found.
    const all = await listFor(token, order, more.query!);
    expect(all.list.map((row) => row.order_no).sort()).toEqual(cards.map((o) => o.order_no).sort());

    // Three digits or five are not a card's last 4.
    expect(ofKind(await find(token, '042'), 'order')).toEqual([]);
    expect(ofKind(await find(token, '00420'), 'order')).toEqual([]);
  });

  it('finds a merchant by cust_id, name and email, and merchant and admin accounts by email', async () => {
    const m = db.merchant[4];
    expect(ofKind(await find(token, m.cust_id), 'merchant')[0]).toMatchObject({
      id: m.cust_id,
      title: m.name,
      match: 'exact',
      key: 'id',
      page: '/orgMag/regRev',
      query: { cust_id: m.cust_id, open: m.cust_id },
    });
    const byName = ofKind(await find(token, m.name.slice(2, 12)), 'merchant');
    expect(byName.map((h) => h.id)).toContain(m.cust_id);
    expect(ofKind(await find(token, m.email.toUpperCase()), 'merchant')[0]).toMatchObject({
      id: m.cust_id,
      match: 'exact',
      key: 'email',
    });

    const u = db.custUser[3];
    expect(ofKind(await find(token, u.email), 'custUser')[0]).toMatchObject({
      id: u.user_id,
      title: u.email,
      match: 'exact',
      page: '/settingMag/custSetting',
      query: { user_id: u.user_id, open: u.user_id },
    });

    const risk = db.admin.find((a) => a.email === RISK.email)!;
    const adminHits = ofKind(await find(token, 'risk@payops'), 'admin');
    expect(adminHits).toEqual([
      expect.objectContaining({
        id: risk.id,
        title: risk.email,
        match: 'prefix',
        page: '/settingMag/adminSetting',
        query: { id: risk.id, open: risk.id },
      }),
    ]);
    // Nothing of the account but what its list shows.
    expect(JSON.stringify(adminHits)).not.toContain(risk.password);
  });

  it('finds disputes, refunds, fraud alerts and complaints by their ids; a refund opens its order', async () => {
    const d = db.dispute[1];
    expect(ofKind(await find(token, d.case_id), 'dispute')[0]).toMatchObject({
      id: d.case_id,
      page: '/order/dispute',
      query: { case_id: d.case_id, open: d.case_id },
    });
    const rf = db.refund[1];
    expect(ofKind(await find(token, rf.refund_id), 'refund')[0]).toMatchObject({
      id: rf.refund_id,
      page: '/order/orderMag',
      query: { order_no: rf.order_no, open: rf.order_no },
    });
    const fa = db.fraudAlert[2];
    expect(ofKind(await find(token, fa.alert_id), 'fraudAlert')[0]).toMatchObject({
      id: fa.alert_id,
      page: '/order/fraudAlert',
      query: { alert_id: fa.alert_id, open: fa.alert_id },
    });
    const c = db.complaint[3];
    expect(ofKind(await find(token, c.complaint_id), 'complaint')[0]).toMatchObject({
      id: c.complaint_id,
      page: '/risk/buyerComplaint',
      query: { complaint_id: c.complaint_id, open: c.complaint_id },
    });
  });

  it('finds a payout by its id, which has a prefix of its own (PY): an order no. prefix finds no payout', async () => {
    // Every payout id is PY…, and no order no. is: the two never read as each other.
    expect(db.payout.length).toBeGreaterThan(0);
    for (const p of db.payout) expect(p.payout_id).toMatch(/^PY\d{11}$/);
    expect(db.order.filter((o) => o.order_no.startsWith('PY'))).toEqual([]);
    const p = db.payout[3];
    const found = await find(token, p.payout_id.toLowerCase());
    expect(found.hits[0]).toMatchObject({
      kind: 'payout',
      id: p.payout_id,
      match: 'exact',
      page: '/txnFlow/payment',
      query: { payout_id: p.payout_id, open: p.payout_id },
    });
    expect(ofKind(await find(token, 'PY'), 'payout').length).toBeGreaterThan(0);
    expect(ofKind(await find(token, 'PO'), 'payout')).toEqual([]);
    expect(ofKind(await find(token, 'PY'), 'order')).toEqual([]);
  });

  it("each hit's URL lists exactly its record on its page", async () => {
    const queries = [
      db.order[7].order_no,
      db.merchant[9].cust_id,
      db.custUser[5].email,
      ADMIN.email,
      db.dispute[0].case_id,
      db.refund[0].refund_id,
      db.payout[0].payout_id,
      db.fraudAlert[0].alert_id,
      db.complaint[0].complaint_id,
    ];
    const seen = new Set<SearchKind>();
    for (const q of queries) {
      const hit = (await find(token, q)).hits[0];
      seen.add(hit.kind);
      const rows = await listFor(token, LIST[hit.kind], hit.query);
      const def = LIST[hit.kind];
      expect(rows.list.map((row) => String(row[def.rowKey]))).toEqual([hit.query.open]);
    }
    expect(seen.size).toBe(queries.length);
  });

  it('ranks exact before prefix before contains, in a kind and between kinds', async () => {
    const [a, b, c] = db.merchant.slice(20, 23);
    a.name = 'Blue Quokka Trading';
    b.name = 'Quokka';
    c.name = 'Quokka Foods Ltd.';
    const r = await find(token, 'quokka');
    expect(ofKind(r, 'merchant').map((h) => [h.id, h.match])).toEqual([
      [b.cust_id, 'exact'],
      [c.cust_id, 'prefix'],
      [a.cust_id, 'contains'],
    ]);

    // An exact admin name puts the admin group before merchants found only by a prefix.
    b.name = 'Quokka Pets';
    db.admin.find((x) => x.email === 'new@payops.test')!.name = 'Quokka';
    const kinds = (await find(token, 'quokka')).hits.map((h: SearchHit) => h.kind);
    expect(kinds).toEqual(['admin', 'merchant', 'merchant', 'merchant']);
  });

  it('answers at most five hits a kind and twenty in all', async () => {
    // Every merchant, account and order of a `.com` buyer contains it.
    const r = await find(token, '.com');
    expect(r.hits.length).toBeLessThanOrEqual(MAX_HITS);
    for (const kind of ['order', 'merchant', 'custUser'] as const) {
      expect(ofKind(r, kind)).toHaveLength(PER_KIND);
      expect(r.more.find((m) => m.kind === kind)?.total).toBeGreaterThan(PER_KIND);
    }
    // A group cut short by one list filter offers it: that list shows every one it found.
    const more = r.more.find((m) => m.kind === 'merchant')!;
    expect(more.query).toEqual({ email: '.com' });
    expect((await listFor(token, merchant, more.query!)).total).toBe(more.total);
  });

  it("answers what the OpenAPI part's SearchResult says", async () => {
    const schema = { $ref: '#/components/schemas/SearchResult' } as Schema;
    for (const q of ['PO300010', '.com', db.refund[0].refund_id, ADMIN.email, 'x']) {
      expect(check(schema, await find(token, q), part), q).toEqual([]);
    }
    expect(check(schema, { hits: [{ kind: 'order' }], more: [] }, part)).not.toEqual([]);
  });

  it('answers nothing to a query shorter than 2 characters, or blank', async () => {
    for (const q of ['', '   ', 'P', ' 4 ']) expect(await find(token, q)).toEqual({ hits: [], more: [] });
    expect((await find(token, 'PO')).hits.length).toBeGreaterThan(0);
  });

  it('shows a restricted operator only records of the pages it may open', async () => {
    const riskToken = await signIn(RISK);
    const o = db.order[12];
    const m = db.merchant[4];
    const c = db.complaint[3];
    const queries = [
      o.order_no,
      m.cust_id,
      m.email,
      db.custUser[3].email,
      ADMIN.email,
      db.dispute[1].case_id,
      c.complaint_id,
    ];
    // The full operator finds something for each.
    for (const q of queries) expect((await find(token, q)).hits.length, q).toBeGreaterThan(0);

    const found: SearchHit[] = [];
    for (const q of queries) {
      const r = await find(riskToken, q);
      found.push(...r.hits);
      expect(r.more.every((x) => x.page.startsWith('/risk/'))).toBe(true);
    }
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((h) => h.kind === 'complaint' && h.page === '/risk/buyerComplaint')).toBe(true);
    expect(found.map((h) => h.id)).toContain(c.complaint_id);
    // Not even a count of orders.
    const cards = await find(riskToken, o.card_last4 ?? '0000');
    expect(cards).toEqual({ hits: [], more: [] });
  });
});
