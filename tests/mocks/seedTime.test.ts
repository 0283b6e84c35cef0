import { db, moveSeed, setClock, shiftToNow } from '../../mocks/db';
import { dueAt } from '../../mocks/resources/dispute';
import { MERCHANT_SEED_DATE } from '../../mocks/seed/merchants';

const END = MERCHANT_SEED_DATE;
const DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}:\d{2}(\.\d{3})?Z)?$/;
const DATE_NAME = /(_at|_time|date|^at|^time|^datetime)$/i;
/** Deadlines and calendars name moments still to come by nature: an approval's expiry, a blacklist entry's, a holiday. */
const AHEAD = new Set(['approval.expires_at', 'blacklist.expires_at', 'currencyHoliday.date']);

const ms = (v: string) => Date.parse(v.length === 10 ? `${v}T00:00:00Z` : v);
const t = (v: string | null | undefined) => (v ? ms(v) : NaN);

const iso = (at: number) => new Date(at).toISOString();

/** Every date-like value of a row as [table.path, epoch ms]: ISO strings anywhere, numbers in date fields. */
function datesOf(row: unknown, table: string): [string, number][] {
  const out: [string, number][] = [];
  const walk = (v: unknown, path: string, key: string) => {
    if (typeof v === 'string' && DATE.test(v)) out.push([path, ms(v)]);
    else if (typeof v === 'number' && DATE_NAME.test(key)) out.push([path, v]);
    else if (Array.isArray(v)) v.forEach((x) => walk(x, `${path}[]`, key));
    else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) walk(x, `${path}.${k}`, k);
  };
  walk(row, table, table);
  return out;
}

/** Every date-like value of the database as [table.path, epoch ms, row id]. */
function dates(): [string, number, string][] {
  const out: [string, number, string][] = [];
  for (const table of Object.keys(db) as (keyof typeof db)[])
    (db[table] as unknown[]).forEach((r, i) => {
      for (const [path, at] of datesOf(r, table)) out.push([path, at, `${table}#${i}`]);
    });
  return out;
}

/** The merchants a row names: any `cust_id` or `…_cust_id` in it, at any depth (a message's payload, a link's sides). */
function merchantsOf(row: unknown): string[] {
  const out = new Set<string>();
  const walk = (v: unknown, key: string) => {
    if (typeof v === 'string' && /(^|_)cust_id$/.test(key)) out.add(v);
    else if (Array.isArray(v)) v.forEach((x) => walk(x, key));
    else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) walk(x, k);
  };
  walk(row, '');
  return [...out];
}

const future = (at: number) =>
  dates()
    .filter(([path, when]) => !AHEAD.has(path) && when > at)
    .map(([path, when, row]) => `${row} ${path} ${iso(when)}`);

describe('the seed in time', () => {
  afterEach(() => moveSeed(0));

  it('finds dates in every kind of table (the walk itself works)', () => {
    const paths = new Set(dates().map(([path]) => path));
    for (const p of ['order.created_at', 'order.events[].at', 'dispute.received_at', 'settlement.period_end'])
      expect(paths).toContain(p);
  });

  it('holds no event after the seed ends', () => {
    expect(future(END)).toEqual([]);
  });

  it('holds no event after now once moved to end within the hour before now, as the demo is', () => {
    const at = Date.UTC(2027, 2, 14, 9, 40);
    moveSeed(shiftToNow(at));
    expect(future(at)).toEqual([]);
  });

  it('pays an order after it was created, and tells its timeline in order, after payment what needs one', () => {
    const bad: string[] = [];
    for (const o of db.order) {
      const created = t(o.created_at);
      if (o.paid_at && !(t(o.paid_at) > created)) bad.push(`${o.order_no} paid ${o.paid_at} ≤ ${o.created_at}`);
      const times = o.events.map((e) => t(e.at));
      if (times.some((x, i) => i > 0 && x < times[i - 1])) bad.push(`${o.order_no} timeline out of order`);
      if (times.some((x) => x < created)) bad.push(`${o.order_no} event before creation`);
      for (const e of o.events)
        if (
          !['created', 'paid', 'failed', 'cancelled', 'expired'].includes(String(e.type)) &&
          !(t(e.at) > t(o.paid_at))
        )
          bad.push(`${o.order_no} ${e.type} ${e.at} not after payment ${o.paid_at}`);
    }
    expect(bad).toEqual([]);
  });

  it('refunds, disputes and fraud alerts come after their order was paid, and are worked after they came', () => {
    const paid = new Map(db.order.map((o) => [o.order_no, t(o.paid_at)]));
    const bad: string[] = [];
    const after = (what: string, order: string, at: string) => {
      if (!(t(at) > (paid.get(order) ?? NaN))) bad.push(`${what} ${at} not after ${order} was paid`);
    };
    for (const r of db.refund) {
      after(r.refund_id, r.order_no, r.requested_at);
      if (r.completed_at && t(r.completed_at) < t(r.requested_at)) bad.push(`${r.refund_id} completed before asked`);
    }
    for (const d of db.dispute) {
      after(d.case_id, d.order_no, d.received_at);
      for (const at of [d.submitted_at, d.closed_at])
        if (at && t(at) < t(d.received_at)) bad.push(`${d.case_id} worked at ${at} before received`);
    }
    for (const a of db.fraudAlert) {
      after(a.alert_id, a.order_no, a.received_at);
      if (a.handled_at && t(a.handled_at) < t(a.received_at)) bad.push(`${a.alert_id} handled before received`);
    }
    expect(bad).toEqual([]);
  });

  it('receives a dispute before its evidence is due, on the seed clock and on any moved clock', () => {
    const clocks = [END, ...[0, 5, 11, 17, 23].map((h) => Date.UTC(2027, 2, 14, h, 40))];
    const bad: string[] = [];
    for (const at of clocks) {
      const shift = shiftToNow(at);
      setClock(at);
      for (const d of db.dispute)
        if (!(t(d.received_at) + shift < dueAt(d, at)))
          bad.push(`${d.case_id} received ${d.received_at} not before due (${d.due_offset_h} h, clock ${at})`);
    }
    expect(bad).toEqual([]);
  });

  it('makes a settlement batch after its period, holding orders paid before it ends, and settles it after', () => {
    const bad: string[] = [];
    for (const s of db.settlement) {
      const end = t(s.period_end);
      if (!(end > t(s.period_start))) bad.push(`${s.batch_no} period ends before it starts`);
      if (!(t(s.created_at) > end)) bad.push(`${s.batch_no} made ${s.created_at} before its period ends`);
      if (s.settled_at && !(t(s.settled_at) > t(s.created_at))) bad.push(`${s.batch_no} settled before made`);
      // Its orders: the merchant's paid in its currency during its period, all paid before the batch is made.
      for (const o of db.order)
        if (o.cust_id === s.cust_id && o.currency === s.currency && t(o.paid_at) >= t(s.period_start))
          if (t(o.paid_at) <= end && !(t(o.paid_at) < t(s.created_at)))
            bad.push(`${s.batch_no} made before ${o.order_no}`);
    }
    expect(bad).toEqual([]);
  });

  it('reviews a registration and a KYB after they were submitted; a merchant has no record before it registered', () => {
    const registered = new Map(db.merchant.map((m) => [m.cust_id, t(m.registered_at)]));
    const bad: string[] = [];
    for (const m of db.merchant)
      if (m.reviewed_at && !(t(m.reviewed_at) > t(m.registered_at)))
        bad.push(`${m.cust_id} reviewed before it registered`);
    for (const k of db.kyb) {
      if (!(t(k.submitted_at) >= (registered.get(k.cust_id) ?? NaN))) bad.push(`${k.cust_id} KYB before registration`);
      if (k.reviewed_at && !(t(k.reviewed_at) > t(k.submitted_at))) bad.push(`${k.cust_id} KYB reviewed before sent`);
    }
    // Every row that names a merchant (its cust_id, a transfer's or link's other side, a log message's body) is dated
    // from the registration of the latest of them; a settlement's first period may start before it.
    for (const table of Object.keys(db) as (keyof typeof db)[]) {
      if (table === 'merchant') continue;
      (db[table] as unknown[]).forEach((row, i) => {
        const named = merchantsOf(row);
        if (!named.length) return;
        const since = Math.max(...named.map((id) => registered.get(id) ?? NaN));
        for (const [path, at] of datesOf(row, table))
          if (path !== 'settlement.period_start' && !(at >= since))
            bad.push(`${table}#${i} ${path} ${iso(at)} before ${named.join(', ')} registered`);
      });
    }
    // A screening route names its merchants: it was last changed after the newest of them registered.
    for (const r of db.riskChannel)
      for (const id of r.cust_ids)
        if (!(t(r.updated_at) >= (registered.get(id) ?? NaN)))
          bad.push(`${r.channel_id} changed ${r.updated_at} before ${id} it routes registered`);
    // The history of operations on a merchant or a merchant's user starts when there was one.
    const userSince = new Map(db.custUser.map((u) => [u.user_id, t(u.created_at)]));
    for (const e of db.operationLog) {
      const since =
        e.resource === 'merchant'
          ? registered.get(e.target_id)
          : e.resource === 'custUser'
            ? userSince.get(e.target_id)
            : -Infinity;
      if (!(t(e.at) >= (since ?? NaN))) bad.push(`${e.id} ${e.resource} ${e.target_id} at ${e.at} before it was`);
    }
    expect(bad).toEqual([]);
  });

  it('dates a record from the record it belongs to: an order from its shop, a fee from its channel, …', () => {
    const T = db as unknown as Record<string, Record<string, unknown>[]>;
    const since = (table: string, key: string, field = 'created_at') =>
      new Map(T[table].map((r) => [String(r[key]), t(r[field] as string)]));
    const shop = since('shop', 'shop_id');
    const channel = since('paymentChannel', 'channel_code');
    const account = new Map([...since('virtualAccount', 'account_id'), ...since('walletVirtualAccount', 'account_id')]);
    const order = since('order', 'order_no');
    /** [child table, its link, when each parent came to be]: every date of the child is at or after its parent's. */
    type Link = [child: string, link: string, parents: Map<string, number>];
    const links: Link[] = [
      ...['order', 'product', 'forterChannel', 'saasCallback'].map((c): Link => [c, 'shop_id', shop]),
      // Whatever is about an order: its refund, case, alert, pushes, callbacks, lookups, rejection, mails, complaint.
      ...Object.keys(T)
        .filter((c) => c !== 'order' && T[c].some((r) => typeof r.order_no === 'string'))
        .map((c): Link => [c, 'order_no', order]),
      ['blacklistHit', 'entry_id', since('blacklist', 'entry_id')],
      ['rejectLog', 'request_id', since('requestLog', 'request_id')],
      ['warnLog', 'request_id', since('requestLog', 'request_id')],
      ['collection', 'account_id', account],
      ...['feeConf', 'walletFeeConf', 'businessChannel', 'tradingWindow'].map((c): Link => [
        c,
        'channel_code',
        channel,
      ]),
      ['currencyPair', 'base', since('currencyType', 'code')],
      ['currencyPair', 'quote', since('currencyType', 'code')],
      ['currencyMargin', 'pair_id', since('currencyPair', 'pair_id')],
      ['currencyHoliday', 'currency', since('currencyType', 'code')],
    ];
    const bad: string[] = [];
    for (const [child, link, parents] of links) {
      expect(T[child].length, child).toBeGreaterThan(0);
      T[child].forEach((row, i) => {
        if (row[link] === null) return;
        const from = parents.get(String(row[link]));
        for (const [path, at] of datesOf(row, child))
          if (!AHEAD.has(path) && !(at >= (from ?? NaN)))
            bad.push(`${child}#${i} ${path} ${iso(at)} before its ${link} ${String(row[link])}`);
      });
    }
    // A balance and its ledger (bills, payouts) come after the balance's account, on either product line; so do the
    // exchanges, transfers and internal transfers made from a transaction balance.
    const opened = new Map([
      ...db.virtualAccount.map((a): [string, number] => [`txn ${a.cust_id} ${a.currency}`, t(a.created_at)]),
      ...db.walletVirtualAccount.map((a): [string, number] => [`wallet ${a.cust_id} ${a.currency}`, t(a.created_at)]),
    ]);
    const ledger: [string, string, { cust_id: string; currency?: string; sell_currency?: string }[]][] = [
      ['balance', 'txn', db.balance],
      ['walletBalance', 'wallet', db.walletBalance],
      ['bill', 'txn', db.bill],
      ['walletBill', 'wallet', db.walletBill],
      ['payout', 'txn', db.payout],
      ['exchange', 'txn', db.exchange],
      ['transfer', 'txn', db.transfer],
      ['internalTransfer', 'txn', db.internalTransfer],
    ];
    for (const [table, line, rows] of ledger)
      rows.forEach((row, i) => {
        const key = `${line} ${row.cust_id} ${row.currency ?? row.sell_currency}`;
        for (const [path, at] of datesOf(row, table))
          if (!(at >= (opened.get(key) ?? NaN))) bad.push(`${table}#${i} ${path} ${iso(at)} before the account ${key}`);
      });
    expect(bad).toEqual([]);
  });
});
