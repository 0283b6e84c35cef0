import type { TimelineEvent } from '../../src/console/decl';
import { fromMinor, minorUnits } from '../../src/console/money';
import type { Rows } from '../../src/resources';
import { MERCHANT_SEED_DATE } from './merchants';
import { mulberry32, pick, pickFitting, type Rand, weighted } from './random';
import { fitTimeline, LAST_EVENT, laterBy } from './timeline';
import type { Stored } from '../db';

/** A buyer of the seed: the same people order again, so the buyer page has histories. */
export interface SeedBuyer {
  email: string;
  name: string;
  country: string;
}

const DAY = 86_400_000;
const HOUR = 3_600_000;
const MINUTE = 60_000;
export const ORDER_DAYS = 60;

// prettier-ignore
const FIRST = [
  'Emma', 'Liam', 'Olivia', 'Noah', 'Sophia', 'Lucas', 'Mia', 'Ethan', 'Chloe', 'Mateo', 'Yuki', 'Haruto', 'Wei',
  'Li', 'Min-jun', 'Ji-woo', 'Aarav', 'Priya', 'Lena', 'Jonas', 'Camille', 'Louis', 'Giulia', 'Marco', 'Sofia',
  'Diego', 'Fatima', 'Omar', 'Ava', 'James', 'Isabella', 'Lucía', 'Hannah', 'Ben', 'Zoe', 'Ryan',
];
// prettier-ignore
const LAST = [
  'Smith', 'Johnson', 'Brown', 'Garcia', 'Müller', 'Schmidt', 'Dubois', 'Martin', 'Rossi', 'Bianchi', 'Tanaka',
  'Sato', 'Wang', 'Chen', 'Kim', 'Park', 'Sharma', 'Patel', 'Silva', 'Santos', 'Nguyen', 'Hassan', 'Lopez',
  'Wilson', 'Taylor', 'Anderson', 'Thomas', 'Moore', 'Clark', 'Lewis', 'Walker', 'Young',
];
const MAIL = ['gmail.com', 'outlook.com', 'yahoo.com', 'icloud.com', 'proton.me', 'gmx.de', 'qq.com', 'naver.com'];
const BUYER_COUNTRIES = [
  'US',
  'GB',
  'DE',
  'FR',
  'JP',
  'KR',
  'CN',
  'HK',
  'SG',
  'AU',
  'CA',
  'BR',
  'ES',
  'IT',
  'NL',
  'AE',
];
const CURRENCIES: readonly (readonly [string, number])[] = [
  ['USD', 40],
  ['EUR', 14],
  ['GBP', 8],
  ['JPY', 7],
  ['HKD', 5],
  ['SGD', 4],
  ['AUD', 4],
  ['BRL', 4],
  ['CNY', 5],
  ['KWD', 2],
  ['KRW', 3],
  ['CAD', 4],
];
const FIRST_OCTETS = [24, 31, 46, 73, 81, 92, 103, 118, 121, 150, 172, 185, 188, 203, 210, 221];

export const ORDER_SEED = 0x0d3e;

function seedBuyers(rand: Rand): SeedBuyer[] {
  const buyers: SeedBuyer[] = [];
  const seen = new Set<string>();
  while (buyers.length < 420) {
    const first = pick(rand, FIRST);
    const last = pick(rand, LAST);
    const local = `${first}.${last}`
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z.]/g, '');
    const email = `${local}${Math.floor(rand() * 90) + 10}@${pick(rand, MAIL)}`;
    if (seen.has(email)) continue;
    seen.add(email);
    buyers.push({ email, name: `${first} ${last}`, country: pick(rand, BUYER_COUNTRIES) });
  }
  return buyers;
}

function card(rand: Rand): { brand: string; bin: string; last4: string } {
  const digits = (n: number) => Array.from({ length: n }, () => Math.floor(rand() * 10)).join('');
  const brand = weighted(rand, [
    ['visa', 50],
    ['mastercard', 32],
    ['amex', 7],
    ['jcb', 4],
    ['unionpay', 5],
    ['discover', 2],
  ] as const);
  const bin =
    brand === 'visa'
      ? `4${digits(5)}`
      : brand === 'mastercard'
        ? `5${1 + Math.floor(rand() * 5)}${digits(4)}`
        : brand === 'amex'
          ? `3${rand() < 0.5 ? 4 : 7}${digits(4)}`
          : brand === 'jcb'
            ? `35${28 + Math.floor(rand() * 62)}${digits(2)}`
            : brand === 'unionpay'
              ? `62${digits(4)}`
              : `6011${digits(2)}`;
  return { brand, bin, last4: digits(4) };
}

/** A price in minor units: most between 5 and 300 of the currency's main unit, a few large ones. */
function price(rand: Rand, currency: string): bigint {
  const scale = currency === 'JPY' || currency === 'KRW' ? 100 : currency === 'KWD' ? 0.3 : 1;
  const major = weighted(rand, [
    [5 + rand() * 95, 55],
    [100 + rand() * 200, 35],
    [300 + rand() * 2700, 10],
  ] as const);
  const units = minorUnits(currency);
  const minor = Math.round(major * scale * 10 ** units);
  // Prices end like prices: .99, .00, .50 (whole units in zero-decimal currencies).
  if (units === 0) return BigInt(Math.max(1, Math.round(minor / 10) * 10));
  const step = 10 ** units;
  const endings = [step - 1, 0, step / 2];
  return BigInt(Math.max(step, Math.floor(minor / step) * step + pick(rand, endings)));
}

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * The first moment of a merchant's orders: the seed's order window opens ORDER_DAYS before its end, and a merchant
 * takes payments once approved (a frozen one's approval is not kept: since it registered); one approved in the seed's
 * last minutes has a few minutes' room all the same (it registered an hour before at least). Its first shop is open
 * by then (mocks/seed/shops.ts).
 */
export function takesPaymentsFrom(m: Rows['merchant']): number {
  const approved = Date.parse(m.status === 1 ? (m.reviewed_at ?? m.registered_at) : m.registered_at);
  return Math.min(Math.max(MERCHANT_SEED_DATE - ORDER_DAYS * DAY, approved), LAST_EVENT - 10 * MINUTE);
}

/**
 * About a thousand orders over the 60 days before the seed date, for every merchant that passed review: payment
 * outcomes in realistic shares, and for paid orders settlement, refunds, frozen funds and disputes, each with the
 * events of its timeline. A pure function of the merchants and shops.
 */
export function seedOrders(merchants: readonly Rows['merchant'][], shops: readonly Rows['shop'][]): Rows['order'][] {
  const rand = mulberry32(ORDER_SEED);
  const buyers = seedBuyers(rand);
  const live = merchants.filter((m) => m.status === 1 || m.status === 3);
  const orders: Rows['order'][] = [];
  for (const m of live) {
    const own = shops.filter((s) => s.cust_id === m.cust_id);
    const count = weighted(rand, [
      [2, 3],
      [4, 4],
      [7, 3],
      [12, 1],
    ] as const);
    const prefix =
      m.name
        .replace(/[^A-Za-z]/g, '')
        .slice(0, 3)
        .toUpperCase() || 'ORD';
    const opened = takesPaymentsFrom(m);
    for (let k = 0; k < count; k++) {
      let createdAt = opened + Math.floor(rand() * (LAST_EVENT - opened));
      const currency = weighted(rand, CURRENCIES);
      const amount = price(rand, currency);
      const buyer = pick(rand, buyers);
      const method = weighted(rand, [
        ['card', 72],
        ['applepay', 8],
        ['googlepay', 5],
        ['paypal', 7],
        ['alipay', 3],
        ['wechatpay', 2],
        ['klarna', 2],
        ['banktransfer', 1],
      ] as const);
      const c = method === 'card' || method === 'applepay' || method === 'googlepay' ? card(rand) : null;
      const payStatus = weighted(rand, [
        [1, 72],
        [4, 10],
        [0, 2],
        [2, 3],
        [3, 2],
        [5, 5],
        [6, 6],
      ] as const);
      const events: TimelineEvent[] = [{ at: iso(createdAt), type: 'created' }];
      let paidAt: number | null = null;
      let settle = 0;
      let refund = 0;
      let refunded = 0n;
      let freeze: number | null = null;
      let dispute = 0;
      let t = createdAt + (1 + Math.floor(rand() * 8)) * MINUTE;
      if (payStatus === 1) {
        paidAt = t;
        events.push({ at: iso(t), type: 'paid' });
        settle = weighted(rand, [
          [1, 60],
          [0, 35],
          [2, 5],
        ] as const);
        if (settle === 1) {
          t += (1 + Math.floor(rand() * 3)) * DAY;
          events.push({ at: iso(t), type: 'settled' });
        }
        refund = weighted(rand, [
          [0, 84],
          [1, 10],
          [3, 3],
          [2, 3],
        ] as const);
        if (refund !== 0) {
          const partial = rand() < 0.4;
          const part = partial ? (amount * BigInt(20 + Math.floor(rand() * 60))) / 100n : amount;
          const asked = part > 0n ? part : amount;
          t += (1 + Math.floor(rand() * 48)) * 60 * MINUTE;
          const text = `${fromMinor(asked, currency)} ${currency}`;
          events.push({ at: iso(t), type: 'refund_requested', detail: text });
          if (refund === 1) {
            refunded = asked;
            t += (10 + Math.floor(rand() * 600)) * MINUTE;
            events.push({ at: iso(t), type: 'refunded', detail: text });
          } else if (refund === 2) {
            t += (10 + Math.floor(rand() * 600)) * MINUTE;
            events.push({ at: iso(t), type: 'refund_failed', detail: text });
          }
        }
        if (refund !== 1 && rand() < 0.08) {
          dispute = weighted(rand, [
            [10, 3],
            [1, 4],
            [9, 3],
            [2, 2],
            [3, 2],
            [4, 2],
            [5, 1],
            [6, 1],
            [7, 1],
            [11, 1],
          ] as const);
          t += (2 + Math.floor(rand() * 20)) * DAY;
          events.push({ at: iso(t), type: 'disputed' });
        }
        const freezeRoll = rand();
        if (freezeRoll < 0.04 || (dispute !== 0 && freezeRoll < 0.5)) {
          freeze = weighted(rand, [
            [0, 6],
            [1, 3],
            [2, 1],
          ] as const);
          t += 60 * MINUTE;
          events.push({ at: iso(t), type: 'frozen' });
          if (freeze === 1) events.push({ at: iso(t + DAY), type: 'unfrozen' });
        }
      } else if (payStatus === 4) {
        events.push({
          at: iso(t),
          type: 'failed',
          detail: pick(rand, ['do_not_honor', 'insufficient_funds', '3ds_failed']),
        });
      } else if (payStatus === 5) {
        events.push({ at: iso(t), type: 'cancelled' });
      } else if (payStatus === 6) {
        events.push({ at: iso(createdAt + 30 * MINUTE), type: 'expired' });
      }
      // Its whole story by the seed's end: an order paid this morning is not yet settled days from now.
      const fitted = fitTimeline(
        events.map((e) => Date.parse(e.at)),
        opened,
      );
      events.forEach((e, i) => (e.at = iso(fitted[i])));
      createdAt = fitted[0];
      if (paidAt !== null) paidAt = fitted[events.findIndex((e) => e.type === 'paid')];
      const n = orders.length;
      orders.push({
        order_no: `PO${String(3000001 + n)}`,
        merchant_order_no: `${prefix}-${String(10000 + Math.floor(rand() * 89999))}`,
        cust_id: m.cust_id,
        merchant_name: m.name,
        // A shop open when the order was made (the first is open from the merchant's first order on).
        shop_id: own.length ? pickFitting(rand, own, (s) => Date.parse(s.created_at) <= createdAt).shop_id : null,
        amount: fromMinor(amount, currency),
        currency,
        refunded_amount: fromMinor(refunded, currency),
        payment_method: method,
        card_brand: c?.brand ?? null,
        card_bin: c?.bin ?? null,
        card_last4: c?.last4 ?? null,
        buyer_email: buyer.email,
        buyer_name: buyer.name,
        ip: `${pick(rand, FIRST_OCTETS)}.${Math.floor(rand() * 256)}.${Math.floor(rand() * 256)}.${1 + Math.floor(rand() * 254)}`,
        country: rand() < 0.85 ? buyer.country : pick(rand, BUYER_COUNTRIES),
        pay_status: payStatus,
        settle_status: settle,
        refund_status: refund,
        freeze_status: freeze,
        dispute_status: dispute,
        created_at: iso(createdAt),
        paid_at: paidAt === null ? null : iso(paidAt),
        events: events.sort((a, b) => a.at.localeCompare(b.at)),
      });
    }
  }
  // Newest first by number: order numbers follow creation time.
  orders.sort((a, b) => a.created_at.localeCompare(b.created_at));
  orders.forEach((o, i) => {
    o.order_no = `PO${String(3000001 + i)}`;
  });
  return orders;
}

/** A card as the console shows it: BIN, masked middle, last four. */
export const maskedCard = (bin: string | null, last4: string | null) => (bin && last4 ? `${bin}******${last4}` : null);

/** FNV-1a of a text, as 8 hex digits: how a card number is recognised again without being kept. */
export function fingerprint(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(16).padStart(8, '0');
}

const STAFF = ['risk@payops.test', 'admin@payops.test', 'ops.lead@payops.test'];

/** The refunds the orders' refund statuses and events tell of: one per refunded, failed or in-progress order. */
export function seedRefunds(
  _merchants: readonly Rows['merchant'][],
  orders: readonly Rows['order'][],
): Rows['refund'][] {
  const rand = mulberry32(0x7ef0);
  const rows: Rows['refund'][] = [];
  for (const o of orders) {
    if (o.refund_status === 0) continue;
    const asked = o.events.find((e) => e.type === 'refund_requested');
    const done = o.events.find((e) => e.type === 'refunded' || e.type === 'refund_failed');
    rows.push({
      refund_id: `RF${String(500001 + rows.length)}`,
      order_no: o.order_no,
      amount: (asked?.detail ?? `${o.amount} ${o.currency}`).split(' ')[0],
      currency: o.currency,
      status: o.refund_status,
      reason: pick(rand, ['Customer request', 'Item out of stock', 'Duplicate payment', 'Goods returned']),
      requested_by: pick(rand, STAFF),
      requested_at: asked?.at ?? o.created_at,
      completed_at: done?.at ?? null,
    });
  }
  return rows;
}

/** A dispute reason's network codes (Visa, then Mastercard); a case opened at run time takes the first. */
export const REASON_CODES: Record<string, readonly string[]> = {
  fraud: ['10.4', '4837', '4863'],
  not_received: ['13.1', '4855'],
  not_as_described: ['13.3', '4853'],
  duplicate: ['12.6.1', '4834'],
  credit_not_processed: ['13.6', '4860'],
  other: ['13.7', '4841'],
};

/** No evidence in any category. */
const noEvidence = () => ({
  receipt_text: null,
  receipt_files: [],
  shipping_text: null,
  shipping_files: [],
  communication_text: null,
  communication_files: [],
  refund_policy_text: null,
  refund_policy_files: [],
  other_text: null,
  other_files: [],
});

/** A case for every disputed order, its stage following its status; due dates spread from 4 days past to 20 ahead. */
export function seedDisputes(
  _merchants: readonly Rows['merchant'][],
  orders: readonly Rows['order'][],
): Stored['dispute'][] {
  const rand = mulberry32(0xd15b);
  const rows: Stored['dispute'][] = [];
  for (const o of orders) {
    if (o.dispute_status === 0) continue;
    const reason = weighted(rand, [
      ['fraud', 40],
      ['not_received', 20],
      ['not_as_described', 18],
      ['duplicate', 7],
      ['credit_not_processed', 8],
      ['other', 7],
    ] as const);
    const open = o.dispute_status === 1 || o.dispute_status === 10;
    const stage =
      o.dispute_status === 10
        ? 1
        : o.dispute_status === 2
          ? 3
          : weighted(rand, [
              [1, 2],
              [2, 6],
              [3, 1],
            ] as const);
    const dueOffset = open
      ? weighted(rand, [
          [-96 + Math.floor(rand() * 72), 2],
          [6 + Math.floor(rand() * 66), 4],
          [72 + Math.floor(rand() * 408), 5],
        ] as const)
      : -24 * (3 + Math.floor(rand() * 20));
    const event = o.events.find((e) => e.type === 'disputed');
    // Due at least a day after it came, wherever in its last day the demo's clock is (dueAt counts from 00:00 UTC).
    const received = Date.parse(event?.at ?? o.created_at);
    const earliestDue = Math.ceil((received - MERCHANT_SEED_DATE) / HOUR) + 48;
    const closed = [3, 4, 5, 6, 7, 11].includes(o.dispute_status);
    const submitted = o.dispute_status === 9 || o.dispute_status === 2;
    rows.push({
      case_id: `DP${String(700001 + rows.length)}`,
      order_no: o.order_no,
      cust_id: o.cust_id,
      merchant_name: o.merchant_name,
      reason,
      reason_code: pick(rand, REASON_CODES[reason]),
      amount: o.amount,
      currency: o.currency,
      stage,
      status: o.dispute_status,
      due_offset_h: Math.max(dueOffset, earliestDue),
      received_at: event?.at ?? o.created_at,
      ...noEvidence(),
      shipping_text: submitted ? 'Signed delivery confirmation and tracking history attached.' : null,
      submitted_by: submitted ? pick(rand, STAFF) : null,
      submitted_at: submitted ? (event?.at ?? o.created_at) : null,
      closed_by: closed ? pick(rand, STAFF) : null,
      closed_at: closed ? (event?.at ?? o.created_at) : null,
      handler: null,
    });
    const d = rows[rows.length - 1];
    // Whoever acted last handled the case.
    d.handler = d.closed_by ?? d.submitted_by;
  }
  return rows;
}

/** Alerts on about one paid card order in twenty; three in five still to handle. */
export function seedFraudAlerts(
  _merchants: readonly Rows['merchant'][],
  orders: readonly Rows['order'][],
): Rows['fraudAlert'][] {
  const rand = mulberry32(0xa1e7);
  const rows: Rows['fraudAlert'][] = [];
  for (const o of orders) {
    if (o.pay_status !== 1 || !o.card_bin || rand() >= 0.05) continue;
    const handled = rand() < 0.4;
    const paid = Date.parse(o.paid_at ?? o.created_at);
    const received = new Date(laterBy(paid, (1 + Math.floor(rand() * 20)) * DAY, 21 * DAY)).toISOString();
    rows.push({
      alert_id: `FA${String(800001 + rows.length)}`,
      source: weighted(rand, [
        ['ethoca', 5],
        ['verifi', 4],
        ['rdr', 2],
      ] as const),
      type: rand() < 0.7 ? 'fraud' : 'dispute',
      order_no: o.order_no,
      cust_id: o.cust_id,
      merchant_name: o.merchant_name,
      amount: o.amount,
      currency: o.currency,
      card: maskedCard(o.card_bin, o.card_last4),
      received_at: received,
      status: handled ? 1 : 0,
      result: handled
        ? weighted(rand, [
            [511, 4],
            [513, 2],
            [515, 2],
            [520, 1],
            [521, 1],
          ] as const)
        : null,
      note: null,
      handled_by: handled ? pick(rand, STAFF) : null,
      handled_at: handled ? received : null,
    });
  }
  return rows;
}

// prettier-ignore
const BLOCKED_NAMES = ['John Doe', 'Test Buyer', 'Max Mustermann', 'Ivan Petrov', 'Jane Roe', 'A. Nonymous'];
const BLOCKED_COUNTRIES = ['KP', 'IR', 'SY', 'CU'];
const BLACKLIST_REASONS = ['Confirmed fraud', 'Chargeback abuse', 'Stolen card reports', 'Sanctions', 'Bot traffic'];

/** About seventy entries over the five dimensions, some expired, from the orders' buyers, cards and IPs. */
export function seedBlacklist(
  _merchants: readonly Rows['merchant'][],
  orders: readonly Rows['order'][],
): Stored['blacklist'][] {
  const rand = mulberry32(0xb1ac);
  const rows: Stored['blacklist'][] = [];
  const add = (dimension: number, value: string, print: string) => {
    if (rows.some((r) => r.dimension === dimension && r.fingerprint === print)) return;
    const created = MERCHANT_SEED_DATE - Math.floor(rand() * 200) * 86_400_000;
    const expiry = weighted(rand, [
      [null, 5],
      [MERCHANT_SEED_DATE + Math.floor(rand() * 300) * 86_400_000, 3],
      [created + 30 * 86_400_000, 1],
    ] as const);
    rows.push({
      entry_id: `BL${String(900001 + rows.length)}`,
      dimension,
      value,
      fingerprint: print,
      reason: pick(rand, BLACKLIST_REASONS),
      expires_at: expiry === null ? null : new Date(expiry).toISOString(),
      source: 'manual',
      created_by: pick(rand, STAFF),
      created_at: new Date(created).toISOString(),
    });
  };
  const sample = orders.filter((_, i) => i % 37 === 5);
  for (const o of sample.slice(0, 18)) add(0, o.ip, o.ip);
  for (const o of sample.slice(18, 36)) add(1, o.buyer_email.toLowerCase(), o.buyer_email.toLowerCase());
  for (const o of sample.filter((x) => x.card_bin).slice(0, 18)) {
    add(2, maskedCard(o.card_bin, o.card_last4) as string, fingerprint(`${o.card_bin}${o.order_no}${o.card_last4}`));
  }
  for (const name of BLOCKED_NAMES) add(3, name, name.toLowerCase());
  for (const c of BLOCKED_COUNTRIES) add(4, c, c);
  return rows
    .sort((a, b) => a.created_at.localeCompare(b.created_at))
    .map((r, i) => ({ ...r, entry_id: `BL${String(900001 + i)}` }));
}

declare module '../db' {
  /** What these tables keep besides their declarations' fields (hashes, secrets, internals). */
  interface Stored {
    /** An entry of the blacklist (/risk/blacklist). Card numbers are never stored whole: masked, plus a fingerprint. */
    blacklist: Rows['blacklist'] & {
      /** Not declared: what duplicates are found by (a card's digits hashed); the server keeps it, never answers it. */
      fingerprint: string;
    };
    /**
     * A dispute (chargeback case) on a paid order. Its evidence due date moves with the calendar: it is stored as hours
     * from the start of the current UTC day (`due_offset_h`), so the seeded cases always have some due soon, some later
     * and some overdue (mocks/resources/dispute.ts computes `evidence_due_at`).
     */
    dispute: Rows['dispute'] & {
      /** Not declared: the server keeps it to work out `evidence_due_at`, the console never shows it. */
      due_offset_h: number;
    };
  }
}
