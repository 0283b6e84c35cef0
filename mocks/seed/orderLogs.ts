import type { TimelineEvent } from '../../src/console/decl';
import { fromMinor, minorUnits, pow10 } from '../../src/console/money';
import type { Rows } from '../../src/resources';
import { seedChannelConfigs } from './channelConfigs';
import { MERCHANT_SEED_DATE } from './merchants';
import { LAST_EVENT, laterBy, notBefore } from './timeline';
import { mulberry32, pick, type Rand, weighted } from './random';
import { seedShops } from './shops';

/**
 * The side pages of Orders (`/order/*`): channel pushes, risk rejections, SaaS callbacks, the API request, rejection
 * and warning logs, products and buyers. Each a pure function of the merchants and orders (and of the shops and
 * channel configs, which are themselves pure functions of the merchants), so every reset gives the same rows.
 */

const MINUTE = 60_000;
const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();
const at = (text: string) => Date.parse(text);
const hex = (rand: Rand, n: number) => Array.from({ length: n }, () => Math.floor(rand() * 16).toString(16)).join('');
const live = (merchants: readonly Rows['merchant'][]) => merchants.filter((m) => m.status === 1 || m.status === 3);

/**
 * Seeded free text that looks like markup: it must reach the operator as the characters typed, never as HTML
 * (the JSON viewer's test reads it back).
 */
export const MARKUP_SAMPLES = ['<img src=x onerror=alert(1)>', '<b>Limited</b> edition'] as const;

// --- Channel pushes ------------------------------------------------------------------------------------------------

/** The order events a processor is told of, and the notification's own name for each. */
const PUSHED: Record<string, string> = { paid: 'CAPTURE', refund_requested: 'REFUND', cancelled: 'CANCELLATION' };

/** The channel an order went through: its merchant's first channel by priority. */
function channelOf(merchants: readonly Rows['merchant'][]): (custId: string) => string {
  const first = new Map<string, string>();
  for (const c of seedChannelConfigs(merchants)) if (c.priority === 1) first.set(c.cust_id, c.channel);
  return (custId) => first.get(custId) ?? 'adyen';
}

/**
 * Delivery of a notification: most delivered at once, some after retries, some failed for good; only those of the
 * last two days may still be queued.
 */
function delivery(rand: Rand, sentAt: number) {
  const recent = sentAt > MERCHANT_SEED_DATE - 2 * DAY;
  const status = weighted(rand, [
    [1, 86],
    [2, 10],
    [0, recent ? 40 : 0],
  ] as const);
  if (status === 0) return { status, attempts: 0, response_code: null, last_attempt_at: null };
  const attempts =
    status === 1
      ? weighted(rand, [
          [1, 8],
          [2, 1],
          [3, 1],
        ] as const)
      : 3 + Math.floor(rand() * 3);
  const code =
    status === 1
      ? 200
      : weighted(rand, [
          [500, 2],
          [502, 2],
          [503, 3],
          [404, 1],
          [null, 2],
        ] as const);
  const last = laterBy(sentAt, (attempts - 1) * 15 * MINUTE + Math.floor(rand() * 5000), 60 * MINUTE + 5000);
  return { status, attempts, response_code: code, last_attempt_at: iso(last) };
}

/** One push per captured, refunded or cancelled order event, to the merchant's processor. */
export function seedPushes(merchants: readonly Rows['merchant'][], orders: readonly Rows['order'][]): Rows['push'][] {
  const rand = mulberry32(0x9054);
  const channel = channelOf(merchants);
  const pushed: { o: Rows['order']; e: TimelineEvent }[] = orders.flatMap((o) =>
    o.events.filter((e) => e.type in PUSHED).map((e) => ({ o, e })),
  );
  pushed.sort((a, b) => a.e.at.localeCompare(b.e.at));
  return pushed.map(({ o, e }, i): Rows['push'] => {
    const push_id = `NP${600001 + i}`;
    const sent = at(e.at) + 2000 + Math.floor(rand() * 8000);
    const amount = e.type === 'refund_requested' ? (e.detail ?? o.amount).split(' ')[0] : o.amount;
    return {
      push_id,
      order_no: o.order_no,
      cust_id: o.cust_id,
      merchant_name: o.merchant_name,
      channel: channel(o.cust_id),
      event: String(e.type),
      ...delivery(rand, sent),
      created_at: iso(sent),
      payload: {
        notification_id: push_id,
        event_code: PUSHED[e.type],
        merchant_account: o.cust_id,
        psp_reference: o.order_no,
        merchant_reference: o.merchant_order_no,
        amount: { value: amount, currency: o.currency },
        event_date: e.at,
      },
    };
  });
}

// --- Risk rejections -----------------------------------------------------------------------------------------------

const RULES = [
  'R-101 IP velocity: more than 5 orders in 1 h',
  'R-104 Card testing: 3 declines in 10 min',
  'R-112 Billing country differs from IP country',
  'R-120 Email domain on watch list',
  'R-133 Amount above 10x merchant average',
  'R-141 Proxy or VPN IP address',
  'R-150 BIN country on high-risk list',
] as const;
const REVIEWERS = ['risk@payops.test', 'admin@payops.test', 'ops.lead@payops.test'];
const RELEASE_REASONS = ['Known returning customer', 'Verified by phone', 'Merchant vouched for the buyer'];
const CONFIRM_REASONS = ['Matches a fraud ring pattern', 'Stolen card confirmed by issuer', 'Buyer unreachable'];

/** Most failed payments were stopped by a rule; about half still wait for review. */
export function seedRejectOrders(
  _merchants: readonly Rows['merchant'][],
  orders: readonly Rows['order'][],
): Rows['rejectOrder'][] {
  const rand = mulberry32(0x4e1e);
  const rows: Rows['rejectOrder'][] = [];
  for (const o of orders) {
    if (o.pay_status !== 4 || rand() >= 0.7) continue;
    const status = weighted(rand, [
      [0, 5],
      [1, 2],
      [2, 3],
    ] as const);
    const rejected = at(o.created_at) + 2000 + Math.floor(rand() * 3000);
    const reviewed =
      status === 0 ? null : laterBy(rejected, (1 + Math.floor(rand() * 30)) * 60 * MINUTE, 30 * 60 * MINUTE);
    rows.push({
      rejection_id: `RR${400001 + rows.length}`,
      order_no: o.order_no,
      cust_id: o.cust_id,
      merchant_name: o.merchant_name,
      rule: pick(rand, RULES),
      score: status === 1 ? 55 + Math.floor(rand() * 25) : 70 + Math.floor(rand() * 31),
      status,
      amount: o.amount,
      currency: o.currency,
      buyer_email: o.buyer_email,
      ip: o.ip,
      rejected_at: iso(rejected),
      reviewer: reviewed === null ? null : pick(rand, REVIEWERS),
      reviewed_at: reviewed === null ? null : iso(reviewed),
      review_reason: status === 0 ? null : pick(rand, status === 1 ? RELEASE_REASONS : CONFIRM_REASONS),
    });
  }
  return rows;
}

// --- SaaS callbacks ------------------------------------------------------------------------------------------------

type Topics = Record<'paid' | 'refund_requested' | 'cancelled', string>;
const GENERIC_TOPICS: Topics = {
  paid: 'payment.completed',
  refund_requested: 'payment.refunded',
  cancelled: 'payment.cancelled',
};
const TOPICS: Record<string, Topics> = {
  Shopify: { paid: 'orders/paid', refund_requested: 'refunds/create', cancelled: 'orders/cancelled' },
  Shoplus: { paid: 'order.paid', refund_requested: 'order.refunded', cancelled: 'order.cancelled' },
  Wordpress: {
    paid: 'woocommerce_payment_complete',
    refund_requested: 'woocommerce_order_refunded',
    cancelled: 'woocommerce_order_status_cancelled',
  },
  Magento: {
    paid: 'sales_order_payment_pay',
    refund_requested: 'sales_order_creditmemo_save_after',
    cancelled: 'order_cancel_after',
  },
};

/** Callbacks for about half the orders of shops on a SaaS platform (custom sites, platform "Others", get none). */
export function seedSaasCallbacks(
  merchants: readonly Rows['merchant'][],
  orders: readonly Rows['order'][],
): Rows['saasCallback'][] {
  const rand = mulberry32(0x5aa5);
  const shops = new Map(seedShops(merchants).map((s) => [s.shop_id, s]));
  const rows: Rows['saasCallback'][] = [];
  for (const o of orders) {
    const shop = o.shop_id ? shops.get(o.shop_id) : undefined;
    if (!shop || shop.platform === 'Others' || rand() >= 0.5) continue;
    for (const e of o.events) {
      if (!(e.type in PUSHED)) continue;
      const type = e.type as keyof Topics;
      const callback_id = `CB${100001 + rows.length}`;
      const sent = at(e.at) + 1000 + Math.floor(rand() * 4000);
      rows.push({
        callback_id,
        shop_id: shop.shop_id,
        site_url: shop.site_url,
        cust_id: o.cust_id,
        merchant_name: o.merchant_name,
        platform: shop.platform,
        event: (TOPICS[shop.platform] ?? GENERIC_TOPICS)[type],
        order_no: o.order_no,
        ...delivery(rand, sent),
        created_at: iso(sent),
        payload: {
          id: callback_id,
          order_id: o.merchant_order_no,
          gateway_reference: o.order_no,
          financial_status: type === 'paid' ? 'paid' : type === 'cancelled' ? 'voided' : 'refunded',
          total_price: type === 'refund_requested' ? (e.detail ?? o.amount).split(' ')[0] : o.amount,
          currency: o.currency,
          customer: { email: o.buyer_email, name: o.buyer_name },
          processed_at: e.at,
        },
      });
    }
  }
  return rows.sort((a, b) => a.created_at.localeCompare(b.created_at));
}

// --- API request, rejection and warning logs -----------------------------------------------------------------------

type ApiCall = Rows['requestLog'] & { rejected?: string; warning?: { level: string; reason: string } };

const REFUSALS: readonly (readonly [number, string, number])[] = [
  [401, 'Invalid signature', 5],
  [401, 'Unknown API key', 2],
  [403, 'IP address not in the allow-list', 3],
  [400, 'Malformed JSON body', 2],
  [422, 'Currency not enabled for this merchant', 3],
  [422, 'Amount exceeds the single transaction limit', 3],
  [409, 'Duplicate merchant_order_no', 2],
  [429, 'Rate limit exceeded', 2],
];
const WARNINGS: readonly (readonly [string, string, number])[] = [
  ['info', 'Deprecated field customer_ip used: send customer.ip', 3],
  ['info', 'API version 2023-01 is deprecated', 2],
  ['warn', 'return_url is not HTTPS', 2],
  ['warn', 'Billing country differs from IP country', 3],
  ['warn', 'Slow processor answer (over 3000 ms)', 2],
  ['error', 'Processor timeout: fell back to the secondary channel', 1],
  ['error', 'Webhook endpoint unreachable: will retry', 1],
];

/** The payment request an order came from, with its description (now and then text that looks like markup). */
function paymentBody(o: Rows['order'], n: number): Record<string, unknown> {
  return {
    merchant_order_no: o.merchant_order_no,
    amount: o.amount,
    currency: o.currency,
    payment_method: o.payment_method,
    customer: { email: o.buyer_email, name: o.buyer_name, ip: o.ip, country: o.country },
    description: n % 40 === 7 ? MARKUP_SAMPLES[Math.floor(n / 40) % 2] : `Order ${o.merchant_order_no}`,
    return_url: `https://shop.example.com/return/${o.merchant_order_no}`,
  };
}

/**
 * Every API call of the seed, oldest first: a payment request per order, a refund request per refund, status
 * queries, plus refused calls (each with its reason) and calls served with a warning.
 */
function apiCalls(merchants: readonly Rows['merchant'][], orders: readonly Rows['order'][]): ApiCall[] {
  const rand = mulberry32(0xa919);
  const ids = new Set<string>();
  const newId = () => {
    let id = `req_${hex(rand, 16)}`;
    while (ids.has(id)) id = `req_${hex(rand, 16)}`;
    ids.add(id);
    return id;
  };
  const latency = (slow = false) => (slow ? 3000 + Math.floor(rand() * 4000) : 80 + Math.floor(rand() * 900));
  const calls: ApiCall[] = [];
  const add = (
    o: Pick<Rows['order'], 'cust_id' | 'merchant_name'>,
    call: Omit<ApiCall, 'request_id' | 'cust_id' | 'merchant_name'>,
  ) => calls.push({ request_id: newId(), cust_id: o.cust_id, merchant_name: o.merchant_name, ...call });

  orders.forEach((o, n) => {
    const warn =
      rand() < 0.08
        ? weighted(
            rand,
            WARNINGS.map(([l, r, w]) => [{ level: l, reason: r }, w] as const),
          )
        : undefined;
    add(o, {
      endpoint: 'POST /v1/payments',
      http_status: 201,
      latency_ms: latency(warn?.reason.startsWith('Slow') || warn?.reason.startsWith('Processor timeout')),
      payload: paymentBody(o, n),
      created_at: o.created_at,
      warning: warn,
    });
    for (const e of o.events.filter((x) => x.type === 'refund_requested'))
      add(o, {
        endpoint: 'POST /v1/refunds',
        http_status: 201,
        latency_ms: latency(),
        payload: { order_no: o.order_no, amount: (e.detail ?? o.amount).split(' ')[0], currency: o.currency },
        created_at: e.at,
      });
    if (rand() < 0.3)
      add(o, {
        endpoint: `GET /v1/payments/${o.order_no}`,
        http_status: 200,
        latency_ms: latency(),
        payload: { order_no: o.order_no },
        created_at: iso(laterBy(at(o.created_at), (5 + Math.floor(rand() * 600)) * MINUTE, 605 * MINUTE)),
      });
  });

  const callers = live(merchants);
  const start = MERCHANT_SEED_DATE - 60 * DAY;
  for (let i = 0; i < 180; i++) {
    const m = pick(rand, callers);
    const frozen = m.status === 3 && rand() < 0.5;
    const [status, reason] = frozen
      ? ([403, 'Merchant account frozen'] as const)
      : weighted(
          rand,
          REFUSALS.map(([s, r, w]) => [[s, r] as const, w] as const),
        );
    const currency = pick(rand, ['USD', 'EUR', 'GBP', 'JPY']);
    const amount = fromMinor(BigInt(500 + Math.floor(rand() * 50000)), currency);
    const body = { merchant_order_no: `M-${10000 + Math.floor(rand() * 89999)}`, amount, currency };
    // A body that could not be parsed is logged as the raw text received (markup in it stays text).
    const payload =
      reason === 'Malformed JSON body'
        ? i % 2
          ? `{"merchant_order_no": "${body.merchant_order_no}", "amount": ${amount},`
          : `amount=${amount}&currency=${currency}&note=<b>urgent</b>`
        : body;
    calls.push({
      request_id: newId(),
      cust_id: m.cust_id,
      merchant_name: m.name,
      endpoint: 'POST /v1/payments',
      http_status: status,
      latency_ms: 5 + Math.floor(rand() * 60),
      payload,
      // Over the last sixty days, since the merchant registered.
      created_at: iso(notBefore(start + Math.floor(rand() * 60 * DAY), at(m.registered_at), start, LAST_EVENT)),
      rejected: reason,
    });
  }
  return calls.sort((a, b) => a.created_at.localeCompare(b.created_at));
}

const logRow = ({ rejected: _r, warning: _w, ...row }: ApiCall): Rows['requestLog'] => row;

export function seedRequestLogs(
  merchants: readonly Rows['merchant'][],
  orders: readonly Rows['order'][],
): Rows['requestLog'][] {
  return apiCalls(merchants, orders).map(logRow);
}

export function seedRejectLogs(
  merchants: readonly Rows['merchant'][],
  orders: readonly Rows['order'][],
): Rows['rejectLog'][] {
  return apiCalls(merchants, orders)
    .filter((c) => c.rejected)
    .map((c, i) => ({ log_id: `RJ${200001 + i}`, ...logRow(c), reason: c.rejected! }));
}

export function seedWarnLogs(
  merchants: readonly Rows['merchant'][],
  orders: readonly Rows['order'][],
): Rows['warnLog'][] {
  return apiCalls(merchants, orders)
    .filter((c) => c.warning)
    .map((c, i) => ({ log_id: `WN${300001 + i}`, ...logRow(c), ...c.warning! }));
}

// --- Products ------------------------------------------------------------------------------------------------------

/** Catalogue words by merchant category (1 ads, 2 goods, 3 software). */
const CATALOGUE: Record<number, { nouns: readonly string[]; kinds: readonly string[] }> = {
  1: {
    nouns: ['Banner', 'Sponsored post', 'Video spot', 'Newsletter slot', 'Search ad'],
    kinds: ['Weekly', 'Monthly', 'Quarterly'],
  },
  2: {
    nouns: ['Tee', 'Hoodie', 'Sneakers', 'Backpack', 'Mug', 'Lamp', 'Headphones', 'Watch', 'Scarf', 'Notebook'],
    kinds: ['Classic', 'Pro', 'Mini', 'Deluxe', 'Eco'],
  },
  3: { nouns: ['Licence', 'Subscription', 'Add-on', 'Seat', 'Support plan'], kinds: ['Basic', 'Team', 'Enterprise'] },
};
const PRODUCT_CURRENCIES = ['USD', 'USD', 'EUR', 'GBP', 'JPY', 'HKD', 'SGD', 'CNY'];

/** Two to six products for every merchant that passed review, in one currency per merchant. */
export function seedProducts(
  merchants: readonly Rows['merchant'][],
  _orders: readonly Rows['order'][],
): Rows['product'][] {
  const rand = mulberry32(0x9d0c);
  const shops = seedShops(merchants);
  const rows: Rows['product'][] = [];
  for (const m of live(merchants)) {
    const own = shops.filter((s) => s.cust_id === m.cust_id);
    const words = CATALOGUE[m.category] ?? CATALOGUE[2];
    const currency = pick(rand, PRODUCT_CURRENCIES);
    const prefix =
      m.name
        .replace(/[^A-Za-z]/g, '')
        .slice(0, 3)
        .toUpperCase() || 'SKU';
    const count = 2 + Math.floor(rand() * 5);
    for (let i = 0; i < count; i++) {
      const n = rows.length;
      // Prices end like prices: 49.99, or whole hundreds of yen.
      const major = BigInt(5 + Math.floor(rand() * 295));
      const minor = minorUnits(currency) ? major * pow10(minorUnits(currency)) - 1n : major * 100n;
      const name = `${pick(rand, words.kinds)} ${pick(rand, words.nouns)}`;
      const shop = own.length ? pick(rand, own) : null;
      rows.push({
        product_id: `PD${500001 + n}`,
        cust_id: m.cust_id,
        merchant_name: m.name,
        shop_id: shop?.shop_id ?? null,
        // A name from a shop's own editor may hold markup: shown as typed.
        name: n % 97 === 13 ? `${MARKUP_SAMPLES[1]} ${name}` : name,
        sku: `${prefix}-${String(1000 + Math.floor(rand() * 9000))}-${i + 1}`,
        price: fromMinor(minor, currency),
        currency,
        status: weighted(rand, [
          ['active', 7],
          ['draft', 2],
          ['archived', 1],
        ] as const),
        // Changed in the last four months, not before its shop opened (or its merchant registered).
        updated_at: iso(
          notBefore(
            MERCHANT_SEED_DATE - Math.floor(rand() * 120 * DAY),
            at(shop?.created_at ?? m.registered_at),
            MERCHANT_SEED_DATE - 120 * DAY,
            LAST_EVENT,
          ),
        ),
      });
    }
  }
  return rows;
}

// --- Buyers --------------------------------------------------------------------------------------------------------

/** One row per buyer email of the orders (compared in lower case). */
export function seedBuyers(_merchants: readonly Rows['merchant'][], orders: readonly Rows['order'][]): Rows['buyer'][] {
  const buyers = new Map<string, Rows['buyer']>();
  for (const o of [...orders].sort((a, b) => a.created_at.localeCompare(b.created_at))) {
    const email = o.buyer_email.toLowerCase();
    const b = buyers.get(email);
    const chargeback = o.dispute_status !== 0 ? 1 : 0;
    if (!b) {
      buyers.set(email, {
        email,
        name: o.buyer_name,
        country: o.country,
        orders_count: 1,
        chargebacks_count: chargeback,
        first_order_at: o.created_at,
        last_order_at: o.created_at,
      });
      continue;
    }
    b.orders_count += 1;
    b.chargebacks_count += chargeback;
    b.country = o.country;
    b.last_order_at = o.created_at;
  }
  return [...buyers.values()];
}
