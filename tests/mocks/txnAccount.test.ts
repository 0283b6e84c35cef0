import { db } from '../../mocks/db';
import { minorUnits, toMinor } from '../../src/console/money';
import { resourceByKey } from '../../src/resources';
import { ADMIN, RISK, T0, call, download, pinClock, signIn, dualControlOff, exportedRows } from './helpers';
import type { Rows } from '../../src/resources';

const balance = resourceByKey('balance')!;
const walletBalance = resourceByKey('walletBalance')!;
const poboPayer = resourceByKey('poboPayer')!;
const receiver = resourceByKey('receiver')!;
const walletReceiver = resourceByKey('walletReceiver')!;
const virtualAccount = resourceByKey('virtualAccount')!;
const virtualAccountDetail = resourceByKey('virtualAccountDetail')!;
const walletVirtualAccount = resourceByKey('walletVirtualAccount')!;
const walletVirtualAccountDetail = resourceByKey('walletVirtualAccountDetail')!;
const walletWithdrawAccount = resourceByKey('walletWithdrawAccount')!;
const withdrawAccount = resourceByKey('withdrawAccount')!;

const AT = new Date(T0).toISOString();
const WRONG_STATUS = { code: 101014, message: 'Wrong status' };
const invalid = (field: string) => ({ code: 100400, message: `Invalid input: ${field}` });

type Row = Record<string, unknown>;
type Page<T = Row> = { list: T[]; total: number };

/** Exactly the currency's decimals: "12.50" USD, "1250" JPY, "1.250" KWD. */
const exact = (amount: string, currency: string) => {
  const units = minorUnits(currency);
  return new RegExp(units ? `^\\d+\\.\\d{${units}}$` : '^\\d+$').test(amount);
};

/** ISO 13616: the IBAN's check digits hold (mod 97 = 1). */
const ibanValid = (iban: string) =>
  BigInt(`${iban.slice(4)}${iban.slice(0, 4)}`.replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55))) % 97n === 1n;

describe('transaction accounts: seed', () => {
  it('gives balances and receiving accounts to approved merchants only, in several currencies, exact amounts', () => {
    const approved = new Set(db.merchant.filter((m) => m.status === 1).map((m) => m.cust_id));
    for (const [balances, accounts] of [
      [db.balance, db.virtualAccount],
      [db.walletBalance, db.walletVirtualAccount],
    ] as const) {
      expect(balances.length).toBeGreaterThanOrEqual(40);
      expect(balances.length).toBeLessThanOrEqual(300);
      expect(new Set(balances.map((b) => b.balance_id)).size).toBe(balances.length);
      // One balance per merchant × currency, and its receiving account in the same currency.
      expect(new Set(balances.map((b) => `${b.cust_id}/${b.currency}`)).size).toBe(balances.length);
      expect(accounts.map((a) => `${a.cust_id}/${a.currency}`).sort()).toEqual(
        balances.map((b) => `${b.cust_id}/${b.currency}`).sort(),
      );
      for (const b of balances) {
        expect(approved.has(b.cust_id), b.cust_id).toBe(true);
        for (const amount of [b.available, b.pending, b.frozen, b.reserve])
          expect(exact(amount, b.currency), `${b.balance_id} ${amount} ${b.currency}`).toBe(true);
      }
      for (const a of accounts) {
        expect(approved.has(a.cust_id)).toBe(true);
        if (/^[A-Z]{2}\d{2}/.test(a.account_no)) expect(ibanValid(a.account_no), a.account_no).toBe(true);
        expect(a.status_reason === null).toBe(a.status === 1);
      }
      expect(new Set(accounts.map((a) => a.account_no)).size).toBe(accounts.length);
      expect(new Set(accounts.map((a) => a.status))).toEqual(new Set([1, 2]));
    }
    const currencies = new Set(db.balance.map((b) => b.currency));
    for (const c of ['USD', 'EUR', 'GBP', 'JPY', 'KWD']) expect(currencies.has(c), c).toBe(true);
    // Very large balances, exact to the minor unit (about 10^15 minor units, beyond a float's exact integers).
    const large = db.balance.filter((b) => toMinor(b.available, b.currency)! > 10n ** 14n);
    expect(large.map((b) => b.currency).sort()).toEqual(['EUR', 'JPY', 'KWD', 'USD']);
    expect(large.find((b) => b.currency === 'USD')!.available).toBe('9876543210123.45');
    // The two product lines keep their own ids.
    expect(db.walletBalance.every((b) => b.balance_id.startsWith('WBAL'))).toBe(true);
    expect(db.walletVirtualAccount.every((a) => a.account_id.startsWith('WVA'))).toBe(true);
  });

  it('holds payers, payees and withdrawal accounts of account-holding merchants in every review state', () => {
    const holders = new Set(db.balance.map((b) => b.cust_id));
    const walletHolders = new Set(db.walletBalance.map((b) => b.cust_id));
    const tables = [
      [db.poboPayer, holders],
      [db.receiver, holders],
      [db.withdrawAccount, holders],
      [db.walletReceiver, walletHolders],
      [db.walletWithdrawAccount, walletHolders],
    ] as const;
    for (const [rows, owners] of tables) {
      expect(rows.length).toBeGreaterThanOrEqual(30);
      expect(rows.length).toBeLessThanOrEqual(300);
      expect(new Set(rows.map((r) => r.review_status))).toEqual(new Set([0, 1, 2]));
      for (const r of rows) {
        expect(owners.has(r.cust_id)).toBe(true);
        expect(r.reviewer === null).toBe(r.review_status === 0);
        expect(r.review_reason === null).toBe(r.review_status !== 2);
      }
    }
    // A merchant withdraws only in a currency it holds.
    for (const w of db.withdrawAccount)
      expect(db.balance.some((b) => b.cust_id === w.cust_id && b.currency === w.currency)).toBe(true);
    for (const p of db.poboPayer) expect(p.documents.length).toBeGreaterThanOrEqual(1);
  });
});

describe('transaction accounts: fake backend', () => {
  let token: string;
  const post = (path: string, body: Row = {}) => call('POST', path, { token, body });
  const list = async <T = Row>(api: string, query: Record<string, string | number> = {}) =>
    (await call('GET', api, { token, query: { pageSize: 100, ...query } })).body.result as Page<T>;

  beforeEach(async () => {
    // What the actions do; dual control over them is approvals.test.ts's.
    dualControlOff();
    pinClock();
    token = await signIn(ADMIN);
  });

  describe('balances', () => {
    const usd = () => db.balance.find((b) => b.currency === 'USD')!;
    const adjust = (b: Rows['balance'], body: Row, api = balance.api) => post(`${api}/${b.balance_id}/adjust`, body);

    it('filters by merchant, currency and an exact available range, and exports the filter', async () => {
      const jpy = await list<Rows['balance']>(balance.api, { currency: 'JPY' });
      expect(jpy.total).toBe(db.balance.filter((b) => b.currency === 'JPY').length);
      expect(jpy.list.every((b) => b.currency === 'JPY' && /^\d+$/.test(b.available))).toBe(true);

      const one = db.balance[5];
      const mine = await list<Rows['balance']>(balance.api, { cust_id: one.cust_id });
      expect(mine.list.map((b) => b.balance_id).sort()).toEqual(
        db.balance.filter((b) => b.cust_id === one.cust_id).map((b) => b.balance_id),
      );
      // Compared as decimals: the 10^15-minor-unit balance is above 9,876,543,210,123.44 and not above .45.
      const from = await list<Rows['balance']>(balance.api, { currency: 'USD', available_from: '9876543210123.44' });
      expect(from.list.map((b) => b.available)).toEqual(['9876543210123.45']);
      const below = await list<Rows['balance']>(balance.api, { currency: 'USD', available_from: '9876543210123.46' });
      expect(below.total).toBe(0);
      // The total adds the four amounts exactly.
      const large = from.list[0] as Rows['balance'] & { total: string };
      const sum = ['available', 'pending', 'frozen', 'reserve'].reduce(
        (s, f) => s + toMinor(String(large[f as keyof Rows['balance']]), 'USD')!,
        0n,
      );
      expect(toMinor(large.total, 'USD')).toBe(sum);

      const file = await download(`${balance.api}/export`, { token, query: { currency: 'KWD' } });
      expect(file.headers.get('content-disposition')).toMatch(/^attachment; filename="balance-\d{8}-\d{6}\.csv"/);
      const records = exportedRows(balance, file.text);
      expect(records.map((r) => r.balance_id).sort()).toEqual(
        db.balance.filter((b) => b.currency === 'KWD').map((b) => b.balance_id),
      );
      expect(records.every((r) => /^\d+\.\d{3}$/.test(r.available))).toBe(true);
    });

    it('credits and debits exactly (0.1 + 0.2 = 0.30), posts a type-13 bill and logs available before and after', async () => {
      const b = usd();
      b.available = '0.10';
      const bills = db.bill.length;
      const credit = await adjust(b, { direction: 'credit', amount: '0.2', reason: 'Goodwill credit, ticket 4411' });
      expect(credit.body.result).toMatchObject({ available: '0.30', updated_by: ADMIN.email, updated_at: AT });
      expect(b.available).toBe('0.30');
      expect(db.bill).toHaveLength(bills + 1);
      expect(db.bill.at(-1)).toMatchObject({
        cust_id: b.cust_id,
        merchant_name: b.merchant_name,
        currency: 'USD',
        bill_type: 13,
        direction: 'credit',
        amount: '0.20',
        balance_after: '0.30',
        ref_no: expect.stringMatching(/^ADJ20260310\d{6}$/),
        remark: 'Goodwill credit, ticket 4411',
        created_by: ADMIN.email,
        created_at: AT,
      });
      expect(db.oplog.at(-1)).toMatchObject({
        resource: 'balance',
        target_id: b.balance_id,
        action: 'adjust',
        reason: 'Goodwill credit, ticket 4411',
        before: { available: '0.10' },
        after: { available: '0.30', updated_by: ADMIN.email },
      });

      // Down to exactly zero is allowed; one cent below is not, and nothing moves.
      const debit = await adjust(b, { direction: 'debit', amount: '0.30', reason: 'Reverse goodwill credit' });
      expect(debit.body.result).toMatchObject({ available: '0.00' });
      expect(db.bill.at(-1)).toMatchObject({ direction: 'debit', amount: '0.30', balance_after: '0.00' });
      const logged = db.oplog.length;
      expect((await adjust(b, { direction: 'debit', amount: '0.01', reason: 'Too much' })).body).toMatchObject(
        invalid('amount'),
      );
      expect(b.available).toBe('0.00');
      expect(db.bill).toHaveLength(bills + 2);
      expect(db.oplog).toHaveLength(logged);
    });

    it('keeps 10^15 minor units exact and each currency its own decimals (JPY 0, KWD 3)', async () => {
      const b = usd();
      b.available = '9999999999999.99';
      const up = await adjust(b, { direction: 'credit', amount: '0.01', reason: 'Rounding correction' });
      expect(up.body.result).toMatchObject({ available: '10000000000000.00' });
      expect(db.bill.at(-1)).toMatchObject({ balance_after: '10000000000000.00' });
      const down = await adjust(b, { direction: 'debit', amount: '9999999999999.99', reason: 'Sweep to treasury' });
      expect(down.body.result).toMatchObject({ available: '0.01' });

      const jpy = db.balance.find((x) => x.currency === 'JPY')!;
      const yen = jpy.available;
      expect((await adjust(jpy, { direction: 'credit', amount: '1.5', reason: 'x' })).body).toMatchObject(
        invalid('amount'),
      );
      const jpyUp = await adjust(jpy, { direction: 'credit', amount: '15', reason: 'Fee refund' });
      expect(jpyUp.body.result).toMatchObject({ available: String(BigInt(yen) + 15n) });
      expect(db.bill.at(-1)).toMatchObject({ currency: 'JPY', amount: '15' });

      const kwd = db.balance.find((x) => x.currency === 'KWD')!;
      kwd.available = '1.000';
      expect((await adjust(kwd, { direction: 'credit', amount: '0.0005', reason: 'x' })).body).toMatchObject(
        invalid('amount'),
      );
      const fils = await adjust(kwd, { direction: 'credit', amount: '0.001', reason: 'One fils' });
      expect(fils.body.result).toMatchObject({ available: '1.001' });
      expect(db.bill.at(-1)).toMatchObject({ amount: '0.001', balance_after: '1.001' });
    });

    it('refuses a missing reason or direction, zero, negative and non-numeric amounts', async () => {
      const b = usd();
      const before = b.available;
      const refusals: [Row, object][] = [
        [{ direction: 'credit', amount: '10' }, invalid('reason')],
        [{ amount: '10', reason: 'x' }, invalid('direction')],
        [{ direction: 'sideways', amount: '10', reason: 'x' }, invalid('direction')],
        [{ direction: 'credit', amount: '0', reason: 'x' }, invalid('amount')],
        [{ direction: 'credit', amount: '-5', reason: 'x' }, invalid('amount')],
        [{ direction: 'credit', amount: '1e3', reason: 'x' }, invalid('amount')],
        [{ direction: 'credit', reason: 'x' }, invalid('amount')],
      ];
      for (const [body, expected] of refusals)
        expect((await adjust(b, body)).body, JSON.stringify(body)).toMatchObject(expected);
      expect(b.available).toBe(before);
      expect(db.oplog).toHaveLength(0);
    });

    it('adjusts a wallet balance on the wallet ledger only, under the wallet code', async () => {
      const w = db.walletBalance.find((b) => b.currency === 'USD')!;
      w.available = '5.00';
      const [bills, walletBills] = [db.bill.length, db.walletBill.length];
      const done = await adjust(w, { direction: 'debit', amount: '1.25', reason: 'Wallet fee' }, walletBalance.api);
      expect(walletBalance.api).toBe('/v1/admin/wallet/balances');
      expect(done.body.result).toMatchObject({ available: '3.75' });
      expect(db.bill).toHaveLength(bills);
      expect(db.walletBill).toHaveLength(walletBills + 1);
      expect(db.walletBill.at(-1)).toMatchObject({
        bill_type: 13,
        balance_after: '3.75',
        ref_no: expect.stringMatching(/^ADJ20260310\d{6}$/),
      });
      expect(db.oplog.at(-1)).toMatchObject({ resource: 'walletBalance', action: 'adjust' });
      // A transaction balance id is not a wallet balance.
      expect(
        (await adjust(db.balance[0], { direction: 'credit', amount: '1', reason: 'x' }, walletBalance.api)).body.code,
      ).toBe(100404);
      expect(walletBalance.actions![0].permission).toBe('walletBalance:adjust');
    });

    it('refuses the adjustment without its code, and every call to an account without the page', async () => {
      const b = usd();
      // The page and the export, not the adjustment.
      db.role.push({
        id: 'role-viewer',
        name: 'viewer',
        description: 'Balances, read only',
        pages: ['/Home', '/txnAccount/balance'],
        codes: ['balance:export'],
      });
      db.admin.find((a) => a.email === ADMIN.email)!.role_ids = ['role-viewer'];
      expect((await list(balance.api)).total).toBe(db.balance.length);
      expect((await adjust(b, { direction: 'credit', amount: '1', reason: 'x' })).body.code).toBe(403);
      expect((await call('GET', walletBalance.api, { token })).body.code).toBe(403);

      const riskToken = await signIn(RISK);
      expect((await call('GET', balance.api, { token: riskToken })).body.code).toBe(403);
      expect((await download(`${balance.api}/export`, { token: riskToken })).text).toContain('"code":403');
      expect(db.oplog).toHaveLength(0);
    });
  });

  describe('receiving accounts', () => {
    const active = () => db.virtualAccount.find((a) => a.status === 1)!;

    it('never answers a whole account number: list, detail, record page and export show the last 4', async () => {
      const whole = db.virtualAccount.map((a) => a.account_no);
      const page = await list<Rows['virtualAccount'] & { id: string }>(virtualAccount.api, { pageSize: 100 });
      const detail = await call('GET', `${virtualAccount.api}/${db.virtualAccount[0].account_id}`, { token });
      const record = await call('GET', `${virtualAccountDetail.api}/${db.virtualAccount[0].account_id}`, { token });
      const file = await download(`${virtualAccount.api}/export`, { token });
      const answered = [JSON.stringify(page), JSON.stringify(detail.body), JSON.stringify(record.body), file.text];
      for (const no of whole) for (const text of answered) expect(text.includes(no)).toBe(false);
      for (const row of page.list) {
        const kept = db.virtualAccount.find((a) => a.account_id === row.account_id)!;
        expect(row.account_no).toBe(`••••${kept.account_no.slice(-4)}`);
        // The record page's route parameter.
        expect(row.id).toBe(row.account_id);
      }
      expect(detail.body.result).toMatchObject({ account_no: `••••${whole[0].slice(-4)}` });
      expect(exportedRows(virtualAccount, file.text)[0].account_no).toMatch(/^••••\w{4}$/);

      // Found by the last 4 a merchant quotes.
      const target = db.virtualAccount[7];
      const found = await list<Rows['virtualAccount']>(virtualAccount.api, {
        account_last4: target.account_no.slice(-4),
      });
      expect(found.list.map((a) => a.account_id)).toContain(target.account_id);
      expect(found.list.every((a) => a.account_no.endsWith(target.account_no.slice(-4)))).toBe(true);
    });

    it('freezes an active account and unfreezes it, each once and with a reason; otherwise 101014', async () => {
      const a = active();
      const url = (action: string) => `${virtualAccount.api}/${a.account_id}/${action}`;
      expect((await post(url('unfreeze'), { reason: 'Not frozen' })).body).toMatchObject(WRONG_STATUS);
      expect((await post(url('freeze'))).body).toMatchObject(invalid('reason'));
      const frozen = await post(url('freeze'), { reason: 'Phishing report 2291' });
      expect(frozen.body.result).toMatchObject({ status: 2, status_reason: 'Phishing report 2291', updated_at: AT });
      expect((await post(url('freeze'), { reason: 'Again' })).body).toMatchObject(WRONG_STATUS);
      const released = await post(url('unfreeze'), { reason: 'Report closed' });
      expect(released.body.result).toMatchObject({ status: 1, status_reason: 'Report closed' });
      expect(db.oplog.map((e) => [e.resource, e.action, e.before.status, e.after.status, e.reason])).toEqual([
        ['virtualAccount', 'freeze', 1, 2, 'Phishing report 2291'],
        ['virtualAccount', 'unfreeze', 2, 1, 'Report closed'],
      ]);
    });

    it('serves the record page by the route id with its own codes, and the wallet its own table', async () => {
      const a = active();
      const record = await call('GET', `${virtualAccountDetail.api}/${a.account_id}`, { token });
      expect(record.body.result).toMatchObject({ account_id: a.account_id, id: a.account_id, status: 1 });
      const frozen = await post(`${virtualAccountDetail.api}/${a.account_id}/freeze`, { reason: 'From the record' });
      expect(frozen.body.result).toMatchObject({ status: 2 });
      expect(a.status).toBe(2);
      expect(virtualAccountDetail.actions!.map((x) => x.permission)).toEqual([
        'virtualAccountDetail:freeze',
        'virtualAccountDetail:unfreeze',
      ]);
      expect(virtualAccount.links).toEqual([{ key: 'detail', to: '/txnAccount/account/detail/:id' }]);
      expect(walletVirtualAccount.links).toEqual([{ key: 'detail', to: '/wallet/account/detail/:id' }]);

      // The wallet: its own rows, under /wallet/, a transaction account id unknown there.
      const wallet = await list<Rows['virtualAccount']>(walletVirtualAccount.api);
      expect(walletVirtualAccount.api).toBe('/v1/admin/wallet/virtual-accounts');
      expect(wallet.total).toBe(db.walletVirtualAccount.length);
      expect((await call('GET', `${walletVirtualAccount.api}/${a.account_id}`, { token })).body.code).toBe(100404);
      const w = db.walletVirtualAccount.find((x) => x.status === 1)!;
      const walletFrozen = await post(`${walletVirtualAccountDetail.api}/${w.account_id}/freeze`, { reason: 'Audit' });
      expect(walletFrozen.body.result).toMatchObject({ status: 2 });
      expect(db.oplog.map((e) => e.resource)).toEqual(['virtualAccountDetail', 'walletVirtualAccountDetail']);
    });

    it('lists the collections of an account for its detail, on both product lines', async () => {
      const collection = resourceByKey('collection')!;
      for (const [detail, accounts] of [
        [virtualAccountDetail, db.virtualAccount],
        [walletVirtualAccountDetail, db.walletVirtualAccount],
      ] as const) {
        expect(detail.detail!.related).toEqual([{ resource: 'collection', field: 'account_id', by: 'account_id' }]);
        const withCollections = accounts.find((a) => db.collection.some((c) => c.account_id === a.account_id))!;
        const page = await list<Row>(collection.api, { account_id: withCollections.account_id });
        expect(page.total).toBeGreaterThan(0);
        expect(page.list.every((c) => c.account_id === withCollections.account_id)).toBe(true);
      }
    });
  });

  describe('payers, payees and withdrawal accounts', () => {
    const cases = [
      ['poboPayer', poboPayer, () => db.poboPayer],
      ['receiver', receiver, () => db.receiver],
      ['walletReceiver', walletReceiver, () => db.walletReceiver],
      ['withdrawAccount', withdrawAccount, () => db.withdrawAccount],
      ['walletWithdrawAccount', walletWithdrawAccount, () => db.walletWithdrawAccount],
    ] as const;

    it.each(cases)('%s: approves or rejects (with a reason) only while pending review', async (key, def, rows) => {
      const pending = (rows() as Row[]).filter((r) => r.review_status === 0);
      const [first, second] = pending;
      const id = (r: Row) => String(r[def.rowKey]);
      const url = (r: Row, action: string) => `${def.api}/${id(r)}/${action}`;

      const approved = await post(url(first, 'approve'));
      expect(approved.body.result).toMatchObject({ review_status: 1, reviewer: ADMIN.email, reviewed_at: AT });
      expect((await post(url(first, 'approve'))).body).toMatchObject(WRONG_STATUS);
      expect((await post(url(first, 'reject'), { reason: 'Too late' })).body).toMatchObject(WRONG_STATUS);

      expect((await post(url(second, 'reject'))).body).toMatchObject(invalid('reason'));
      const rejected = await post(url(second, 'reject'), { reason: 'Name does not match the bank' });
      expect(rejected.body.result).toMatchObject({ review_status: 2, review_reason: 'Name does not match the bank' });
      expect((await post(url(second, 'approve'))).body).toMatchObject(WRONG_STATUS);
      expect(db.oplog.map((e) => [e.resource, e.target_id, e.action, e.after.review_status])).toEqual([
        [key, id(first), 'approve', 1],
        [key, id(second), 'reject', 2],
      ]);

      // Filtered by review status; the risk account may not see the page.
      const still = await list<Row>(def.api, { review_status: 0 });
      expect(still.total).toBe(pending.length - 2);
      const riskToken = await signIn(RISK);
      expect((await call('POST', url(pending[2], 'approve'), { token: riskToken })).body.code).toBe(403);
    });

    it('answers payee and withdrawal account numbers as their last 4 only', async () => {
      for (const [, def, rows] of cases.slice(1)) {
        const page = await list<Row>(def.api);
        const text = JSON.stringify(page);
        for (const r of rows() as Row[]) expect(text.includes(String(r.account_no))).toBe(false);
        for (const row of page.list) expect(row.account_no).toMatch(/^••••\w{4}$/);
      }
      const target = db.receiver[3];
      const found = await list<Row>(receiver.api, { account_last4: target.account_no.slice(-4) });
      expect(found.list.map((r) => r.receiver_id)).toContain(target.receiver_id);
    });

    it('shows how many documents a payer has and serves each one as an image', async () => {
      const payer = db.poboPayer.find((p) => p.documents.length === 2)!;
      const answered = await call('GET', `${poboPayer.api}/${payer.payer_id}`, { token });
      expect(answered.body.result).toMatchObject({ document_count: 2 });
      const file = await download(`${poboPayer.api}/${payer.payer_id}/documents/${payer.documents[0].id}`, { token });
      expect(file.headers.get('content-type')).toBe('image/svg+xml');
      expect(file.bytes.length).toBe(payer.documents[0].size);
      const other = db.poboPayer.find((p) => p.payer_id !== payer.payer_id)!;
      const foreign = await call('GET', `${poboPayer.api}/${other.payer_id}/documents/${payer.documents[0].id}`, {
        token,
      });
      expect(foreign.body.code).toBe(100404);
    });
  });
});
