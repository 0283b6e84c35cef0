import { db, setClock } from '../../mocks/db';
import { aggregate } from '../../mocks/resources/txnFlow/aggregation';
import { convertAmount, FLOW_SEED_DATE, sampleAccountBase, seedFlowTables, seedRate } from '../../mocks/seed/flows';
import { minorUnits, toMinor } from '../../src/console/money';
import { ADMIN, RISK, call, download, signIn, exportedRows } from './helpers';
import { resourceByKey } from '../../src/resources';
import type { Rows } from '../../src/resources';

const aggregation = resourceByKey('aggregation')!;
const bill = resourceByKey('bill')!;
const walletBill = resourceByKey('walletBill')!;
const collection = resourceByKey('collection')!;
const exchange = resourceByKey('exchange')!;
const internalTransfer = resourceByKey('internalTransfer')!;
const payout = resourceByKey('payout')!;
const transfer = resourceByKey('transfer')!;

/** A day after the seed's "today": what the fake backend posts comes after every seeded entry. */
const AFTER = Date.UTC(2026, 10, 2, 9, 0, 15);
const AT = new Date(AFTER).toISOString();
const WRONG_STATUS = { code: 101014, message: 'Wrong status' };
const invalid = (field: string) => ({ code: 100400, message: `Invalid input: ${field}` });

type Page<T = Record<string, unknown>> = { list: T[]; total: number };

/** The flows over a known account base (the accounts seed makes the real one; these tests need their own). */
function installBase() {
  const base = sampleAccountBase(db.merchant);
  Object.assign(db, base, seedFlowTables(db.merchant, base));
}

const ledgerOf = (bills: readonly Rows['bill'][], b: Pick<Rows['balance'], 'cust_id' | 'currency'>) =>
  bills.filter((x) => x.cust_id === b.cust_id && x.currency === b.currency);

/** Each entry moves the previous running balance by its amount exactly, never below zero, in time order. */
function expectChained(entries: readonly Rows['bill'][]) {
  for (let i = 1; i < entries.length; i++) {
    const [prev, cur] = [entries[i - 1], entries[i]];
    const before = toMinor(prev.balance_after, cur.currency)!;
    const amount = toMinor(cur.amount, cur.currency)!;
    expect(amount > 0n, cur.bill_id).toBe(true);
    expect(toMinor(cur.balance_after, cur.currency), cur.bill_id).toBe(
      cur.direction === 'credit' ? before + amount : before - amount,
    );
    expect(toMinor(cur.balance_after, cur.currency)! >= 0n, cur.bill_id).toBe(true);
    expect(Date.parse(cur.created_at)).toBeGreaterThanOrEqual(Date.parse(prev.created_at));
  }
}

/** sell × rate half up in the buy currency, by decimal digits (a second way to the same exact answer). */
function expectedBuy(sell: string, sellCurrency: string, rate: string, buyCurrency: string): string {
  const [si, sf = ''] = sell.split('.');
  const [ri, rf = ''] = rate.split('.');
  const product = (BigInt(si + sf) * BigInt(ri + rf)).toString();
  const places = sf.length + rf.length;
  const keep = minorUnits(buyCurrency);
  const padded = product.padStart(places + 1, '0');
  const int = padded.slice(0, padded.length - places);
  const frac = padded.slice(padded.length - places).padEnd(keep + 1, '0');
  let digits = BigInt(int + frac.slice(0, keep));
  if (Number(frac[keep]) >= 5) digits += 1n;
  const text = digits.toString().padStart(keep + 1, '0');
  expect(sellCurrency).not.toBe(buyCurrency);
  return keep ? `${text.slice(0, -keep)}.${text.slice(-keep)}` : text;
}

describe('txnFlow: seed', () => {
  it('ends each ledger of the real seed at its balance, whatever balances the accounts seed gives', () => {
    const tables = db;
    for (const [bills, balances] of [
      [tables.bill, tables.balance],
      [tables.walletBill, tables.walletBalance],
    ] as const) {
      for (const b of balances) {
        const mine = ledgerOf(bills, b);
        if (mine.length) expect(mine.at(-1)!.balance_after, b.balance_id).toBe(b.available);
        expectChained(mine);
      }
      // No entry of a merchant × currency without a balance.
      for (const x of bills)
        expect(balances.some((b) => b.cust_id === x.cust_id && b.currency === x.currency)).toBe(true);
    }
    const accounts = new Set([...tables.virtualAccount, ...tables.walletVirtualAccount].map((a) => a.account_id));
    for (const c of tables.collection) expect(accounts.has(c.account_id), c.collection_id).toBe(true);
  });

  it('builds a few hundred bills per product back from the balances, deterministic, in several currencies', () => {
    const base = sampleAccountBase(db.merchant);
    const flows = seedFlowTables(db.merchant, base);
    expect(seedFlowTables(db.merchant, sampleAccountBase(db.merchant))).toEqual(flows);
    for (const [bills, balances] of [
      [flows.bill, base.balance],
      [flows.walletBill, base.walletBalance],
    ] as const) {
      expect(bills.length).toBeGreaterThanOrEqual(200);
      expect(bills.length).toBeLessThan(1000);
      expect(new Set(bills.map((b) => b.bill_id)).size).toBe(bills.length);
      for (const b of balances) {
        const mine = ledgerOf(bills, b);
        expect(mine.length, b.balance_id).toBeGreaterThan(0);
        expect(mine.at(-1)!.balance_after).toBe(b.available);
        expectChained(mine);
      }
      for (const c of ['JPY', 'KWD', 'USD'])
        expect(
          bills.some((b) => b.currency === c),
          c,
        ).toBe(true);
      for (const b of bills) expect(Date.parse(b.created_at)).toBeLessThanOrEqual(FLOW_SEED_DATE);
    }
    expect(new Set(flows.bill.map((b) => b.bill_type)).size).toBeGreaterThanOrEqual(12);
    // Payouts: each one's amount and fee left the ledger (types 2 and 12); a failed or rejected one came back (8).
    expect(flows.payout.filter((p) => p.status === 0).length).toBeGreaterThanOrEqual(3);
    expect(new Set(flows.payout.map((p) => p.status))).toEqual(new Set([0, 1, 2, 3, 4]));
    for (const p of flows.payout) {
      const refs = flows.bill.filter((b) => b.ref_no === p.payout_id);
      const of = (type: number) => refs.filter((b) => b.bill_type === type).map((b) => [b.direction, b.amount]);
      expect(of(2), p.payout_id).toEqual([['debit', p.amount]]);
      expect(of(12), p.payout_id).toEqual([['debit', p.fee]]);
      const returned = p.status === 3 || p.status === 4;
      expect(of(8), p.payout_id).toEqual(returned ? [['credit', p.total_debited]] : []);
      expect(p.return_bill_id !== null).toBe(returned);
      if (p.return_bill_id) expect(refs.find((b) => b.bill_id === p.return_bill_id)?.bill_type).toBe(8);
      expect(toMinor(p.total_debited, p.currency)).toBe(toMinor(p.amount, p.currency)! + toMinor(p.fee, p.currency)!);
    }
    for (const rows of [flows.collection, flows.exchange, flows.transfer, flows.internalTransfer])
      expect(rows.length).toBeGreaterThanOrEqual(50);
  });

  it('rounds the bought amount of every exchange exactly: buy = sell × rate, half up to its minor units', () => {
    const { exchange: exchanges } = seedFlowTables(db.merchant, sampleAccountBase(db.merchant));
    const currencies = new Set(exchanges.flatMap((x) => [x.sell_currency, x.buy_currency]));
    for (const c of ['JPY', 'KWD', 'USD', 'EUR']) expect(currencies.has(c), c).toBe(true);
    for (const x of exchanges) {
      expect(x.rate, x.exchange_id).toMatch(/^\d+\.\d{1,8}$/);
      expect(x.buy_amount, x.exchange_id).toBe(expectedBuy(x.sell_amount, x.sell_currency, x.rate, x.buy_currency));
      expect(toMinor(x.buy_amount, x.buy_currency), x.exchange_id).toBeDefined();
    }
    // Cases a float gets wrong, and half-up at the minor unit.
    expect(convertAmount('9999999999999.99', 'USD', '149.82', 'JPY')).toBe('1498199999999999');
    expect(convertAmount('12.345', 'KWD', '3.2551', 'USD')).toBe('40.18');
    expect(convertAmount('1000000', 'JPY', '0.006675', 'USD')).toBe('6675.00');
    expect(convertAmount('0.1', 'USD', '3', 'EUR')).toBe('0.30');
    expect(convertAmount('1', 'USD', '0.5', 'JPY')).toBe('1');
    expect(convertAmount('1', 'USD', '0.4999', 'JPY')).toBe('0');
    expect(convertAmount('1.001', 'KWD', '0.0005', 'KWD')).toBe('0.001');
    expect(seedRate('USD', 'JPY')).toBe('149.82');
    expect(seedRate('KWD', 'USD')).toBe('3.25732899');
  });
});

describe('txnFlow: fake backend', () => {
  let token: string;
  const post = (path: string, body: Record<string, unknown> = {}) => call('POST', path, { token, body });
  const list = async <T = Record<string, unknown>>(api: string, query: Record<string, string | number> = {}) => {
    const answer = await call('GET', api, { token, query: { pageSize: 100, ...query } });
    expect(answer.body.code, JSON.stringify(answer.body)).toBe(0);
    return answer.body.result as Page<T>;
  };

  beforeEach(async () => {
    setClock(AFTER);
    installBase();
    token = await signIn(ADMIN);
  });

  it('filters each flow by merchant, currency, status, created and amount ranges (amounts compared exactly)', async () => {
    const sample = db.payout.find((p) => p.status === 0)!;
    const mine = await list<Rows['payout']>(payout.api, {
      cust_id: sample.cust_id,
      currency: sample.currency,
      status: '0',
    });
    const expected = db.payout.filter(
      (p) => p.cust_id === sample.cust_id && p.currency === sample.currency && p.status === 0,
    );
    expect(mine.list.map((p) => p.payout_id).sort()).toEqual(expected.map((p) => p.payout_id).sort());

    // Amount range on decimal strings, both edges inclusive.
    const usd = db.exchange.filter((x) => x.sell_currency === 'USD');
    const edge = usd[0].sell_amount;
    const ranged = await list<{ exchange_id: string }>(exchange.api, {
      sell_currency: 'USD',
      sell_amount_from: edge,
      sell_amount_to: edge,
    });
    expect(ranged.list.map((x) => x.exchange_id)).toEqual(
      usd.filter((x) => x.sell_amount === edge).map((x) => x.exchange_id),
    );
    expect((await call('GET', exchange.api, { token, query: { sell_amount_from: '1e3' } })).body).toMatchObject(
      invalid('sell_amount_from'),
    );

    // Created range and newest first.
    const from = '2026-10-01T00:00:00.000Z';
    const to = '2026-10-15T23:59:59.999Z';
    const inRange = (at: string) => at >= from && at <= to;
    const transfers = await list<{ created_at: string }>(transfer.api, { created_at_from: from, created_at_to: to });
    expect(transfers.total).toBe(db.transfer.filter((t) => inRange(t.created_at)).length);
    expect(transfers.total).toBeGreaterThan(0);
    const times = transfers.list.map((t) => t.created_at);
    expect(times).toEqual([...times].sort().reverse());

    const internal = await list<{ from_account: string; status: number }>(internalTransfer.api, {
      from_account: 'reserve',
      status: '1,2',
    });
    expect(internal.total).toBe(
      db.internalTransfer.filter((t) => t.from_account === 'reserve' && t.status !== 0).length,
    );

    // A receiving account's collections (the account detail's related list).
    const account = db.collection[0].account_id;
    const collections = await list<{ account_id: string }>(collection.api, { account_id: account });
    expect(collections.total).toBe(db.collection.filter((c) => c.account_id === account).length);
    expect(collections.list.every((c) => c.account_id === account)).toBe(true);
  });

  it('exports the current filter as CSV with the currency beside each amount', async () => {
    const sample = db.payout.find((p) => p.status === 0)!;
    const file = await download(`${payout.api}/export`, { token, query: { status: '0' } });
    expect(file.headers.get('content-disposition')).toMatch(/attachment; filename="payout-\d{8}-\d{6}\.csv"/);
    const records = exportedRows(payout, file.text);
    expect(records).toHaveLength(db.payout.filter((p) => p.status === 0).length);
    expect(records.find((r) => r.payout_id === sample.payout_id)).toMatchObject({
      amount: sample.amount,
      currency: sample.currency,
      fee: sample.fee,
      status: '待审核',
      'status.code': '0',
    });
    const fx = exportedRows(exchange, (await download(`${exchange.api}/export`, { token })).text);
    expect(fx).toHaveLength(db.exchange.length);
    expect(Object.keys(fx[0])).toEqual(expect.arrayContaining(['sell_amount', 'sell_currency', 'rate', 'buy_amount']));
  });

  it('approves a payout pending review once: it moves on to processing, stamped; again answers 101014', async () => {
    const target = db.payout.find((p) => p.status === 0)!;
    const paid = db.payout.find((p) => p.status === 2)!;
    const bills = db.bill.length;
    const answer = await post(`${payout.api}/${target.payout_id}/approve`);
    expect(answer.body.result).toMatchObject({ status: 1, reviewer: ADMIN.email, reviewed_at: AT });
    expect((await post(`${payout.api}/${target.payout_id}/approve`)).body).toMatchObject(WRONG_STATUS);
    expect((await post(`${payout.api}/${target.payout_id}/reject`, { reason: 'Late' })).body).toMatchObject(
      WRONG_STATUS,
    );
    expect((await post(`${payout.api}/${paid.payout_id}/approve`)).body).toMatchObject(WRONG_STATUS);
    // Approving moves no money.
    expect(db.bill).toHaveLength(bills);
    expect(db.oplog.map((e) => [e.resource, e.action, e.target_id, e.after.status])).toEqual([
      ['payout', 'approve', target.payout_id, 1],
    ]);
  });

  it('rejects a payout with a reason: amount + fee back on the balance and one credit bill agreeing with it', async () => {
    const target = db.payout.find((p) => p.status === 0)!;
    const balance = db.balance.find((b) => b.cust_id === target.cust_id && b.currency === target.currency)!;
    const before = toMinor(balance.available, balance.currency)!;
    const total = toMinor(target.amount, target.currency)! + toMinor(target.fee, target.currency)!;

    expect((await post(`${payout.api}/${target.payout_id}/reject`)).body).toMatchObject(invalid('reason'));
    expect((await post(`${payout.api}/${target.payout_id}/reject`, { reason: '   ' })).body).toMatchObject(
      invalid('reason'),
    );
    expect(toMinor(balance.available, balance.currency)).toBe(before);

    const answer = await post(`${payout.api}/${target.payout_id}/reject`, { reason: 'Payee not verified' });
    expect(answer.body.code).toBe(0);
    expect(toMinor(balance.available, balance.currency)).toBe(before + total);
    expect(balance).toMatchObject({ updated_by: ADMIN.email, updated_at: AT });
    const entry = db.bill.at(-1)!;
    expect(entry).toMatchObject({
      cust_id: target.cust_id,
      currency: target.currency,
      bill_type: 8,
      direction: 'credit',
      amount: target.total_debited,
      balance_after: balance.available,
      ref_no: target.payout_id,
      created_by: ADMIN.email,
      created_at: AT,
    });
    expect(answer.body.result).toMatchObject({
      status: 4,
      review_reason: 'Payee not verified',
      reviewer: ADMIN.email,
      return_bill_id: entry.bill_id,
    });
    const ledger = ledgerOf(db.bill, balance);
    expect(ledger.at(-1)).toBe(entry);
    expectChained(ledger);

    // Once only: the funds are not returned twice.
    expect((await post(`${payout.api}/${target.payout_id}/reject`, { reason: 'Again' })).body).toMatchObject(
      WRONG_STATUS,
    );
    expect((await post(`${payout.api}/${target.payout_id}/approve`)).body).toMatchObject(WRONG_STATUS);
    expect(toMinor(balance.available, balance.currency)).toBe(before + total);
    expect(ledgerOf(db.bill, balance).at(-1)).toBe(entry);

    // The ledger page shows the entry first, with its running balance.
    const page = await list<Rows['bill']>(bill.api, { cust_id: target.cust_id, currency: target.currency });
    expect(page.list[0]).toMatchObject({ bill_id: entry.bill_id, balance_after: balance.available });
  });

  it('returns amounts that break floats exactly, up to 10^15 minor units', async () => {
    const pending = db.payout.find((p) => p.status === 0)!;
    const target: Rows['payout'] = {
      ...pending,
      payout_id: 'PO26110200001',
      cust_id: 'C900002',
      currency: 'USD',
      amount: '0.10',
      fee: '0.20',
      total_debited: '0.30',
    };
    const balance: Rows['balance'] = {
      ...db.balance[0],
      balance_id: 'BAL900002',
      cust_id: 'C900002',
      currency: 'USD',
      available: '9999999999999.69',
    };
    db.payout.push(target);
    db.balance.push(balance);
    expect((await post(`${payout.api}/${target.payout_id}/reject`, { reason: 'Duplicate' })).body.code).toBe(0);
    expect(balance.available).toBe('9999999999999.99');
    expect(db.bill.at(-1)).toMatchObject({ amount: '0.30', balance_after: '9999999999999.99' });
  });

  it('refuses the review buttons the role lacks, and every flow page to an account without them', async () => {
    const target = db.payout.find((p) => p.status === 0)!;
    const superRole = db.role.find((r) => r.id === 'role-super')!;
    expect(superRole.codes).toContain('payout:reject');
    superRole.codes = superRole.codes.filter((c) => c !== 'payout:reject');
    expect((await post(`${payout.api}/${target.payout_id}/reject`, { reason: 'No' })).body).toMatchObject({
      code: 403,
    });
    expect(target.status).toBe(0);

    const riskToken = await signIn(RISK);
    for (const def of [collection, payout, exchange, transfer, internalTransfer, bill, walletBill, aggregation]) {
      expect((await call('GET', def.api, { token: riskToken })).body.code, def.key).toBe(403);
      expect((await download(`${def.api}/export`, { token: riskToken })).text, def.key).toContain('"code":403');
    }
    expect(
      (await call('POST', `${payout.api}/${target.payout_id}/approve`, { token: riskToken, body: {} })).body.code,
    ).toBe(403);
  });

  it('lists a ledger newest first, filtered by merchant, currency, bill type and created range; the wallet its own', async () => {
    const page = await list<Rows['bill']>(bill.api);
    expect(page.total).toBe(db.bill.length);
    const times = page.list.map((b) => Date.parse(b.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(page.list[0].created_at).toBe(
      [...db.bill]
        .map((b) => b.created_at)
        .sort()
        .at(-1),
    );

    const b = db.bill.find((x) => x.bill_type === 2)!;
    const query = {
      cust_id: b.cust_id,
      currency: b.currency,
      bill_type: '2,12',
      created_at_from: '2026-01-01T00:00:00.000Z',
      created_at_to: b.created_at,
    };
    const filtered = await list<Rows['bill']>(bill.api, query);
    const expected = db.bill.filter(
      (x) =>
        x.cust_id === b.cust_id &&
        x.currency === b.currency &&
        [2, 12].includes(x.bill_type) &&
        x.created_at <= b.created_at,
    );
    expect(filtered.list.map((x) => x.bill_id).sort()).toEqual(expected.map((x) => x.bill_id).sort());
    expect(filtered.list.map((x) => x.bill_id)).toContain(b.bill_id);

    const wallet = await list<Rows['bill']>(walletBill.api, { direction: 'debit' });
    expect(walletBill.api).toBe('/v1/admin/wallet/bills');
    expect(wallet.total).toBe(db.walletBill.filter((x) => x.direction === 'debit').length);
    expect(wallet.list.every((x) => x.bill_id.startsWith('WB'))).toBe(true);
    const detail = await call('GET', `${walletBill.api}/${db.walletBill[0].bill_id}`, { token });
    expect(detail.body.result).toMatchObject({ bill_id: db.walletBill[0].bill_id });
  });
});

describe('txnFlow: aggregation', () => {
  let token: string;
  const get = (query: Record<string, string | number>) =>
    call('GET', aggregation.api, { token, query: { pageSize: 100, ...query } });

  const entry = (over: Partial<Rows['bill']>): Rows['bill'] => ({
    bill_id: `T${Math.random().toString(36).slice(2, 10)}`,
    cust_id: 'C900001',
    merchant_name: 'Float Test Ltd',
    currency: 'USD',
    bill_type: 1,
    direction: 'credit',
    amount: '0.10',
    balance_after: '0.10',
    ref_no: null,
    remark: null,
    created_by: null,
    created_at: '2026-10-10T00:00:00.000Z',
    ...over,
  });

  beforeEach(async () => {
    setClock(AFTER);
    installBase();
    token = await signIn(ADMIN);
  });

  it('totals each merchant × currency × type of a period as the sum of the bills it groups', async () => {
    const from = '2026-10-01T00:00:00.000Z';
    const to = '2026-10-31T23:59:59.999Z';
    const answer = await get({ period_from: from, period_to: to });
    expect(answer.body.code).toBe(0);
    const { list, total } = answer.body.result as Page<Record<string, string | number>>;
    const inPeriod = db.bill.filter((b) => b.created_at >= from && b.created_at <= to);
    expect(total).toBe(new Set(inPeriod.map((b) => `${b.cust_id}:${b.currency}:${b.bill_type}`)).size);
    expect(total).toBeGreaterThan(20);
    // Every group of the whole ledger, summed again here.
    for (const row of aggregate(db.bill, Date.parse(from), Date.parse(to))) {
      const grouped = inPeriod.filter(
        (b) => b.cust_id === row.cust_id && b.currency === row.currency && b.bill_type === row.bill_type,
      );
      const sum = (dir: string) =>
        grouped.filter((b) => b.direction === dir).reduce((s, b) => s + toMinor(b.amount, b.currency)!, 0n);
      const currency = String(row.currency);
      expect(toMinor(String(row.credit_total), currency)).toBe(sum('credit'));
      expect(toMinor(String(row.debit_total), currency)).toBe(sum('debit'));
      expect(toMinor(String(row.net), currency)).toBe(sum('credit') - sum('debit'));
      expect(row.count).toBe(grouped.length);
    }
    // The other filters narrow the derived rows.
    const some = list[0];
    const narrowed = (await get({ period_from: from, period_to: to, cust_id: String(some.cust_id), bill_type: '2,12' }))
      .body.result as Page<Record<string, unknown>>;
    expect(narrowed.list.every((r) => r.cust_id === some.cust_id && [2, 12].includes(Number(r.bill_type)))).toBe(true);
  });

  it('sums amounts that break floats exactly (0.1 + 0.2, 10^15 minor units); the period bounds are inclusive', async () => {
    const start = '2026-10-10T00:00:00.000Z';
    const end = '2026-10-20T00:00:00.000Z';
    db.bill = [
      entry({ amount: '0.10', created_at: start }),
      entry({ amount: '0.20', created_at: end }),
      // Just outside either bound.
      entry({ amount: '5.00', created_at: '2026-10-09T23:59:59.999Z' }),
      entry({ amount: '7.00', created_at: '2026-10-20T00:00:00.001Z' }),
      entry({ currency: 'USD', bill_type: 13, amount: '9999999999999.99', created_at: '2026-10-12T00:00:00.000Z' }),
      entry({ currency: 'USD', bill_type: 13, amount: '0.01', created_at: '2026-10-13T00:00:00.000Z' }),
      entry({
        currency: 'USD',
        bill_type: 13,
        amount: '0.03',
        direction: 'debit',
        created_at: '2026-10-14T00:00:00.000Z',
      }),
      entry({ currency: 'JPY', bill_type: 2, direction: 'debit', amount: '999999999999999', created_at: start }),
      entry({ currency: 'JPY', bill_type: 2, direction: 'debit', amount: '1', created_at: end }),
      entry({ currency: 'KWD', bill_type: 4, direction: 'debit', amount: '0.001', created_at: start }),
      entry({ currency: 'KWD', bill_type: 4, direction: 'debit', amount: '0.002', created_at: end }),
    ];
    const answer = await get({ period_from: start, period_to: end, sort: 'credit_total,descend' });
    const rows = (answer.body.result as Page<Record<string, unknown>>).list;
    const row = (currency: string, type: number) => rows.find((r) => r.currency === currency && r.bill_type === type);
    expect(row('USD', 1)).toMatchObject({ credit_total: '0.30', debit_total: '0.00', net: '0.30', count: 2 });
    expect(row('USD', 13)).toMatchObject({
      credit_total: '10000000000000.00',
      debit_total: '0.03',
      net: '9999999999999.97',
      count: 3,
    });
    expect(row('JPY', 2)).toMatchObject({
      credit_total: '0',
      debit_total: '1000000000000000',
      net: '-1000000000000000',
    });
    expect(row('KWD', 4)).toMatchObject({ debit_total: '0.003', net: '-0.003', count: 2 });
    expect(rows).toHaveLength(4);
    // Sorted by the amount's value, not its text, within its currency (currencies in code order).
    expect(rows.map((r) => r.currency)).toEqual(['JPY', 'KWD', 'USD', 'USD']);
    expect(rows.filter((r) => r.currency === 'USD').map((r) => r.credit_total)[0]).toBe('10000000000000.00');

    // Without a period: every entry.
    const open = (await get({ cust_id: 'C900001', bill_type: '1' })).body.result as Page<Record<string, unknown>>;
    expect(open.list).toEqual([expect.objectContaining({ credit_total: '12.30', count: 4 })]);

    // The export serves the same derived rows.
    const file = await download(`${aggregation.api}/export`, { token, query: { period_from: start, period_to: end } });
    const records = exportedRows(aggregation, file.text);
    expect(records.find((r) => r.currency === 'USD' && r['bill_type.code'] === '13')).toMatchObject({
      credit_total: '10000000000000.00',
      net: '9999999999999.97',
      count: '3',
    });
  });

  it('refuses an unreadable period, or one that ends before it starts (100400)', async () => {
    for (const [query, param] of [
      [{ period_from: 'yesterday' }, 'period_from'],
      [{ period_from: '2026-13-45T00:00:00Z' }, 'period_from'],
      [{ period_to: '1730000000000' }, 'period_to'],
      [{ period_from: '2026-10-20T00:00:00Z', period_to: '2026-10-10T00:00:00Z' }, 'period_to'],
    ] as const) {
      expect((await get(query)).body, JSON.stringify(query)).toMatchObject(invalid(param));
      expect((await download(`${aggregation.api}/export`, { token, query })).text).toContain('100400');
    }
  });
});
