/**
 * Seed of the transaction flows (owner: the flow pages): collections, payouts, exchanges, transfers, internal
 * transfers and both product lines' bill ledgers with their running balances, each built back from the seeded
 * balance so its latest entry ends at the available amount.
 *
 * Every amount is computed in BigInt minor units (src/console/money.ts) and stored as a decimal string.
 */
import { fromMinor, minorUnits, pow10, toMinor } from '../../src/console/money';
import type { Rows } from '../../src/resources';
import type { Product } from '../../src/resources/product';
import type { AccountBaseTables } from './accounts';
import { MERCHANT_SEED_DATE } from './merchants';
import { laterBy } from './timeline';
import { mulberry32, pick, type Rand, weighted } from './random';

export interface FlowTables {
  bill: Rows['bill'][];
  walletBill: Rows['bill'][];
  collection: Rows['collection'][];
  payout: Rows['payout'][];
  exchange: Rows['exchange'][];
  transfer: Rows['transfer'][];
  internalTransfer: Rows['internalTransfer'][];
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** The flows' "today": the merchants' seed date, so the tables do not move with the real clock. */
export const FLOW_SEED_DATE = MERCHANT_SEED_DATE;
/** How far back the flows go. */
const WINDOW = 120 * DAY;

/** The currencies the flows trade in when the account base names none (JPY: 0 decimals, KWD: 3). */
export const FLOW_CURRENCIES = ['USD', 'EUR', 'GBP', 'JPY', 'KWD', 'HKD', 'SGD', 'CNY', 'AUD'] as const;

// Units of each currency per US dollar, in thousandths: the scale of the amounts and the base of the seeded rates.
// prettier-ignore
const PER_USD_MILLI: Record<string, bigint> = {
  USD: 1000n, EUR: 922n, GBP: 789n, JPY: 149820n, KWD: 307n, HKD: 7816n, SGD: 1345n, CNY: 7240n, AUD: 1526n,
  CAD: 1371n, CHF: 884n, AED: 3673n, BRL: 5030n, MXN: 17050n, KRW: 1331000n, INR: 83200n, MYR: 4720n, NZD: 1640n,
};
const perUsd = (currency: string) => PER_USD_MILLI[currency] ?? 1000n;

/** Half up, for positive numerators and denominators. */
const divRound = (num: bigint, den: bigint) => (num * 2n + den) / (2n * den);

/** `amount` × `bps` / 10 000 in the same minor units, half up (a fee). */
export const bpsOf = (minor: bigint, bps: number) => divRound(minor * BigInt(bps), 10_000n);

/**
 * The bought amount of an exchange: `sell` (a decimal string of `sellCurrency`) times `rate` (a decimal string),
 * rounded half up to the minor units of `buyCurrency`. Exact: BigInt throughout. Undefined for unreadable input.
 */
export function convertAmount(sell: string, sellCurrency: string, rate: string, buyCurrency: string) {
  const sellMinor = toMinor(sell, sellCurrency);
  const m = /^(\d+)(?:\.(\d+))?$/.exec(rate.trim());
  if (sellMinor === undefined || sellMinor < 0n || !m) return undefined;
  const [, int, frac = ''] = m;
  const rateScaled = BigInt(int + frac);
  const num = sellMinor * rateScaled * pow10(minorUnits(buyCurrency));
  const den = pow10(minorUnits(sellCurrency) + frac.length);
  return fromMinor(divRound(num, den), buyCurrency);
}

/** The seeded market rate of a pair, 8 decimals at most, trailing zeros dropped, moved by `bps` basis points. */
export function seedRate(sellCurrency: string, buyCurrency: string, bps = 0): string {
  const base = divRound(perUsd(buyCurrency) * pow10(8), perUsd(sellCurrency));
  const moved = divRound(base * BigInt(10_000 + bps), 10_000n);
  const digits = moved.toString().padStart(9, '0');
  const text = `${digits.slice(0, -8)}.${digits.slice(-8)}`.replace(/0+$/, '').replace(/\.$/, '');
  return text;
}

/** A realistic amount in `currency` worth between `low` and `high` US dollars (log-uniform), in minor units. */
function amountMinor(rand: Rand, currency: string, low: number, high: number): bigint {
  const usdCents = BigInt(Math.round(Math.exp(Math.log(low) + rand() * (Math.log(high) - Math.log(low))) * 100));
  const minor = (usdCents * perUsd(currency) * pow10(minorUnits(currency))) / 100_000n;
  return minor > 0n ? minor : 1n;
}

const iso = (ms: number) => new Date(Math.floor(ms / SECOND) * SECOND).toISOString();
const digits = (rand: Rand, n: number) => Array.from({ length: n }, () => String(Math.floor(rand() * 10))).join('');
const ymd = (ms: number) => iso(ms).slice(2, 10).replace(/-/g, '');
const between = (rand: Rand, lo: number, hi: number) => lo + rand() * (hi - lo);

// prettier-ignore
const PARTIES = [
  'Acme Logistics Ltd', 'Blue Ocean Supplies', 'Kintaro Trading K.K.', 'Al Safat General Trading', 'Nordlicht GmbH',
  'Rivera Textiles S.A.', 'Harbourline Freight', 'Sunrise Components', 'Maple Leaf Packaging', 'Golden Gate Imports',
  'Shenzhen Yida Electronics', 'Pacific Rim Sourcing', 'Oriental Crafts Co.', 'Lisbon Cork Works', 'Helios Media',
  'Tanaka Seisakusho', 'Gulf Star Contracting', 'Evergreen Print Shop', 'Baltic Amber House', 'Kiwi Outdoor Gear',
] as const;
// prettier-ignore
const BANKS: readonly (readonly [string, string])[] = [
  ['HSBC', 'HK'], ['Barclays', 'GB'], ['JPMorgan Chase', 'US'], ['MUFG Bank', 'JP'], ['National Bank of Kuwait', 'KW'],
  ['Deutsche Bank', 'DE'], ['DBS Bank', 'SG'], ['Bank of China', 'CN'], ['ANZ', 'AU'], ['BNP Paribas', 'FR'],
  ['Citibank', 'US'], ['Standard Chartered', 'HK'],
];
const PURPOSES = ['Supplier payment', 'Logistics fees', 'Marketing services', 'Payroll', 'Inventory purchase'];
const FAILURES = ['Beneficiary account closed', 'Name mismatch', 'Compliance return', 'Invalid account number'];
const REMARKS = ['Settlement of invoice', 'Intra-group funding', 'Shared marketing costs', 'Refund of deposit', null];
const REVIEWERS = ['admin@payops.test', 'finance.ops@payops.test'];

// The merchant × currency pairs the flows move money in.
interface Pair {
  cust_id: string;
  merchant_name: string;
  currency: string;
  since: number;
}

/**
 * When the account of a merchant's balance in a currency opened (the line's virtual account in that currency), or,
 * without one, a minute after the merchant registered.
 */
function accountsOpened(merchants: Rows['merchant'][], accounts: Rows['virtualAccount'][]) {
  const registered = new Map(merchants.map((m) => [m.cust_id, Date.parse(m.registered_at)]));
  const opened = new Map(accounts.map((a) => [`${a.cust_id} ${a.currency}`, Date.parse(a.created_at)]));
  return (custId: string, currency: string) =>
    opened.get(`${custId} ${currency}`) ?? (registered.get(custId) ?? 0) + MINUTE;
}

/**
 * The account base's balances, from when their accounts opened, or (when it holds none) approved merchants in the
 * flow currencies, from their registration.
 */
function flowPairs(
  merchants: Rows['merchant'][],
  balances: Rows['balance'][],
  accounts: Rows['virtualAccount'][],
  rand: Rand,
): Pair[] {
  const since = new Map(merchants.map((m) => [m.cust_id, Date.parse(m.registered_at)]));
  const start = FLOW_SEED_DATE - WINDOW;
  const from = (id: string) => Math.max(start, since.get(id) ?? start);
  const opened = accountsOpened(merchants, accounts);
  if (balances.length)
    return balances.map((b) => ({
      cust_id: b.cust_id,
      merchant_name: b.merchant_name,
      currency: b.currency,
      since: Math.max(start, opened(b.cust_id, b.currency)),
    }));
  return merchants
    .filter((m) => m.status === 1)
    .slice(0, 40)
    .map((m) => ({
      cust_id: m.cust_id,
      merchant_name: m.name,
      currency: pick(rand, FLOW_CURRENCIES),
      since: from(m.cust_id),
    }));
}

/** A time between the pair's start and the seed date. */
const timeIn = (rand: Rand, since: number) => since + rand() * (FLOW_SEED_DATE - HOUR - since);

// ---------------------------------------------------------------------------------------------------------------
// The ledgers

type Kind =
  | 'order'
  | 'refund'
  | 'payout'
  | 'reserve'
  | 'release'
  | 'chargeback'
  | 'cbWon'
  | 'repeatCb'
  | 'misc'
  | 'monthly'
  | 'adjust'
  | 'appeal'
  | 'rdr'
  | 'cbAlert';

const KINDS: readonly (readonly [Kind, number])[] = [
  ['order', 40],
  ['refund', 8],
  ['payout', 9],
  ['reserve', 4],
  ['release', 4],
  ['chargeback', 3],
  ['cbWon', 1],
  ['repeatCb', 1],
  ['misc', 3],
  ['monthly', 2],
  ['adjust', 2],
  ['appeal', 1],
  ['rdr', 1],
  ['cbAlert', 1],
];

// Bill type, direction and USD worth of each kind of single entry.
const SINGLE: Record<Exclude<Kind, 'payout' | 'adjust'>, [number, 'credit' | 'debit', number, number, string]> = {
  order: [1, 'credit', 40, 9000, 'ORD'],
  refund: [4, 'debit', 10, 800, 'RF'],
  reserve: [3, 'debit', 50, 2000, 'RSV'],
  release: [11, 'credit', 50, 2000, 'RSV'],
  chargeback: [5, 'debit', 20, 900, 'CB'],
  cbWon: [6, 'credit', 20, 900, 'CB'],
  repeatCb: [7, 'debit', 20, 900, 'CB'],
  misc: [9, 'debit', 1, 60, 'FEE'],
  monthly: [10, 'debit', 19, 199, 'MF'],
  appeal: [14, 'debit', 15, 25, 'CB'],
  rdr: [15, 'debit', 5, 25, 'RDR'],
  cbAlert: [16, 'debit', 5, 35, 'ALT'],
};

/** An entry before its id: the ledger is built newest first, then numbered oldest first. */
type Draft = Omit<Rows['bill'], 'bill_id'>;

interface LedgerOut {
  bills: Rows['bill'][];
  payouts: Rows['payout'][];
}

/**
 * One product's ledger, built back from each balance: the newest entry ends at `available`, and each earlier
 * balance is the later one minus what the later entry moved (a credit never takes it below zero). Transaction
 * withdrawals become payouts (amount: type 2, fee: type 12; a failed or rejected one returns both: type 8).
 */
function buildLedger(
  product: Product,
  balances: Rows['balance'][],
  accounts: Rows['virtualAccount'][],
  merchants: Rows['merchant'][],
  rand: Rand,
): LedgerOut {
  const since = accountsOpened(merchants, accounts);
  const drafts: Draft[] = [];
  const payouts: Rows['payout'][] = [];
  const average = Math.min(14, Math.max(2, Math.round(360 / Math.max(1, balances.length))));
  let payoutSeq = 0;

  for (const balance of balances) {
    const { currency, cust_id, merchant_name } = balance;
    let after = toMinor(balance.available, currency);
    if (after === undefined || after < 0n) continue;
    // The newest entry is the balance's last change (or, without one, a little before the seed's today); the
    // ledger goes back from there, not before the balance's account opened. An account opened on the last day still
    // gets its one entry.
    const updated = Date.parse(balance.updated_at);
    const opened = since(cust_id, currency) + MINUTE;
    // Some transaction balances have a payout made in the last hours, still waiting for review.
    let kind: Kind | undefined = product === 'txn' && rand() < 0.1 ? 'payout' : undefined;
    const latest =
      kind !== 'payout' && Number.isFinite(updated) && updated <= FLOW_SEED_DATE
        ? updated
        : FLOW_SEED_DATE - between(rand, 1, 20) * HOUR;
    let t = Math.max(latest, Math.min(opened, FLOW_SEED_DATE - SECOND));
    const floor = Math.min(Math.max(t - WINDOW, opened + DAY), t - SECOND);
    const newest = drafts.length;
    let left = Math.max(1, Math.round(average * between(rand, 0.5, 1.5)));
    const amount = (usdLow: number, usdHigh: number) => amountMinor(rand, currency, usdLow, usdHigh);
    const push = (
      d: Omit<Draft, 'cust_id' | 'merchant_name' | 'currency' | 'balance_after' | 'amount'>,
      minor: bigint,
    ) => {
      drafts.push({
        ...d,
        cust_id,
        merchant_name,
        currency,
        amount: fromMinor(minor, currency),
        balance_after: fromMinor(after!, currency),
      });
      after = d.direction === 'credit' ? after! - minor : after! + minor;
    };
    const ref = (prefix: string, at: number) => `${prefix}${ymd(at)}${digits(rand, 6)}`;

    while (left > 0 && t > floor) {
      kind ??= weighted(rand, KINDS);
      const at = Math.floor(t / SECOND) * SECOND;
      if (kind === 'payout') {
        const amt = amount(100, 20_000);
        const fee = bpsOf(amt, 10) + amountMinor(rand, currency, 2, 15);
        const total = amt + fee;
        // PY, not the orders' PO: a payout id never reads as an order's, in a bill's reference or a search.
        const id = `${product === 'wallet' ? 'WD' : 'PY'}${ymd(at)}${String(++payoutSeq).padStart(5, '0')}`;
        const age = FLOW_SEED_DATE - at;
        let status =
          age < 3 * DAY ? (drafts.length === newest || rand() < 0.4 ? 0 : 1) : age < 6 * DAY && rand() < 0.4 ? 1 : 2;
        // An older payout may have failed or been rejected: its funds came back (when the later balance holds them),
        // one made after the account opened (it was asked up to 40 hours before it came back).
        if (status === 2 && rand() < 0.15 && total <= after && age > 8 * DAY && at - 40 * HOUR > opened)
          status = rand() < 0.5 ? 3 : 4;
        const returned = status === 3 || status === 4;
        const created = returned ? at - Math.floor(between(rand, 5, 40)) * HOUR : at - SECOND;
        const reviewer = status === 0 ? null : pick(rand, REVIEWERS);
        const reviewedAt = status === 0 ? null : iso(status === 4 ? at : created + between(rand, 10, 240) * MINUTE);
        let returnId: string | null = null;
        if (returned) {
          push(
            {
              bill_type: 8,
              direction: 'credit',
              ref_no: id,
              remark: status === 4 ? 'Payout rejected at review' : 'Payout returned by the bank',
              created_by: status === 4 ? reviewer : null,
              created_at: iso(at),
            },
            total,
          );
          returnId = `#${drafts.length - 1}`;
        }
        const feeAt = returned ? created + SECOND : at;
        push(
          { bill_type: 12, direction: 'debit', ref_no: id, remark: null, created_by: null, created_at: iso(feeAt) },
          fee,
        );
        push(
          {
            bill_type: 2,
            direction: 'debit',
            ref_no: id,
            remark: null,
            created_by: null,
            created_at: iso(feeAt - SECOND),
          },
          amt,
        );
        if (product === 'txn') {
          const [bank, country] = pick(rand, BANKS);
          payouts.push({
            payout_id: id,
            cust_id,
            merchant_name,
            payee_name: pick(rand, PARTIES),
            payee_bank: bank,
            payee_country: country,
            payee_account_last4: digits(rand, 4),
            amount: fromMinor(amt, currency),
            currency,
            fee: fromMinor(fee, currency),
            total_debited: fromMinor(total, currency),
            purpose: pick(rand, PURPOSES),
            status,
            reviewer,
            reviewed_at: reviewedAt,
            review_reason:
              status === 4 ? pick(rand, ['Payee not verified', 'Purpose unclear', 'Duplicate request']) : null,
            return_bill_id: returnId,
            created_at: iso(feeAt - SECOND),
            completed_at: status >= 2 ? iso(status === 2 ? feeAt + between(rand, 1, 30) * HOUR : at) : null,
          });
        }
        t = feeAt - SECOND;
      } else if (kind === 'adjust') {
        const minor = amount(1, 500);
        const credit = minor <= after && rand() < 0.5;
        push(
          {
            bill_type: 13,
            direction: credit ? 'credit' : 'debit',
            ref_no: ref('ADJ', at),
            remark: credit ? 'Goodwill credit' : 'Correction of a duplicate credit',
            created_by: pick(rand, REVIEWERS),
            created_at: iso(at),
          },
          minor,
        );
      } else {
        const [billType, direction, low, high, prefix] = SINGLE[kind];
        let minor = amount(low, high);
        if (direction === 'credit' && minor > after) minor = after;
        if (minor > 0n)
          push(
            {
              bill_type: billType,
              direction,
              ref_no: ref(prefix, at),
              remark: null,
              created_by: null,
              created_at: iso(at),
            },
            minor,
          );
        else {
          // Nothing to credit from (the later balance is zero): the money went out instead.
          kind = 'refund';
          continue;
        }
      }
      kind = undefined;
      left -= 1;
      t -= between(rand, 4, 120) * HOUR;
    }
  }

  // Numbered oldest first (the running balance reads down the ids); a payout's return bill gets its id.
  const order = drafts
    .map((_, i) => i)
    .sort((a, b) => Date.parse(drafts[a].created_at) - Date.parse(drafts[b].created_at) || b - a);
  const prefix = product === 'wallet' ? 'WB' : 'BL';
  const ids = new Map(order.map((index, n) => [index, `${prefix}${String(n + 1).padStart(8, '0')}`]));
  const bills = order.map((index) => ({ bill_id: ids.get(index)!, ...drafts[index] }));
  for (const p of payouts) if (p.return_bill_id) p.return_bill_id = ids.get(Number(p.return_bill_id.slice(1)))!;
  return { bills, payouts };
}

// ---------------------------------------------------------------------------------------------------------------
// The flows

function seedCollections(accounts: [Product, Rows['virtualAccount']][], rand: Rand): Rows['collection'][] {
  const out: Rows['collection'][] = [];
  for (const [product, account] of accounts) {
    const count = weighted(rand, [
      [0, 2],
      [1, 3],
      [2, 4],
      [3, 4],
      [4, 3],
      [6, 2],
    ] as const);
    const opened = Math.max(FLOW_SEED_DATE - WINDOW, Date.parse(account.created_at) || 0);
    for (let i = 0; i < count; i++) {
      const at = timeIn(rand, opened);
      const minor = amountMinor(rand, account.currency, 200, 60_000);
      const fee = bpsOf(minor, Math.floor(between(rand, 0, 30)));
      const recent = FLOW_SEED_DATE - at < DAY;
      const status = recent && rand() < 0.5 ? 0 : rand() < 0.06 ? 2 : 1;
      const [bank, country] = pick(rand, BANKS);
      out.push({
        collection_id: '',
        cust_id: account.cust_id,
        merchant_name: account.merchant_name,
        product,
        account_id: account.account_id,
        payer_name: pick(rand, PARTIES),
        payer_bank: bank,
        payer_country: country,
        payer_account_last4: digits(rand, 4),
        rail: weighted(rand, [
          ['local', 5],
          ['swift', 3],
          ['sepa', 2],
          ['fps', 1],
        ] as const),
        amount: fromMinor(minor, account.currency),
        currency: account.currency,
        fee: fromMinor(fee, account.currency),
        net_amount: fromMinor(minor - fee, account.currency),
        status,
        failure_reason: status === 2 ? pick(rand, FAILURES) : null,
        created_at: iso(at),
        completed_at: status === 0 ? null : iso(laterBy(at, between(rand, 5, 600) * MINUTE, 600 * MINUTE)),
      });
    }
  }
  return numbered(out, 'collection_id', 'CL');
}

/** Ids by time, oldest first: `<prefix><yyMMdd><sequence>`. */
function numbered<T extends { created_at: string }>(rows: T[], key: keyof T, prefix: string): T[] {
  const sorted = [...rows].sort((a, b) => Date.parse(a.created_at) - Date.parse(b.created_at));
  sorted.forEach((row, i) => {
    (row[key] as unknown as string) = `${prefix}${ymd(Date.parse(row.created_at))}${String(i + 1).padStart(5, '0')}`;
  });
  return sorted;
}

/** Pending (some of the last hours' only) or done within 90 minutes, by the seed's end. */
const finished = (rand: Rand, at: number) => {
  const status = FLOW_SEED_DATE - at < 6 * HOUR && rand() < 0.5 ? 0 : rand() < 0.05 ? 2 : 1;
  return {
    status,
    completed_at: status === 0 ? null : iso(laterBy(at, between(rand, 1, 90) * MINUTE, 90 * MINUTE)),
  };
};

function seedExchanges(pairs: Pair[], rand: Rand): Rows['exchange'][] {
  if (!pairs.length) return [];
  const out: Rows['exchange'][] = [];
  for (let i = 0; i < 160; i++) {
    const pair = pick(rand, pairs);
    const sell = pair.currency;
    const buy = pick(
      rand,
      FLOW_CURRENCIES.filter((c) => c !== sell),
    );
    const at = timeIn(rand, pair.since);
    const sellMinor = amountMinor(rand, sell, 100, 80_000);
    const sellAmount = fromMinor(sellMinor, sell);
    const rate = seedRate(sell, buy, Math.floor(between(rand, -40, 40)));
    out.push({
      exchange_id: '',
      cust_id: pair.cust_id,
      merchant_name: pair.merchant_name,
      sell_amount: sellAmount,
      sell_currency: sell,
      rate,
      buy_amount: convertAmount(sellAmount, sell, rate, buy)!,
      buy_currency: buy,
      fee: fromMinor(bpsOf(sellMinor, Math.floor(between(rand, 5, 35))), sell),
      created_at: iso(at),
      ...finished(rand, at),
    });
  }
  return numbered(out, 'exchange_id', 'FX');
}

function seedTransfers(pairs: Pair[], rand: Rand): Rows['transfer'][] {
  if (pairs.length < 2) return [];
  const out: Rows['transfer'][] = [];
  for (let i = 0; i < 90; i++) {
    const from = pick(rand, pairs);
    const others = pairs.filter((p) => p.cust_id !== from.cust_id);
    if (!others.length) break;
    const to = pick(rand, others);
    const at = timeIn(rand, Math.max(from.since, to.since));
    const minor = amountMinor(rand, from.currency, 50, 30_000);
    out.push({
      transfer_id: '',
      cust_id: from.cust_id,
      merchant_name: from.merchant_name,
      to_cust_id: to.cust_id,
      to_merchant_name: to.merchant_name,
      amount: fromMinor(minor, from.currency),
      currency: from.currency,
      fee: fromMinor(rand() < 0.5 ? 0n : bpsOf(minor, 5), from.currency),
      remark: pick(rand, REMARKS),
      created_at: iso(at),
      ...finished(rand, at),
    });
  }
  return numbered(out, 'transfer_id', 'TR');
}

const LEDGER_MOVES: readonly (readonly [readonly [string, string], number])[] = [
  [['txn', 'wallet'], 5],
  [['wallet', 'txn'], 3],
  [['txn', 'reserve'], 2],
  [['reserve', 'txn'], 2],
];

function seedInternalTransfers(pairs: Pair[], rand: Rand): Rows['internalTransfer'][] {
  if (!pairs.length) return [];
  const out: Rows['internalTransfer'][] = [];
  for (let i = 0; i < 70; i++) {
    const pair = pick(rand, pairs);
    const [from, to] = weighted(rand, LEDGER_MOVES);
    const at = timeIn(rand, pair.since);
    out.push({
      internal_transfer_id: '',
      cust_id: pair.cust_id,
      merchant_name: pair.merchant_name,
      from_account: from,
      to_account: to,
      amount: fromMinor(amountMinor(rand, pair.currency, 100, 50_000), pair.currency),
      currency: pair.currency,
      fee: fromMinor(0n, pair.currency),
      remark: from === 'reserve' ? 'Reserve released to balance' : to === 'reserve' ? 'Rolling reserve top-up' : null,
      created_at: iso(at),
      ...finished(rand, at),
    });
  }
  return numbered(out, 'internal_transfer_id', 'IT');
}

export function seedFlowTables(merchants: Rows['merchant'][], base: AccountBaseTables): FlowTables {
  const txn = buildLedger('txn', base.balance, base.virtualAccount, merchants, mulberry32(6101));
  const wallet = buildLedger('wallet', base.walletBalance, base.walletVirtualAccount, merchants, mulberry32(6102));
  const pairs = flowPairs(merchants, base.balance, base.virtualAccount, mulberry32(6103));
  const accounts: [Product, Rows['virtualAccount']][] = [
    ...base.virtualAccount.map((a): [Product, Rows['virtualAccount']] => ['txn', a]),
    ...base.walletVirtualAccount.map((a): [Product, Rows['virtualAccount']] => ['wallet', a]),
  ];
  return {
    bill: txn.bills,
    walletBill: wallet.bills,
    collection: seedCollections(accounts, mulberry32(6104)),
    payout: txn.payouts.sort((a, b) => Date.parse(a.created_at) - Date.parse(b.created_at)),
    exchange: seedExchanges(pairs, mulberry32(6105)),
    transfer: seedTransfers(pairs, mulberry32(6106)),
    internalTransfer: seedInternalTransfers(pairs, mulberry32(6107)),
  };
}

/**
 * A small account base (virtual accounts and balances of both lines) for tests of the flows on their own: the
 * accounts seed (mocks/seed/accounts.ts) makes the real one. Deterministic; holds JPY and KWD balances.
 */
export function sampleAccountBase(merchants: Rows['merchant'][], count = 24): AccountBaseTables {
  const rand = mulberry32(6199);
  const base: AccountBaseTables = { virtualAccount: [], walletVirtualAccount: [], balance: [], walletBalance: [] };
  const approved = merchants.filter((m) => m.status === 1).slice(0, count);
  approved.forEach((m, i) => {
    const currencies = [...new Set([FLOW_CURRENCIES[i % FLOW_CURRENCIES.length], pick(rand, FLOW_CURRENCIES)])];
    for (const currency of currencies) {
      const at = iso(Math.max(Date.parse(m.registered_at) + DAY, FLOW_SEED_DATE - 200 * DAY));
      const line = (product: Product) => {
        const n = product === 'wallet' ? base.walletBalance.length : base.balance.length;
        const prefix = product === 'wallet' ? 'W' : '';
        const [bank, country] = pick(rand, BANKS);
        const account: Rows['virtualAccount'] = {
          account_id: `${prefix}VA${String(n + 1).padStart(6, '0')}`,
          cust_id: m.cust_id,
          merchant_name: m.name,
          currency,
          bank_name: bank,
          bank_country: country,
          account_no: digits(rand, 12),
          status: rand() < 0.9 ? 1 : 2,
          status_reason: null,
          created_at: at,
          updated_by: null,
          updated_at: null,
        };
        const balance: Rows['balance'] = {
          balance_id: `${prefix}BAL${String(n + 1).padStart(6, '0')}`,
          cust_id: m.cust_id,
          merchant_name: m.name,
          currency,
          available: fromMinor(rand() < 0.05 ? 0n : amountMinor(rand, currency, 500, 250_000), currency),
          pending: fromMinor(amountMinor(rand, currency, 10, 5_000), currency),
          frozen: fromMinor(0n, currency),
          reserve: fromMinor(amountMinor(rand, currency, 10, 5_000), currency),
          updated_by: null,
          updated_at: iso(FLOW_SEED_DATE - HOUR),
        };
        (product === 'wallet' ? base.walletVirtualAccount : base.virtualAccount).push(account);
        (product === 'wallet' ? base.walletBalance : base.balance).push(balance);
      };
      line('txn');
      if (i % 2 === 0) line('wallet');
    }
  });
  return base;
}
