import type { TimelineEvent } from '../../src/console/decl';
import type { Rows } from '../../src/resources';
import { DEMO_ACCOUNTS } from '../accounts';
import { MERCHANT_SEED_DATE } from './merchants';
import { maskedCard, seedBlacklist } from './orders';
import { mulberry32, pick, type Rand, weighted } from './random';
import type { Stored } from '../db';

/**
 * The pages of the Risk area (`/risk/*`) besides the blacklist: entry rules, blacklist hits, network card rules,
 * buyer complaints, buyer mails and the card, IP and screening lookups. Each a pure function of the merchants and
 * orders (and of the blacklist and of each other, themselves pure functions of them), so every reset gives the
 * same rows.
 */

const SECOND = 1000;
const MINUTE = 60_000;
const HOUR = 3_600_000;
const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();
const at = (text: string) => Date.parse(text);
/** Operators who work the risk pages: the demo accounts that can sign in (mocks/accounts.ts). */
const STAFF = DEMO_ACCOUNTS.filter((a) => a.secret).map((a) => a.email);
/** A small stable number of a text (which provider screens a merchant). */
const hashOf = (text: string) => [...text].reduce((h, ch) => (Math.imul(h, 31) + ch.charCodeAt(0)) | 0, 7) >>> 0;
const between = (rand: Rand, lo: number, hi: number) => lo + Math.floor(rand() * (hi - lo + 1));

// --- Entry rules -----------------------------------------------------------------------------------------------------

// Checked in this order: the hard stops first, then what sends a payment to review, then the warnings.
const RULES: readonly (readonly [name: string, dimension: string, condition: string, action: string])[] = [
  ['Sanctioned countries', 'country', 'ip.country in (KP, IR, SY, CU)', 'reject'],
  ['Tor exit node', 'ip', 'ip.tor = true', 'reject'],
  ['Card testing', 'velocity', 'attempts per card > 5 in 10m', 'reject'],
  ['Micro-amount probing', 'amount', 'amount < 1 USD and attempts per card > 3 in 1h', 'reject'],
  ['Failed attempts per IP', 'velocity', 'failed payments per ip > 8 in 1h', 'reject'],
  ['Very large single payment', 'amount', 'amount > 20000 USD', 'reject'],
  ['Emulator device', 'device', 'device.emulator = true', 'reject'],
  ['High-value first purchase', 'amount', 'amount > 5000 USD and buyer.orders = 0', 'review'],
  ['Proxy or VPN', 'ip', 'ip.proxy = true', 'review'],
  ['Hosting provider IP', 'ip', 'ip.asn_type = hosting', 'review'],
  ['Disposable email domain', 'email', 'email.domain in disposable_domains', 'review'],
  ['Prepaid card, high amount', 'card', 'card.prepaid = true and amount > 500 USD', 'review'],
  ['High-risk BIN list', 'card', 'card.bin in high_risk_bins', 'review'],
  ['Device shared by accounts', 'device', 'accounts per device > 3 in 30d', 'review'],
  ['Cards per device', 'device', 'cards per device > 4 in 24h', 'review'],
  ['Email velocity', 'velocity', 'orders per email > 10 in 24h', 'review'],
  ['Issuer and IP country differ', 'card', 'card.issuer_country != ip.country', 'warn'],
  ['Billing and shipping country differ', 'country', 'billing.country != shipping.country', 'warn'],
  ['Outside merchant markets', 'country', 'buyer.country not in merchant.markets', 'warn'],
  ['New email domain', 'email', 'email.domain_age < 30d', 'warn'],
  ['Numeric email name', 'email', 'email.local matches [0-9]{6,}', 'warn'],
  ['Night-time large amount', 'amount', 'amount > 2000 USD and buyer.local_hour in 0-5', 'warn'],
];
const DISABLE_REASONS = ['Too many false positives', 'Replaced by a provider rule', 'Paused during a promotion'];

/** The entry rules in the order they are checked; a few disabled, each with the payment attempts it matched. */
export function seedRiskRules(
  _merchants: readonly Rows['merchant'][],
  _orders: readonly Rows['order'][],
): Rows['riskRule'][] {
  const rand = mulberry32(0x5e1e);
  return RULES.map(([name, dimension, condition, action], i) => {
    const created = MERCHANT_SEED_DATE - between(rand, 120, 600) * DAY;
    const updated = Math.max(created, MERCHANT_SEED_DATE - between(rand, 1, 90) * DAY - between(rand, 0, 23) * HOUR);
    const disabled = rand() < 0.18;
    const hits = Math.round((disabled ? 40 : 400) * (0.2 + rand() * 9.8));
    return {
      rule_id: `RR${100001 + i}`,
      name,
      dimension,
      condition,
      action,
      priority: i + 1,
      status: disabled ? 2 : 1,
      status_reason: disabled ? pick(rand, DISABLE_REASONS) : null,
      hits,
      updated_by: pick(rand, STAFF),
      updated_at: iso(updated),
      created_at: iso(created),
    };
  });
}

// --- Blacklist hits --------------------------------------------------------------------------------------------------

/** What an order shows of a blacklist dimension: IP, email, masked card, buyer name, country. */
function orderValue(order: Rows['order'], dimension: number): string | null {
  switch (dimension) {
    case 0:
      return order.ip;
    case 1:
      return order.buyer_email.toLowerCase();
    case 2:
      return maskedCard(order.card_bin, order.card_last4);
    case 3:
      return order.buyer_name;
    default:
      return order.country;
  }
}

/**
 * Every unpaid order whose IP, email, card, name or country was on the blacklist at the time of its payment attempt
 * (orders.ts seeds the entries from the orders' own values): an entry not yet added, or already expired, stops
 * nothing.
 */
export function seedBlacklistHits(
  merchants: readonly Rows['merchant'][],
  orders: readonly Rows['order'][],
): Rows['blacklistHit'][] {
  const rand = mulberry32(0xb17);
  const entries = seedBlacklist(merchants, orders);
  const rows: Omit<Rows['blacklistHit'], 'hit_id'>[] = [];
  for (const o of orders) {
    // A stopped attempt never succeeds: the order failed, was given up or is still waiting for another method.
    if (o.pay_status === 1) continue;
    const attempt = at(o.created_at) + between(rand, 2, 40) * SECOND;
    const entry = entries.find(
      (e) =>
        orderValue(o, e.dimension) === e.value &&
        at(e.created_at) <= attempt &&
        (e.expires_at === null || at(e.expires_at) > attempt),
    );
    if (!entry) continue;
    rows.push({
      order_no: o.order_no,
      cust_id: o.cust_id,
      merchant_name: o.merchant_name,
      dimension: entry.dimension,
      value: entry.value,
      entry_id: entry.entry_id,
      amount: o.amount,
      currency: o.currency,
      hit_at: iso(attempt),
    });
  }
  return rows.map((r, i) => ({ hit_id: `BH${400001 + i}`, ...r }));
}

// --- Network card rules ----------------------------------------------------------------------------------------------

/** A BIN range as comparable 8-digit numbers: `from` padded with 0s, `to` with 9s. */
export function binSpan(from: string, to: string): [number, number] {
  return [Number(from.padEnd(8, '0')), Number(to.padEnd(8, '9'))];
}

/** Rules over the BINs the orders were paid with: one BIN or a block of a hundred, never overlapping. */
export function seedNetworkRules(
  _merchants: readonly Rows['merchant'][],
  orders: readonly Rows['order'][],
): Rows['networkRule'][] {
  const rand = mulberry32(0x2e7);
  const rows: Rows['networkRule'][] = [];
  const cards = orders.filter((o) => o.card_bin && o.card_brand);
  for (let i = 0; rows.length < 26 && i < cards.length; i += 7) {
    const o = cards[i];
    const bin = o.card_bin as string;
    const [from, to] =
      rand() < 0.5
        ? [bin, bin]
        : rand() < 0.5
          ? [`${bin.slice(0, 4)}00`, `${bin.slice(0, 4)}99`]
          : [`${bin}00`, `${bin}49`];
    const [lo, hi] = binSpan(from, to);
    const clash = rows.some((r) => {
      if (r.card_brand !== o.card_brand || r.country !== o.country) return false;
      const [a, b] = binSpan(r.bin_from, r.bin_to);
      return a <= hi && lo <= b;
    });
    if (clash) continue;
    const action = weighted(rand, [
      ['approve', 3],
      ['review', 3],
      ['decline', 2],
    ] as const);
    const disabled = rand() < 0.2;
    rows.push({
      rule_id: `NR${200001 + rows.length}`,
      card_brand: o.card_brand as string,
      bin_from: from,
      bin_to: to,
      country: o.country,
      action,
      three_ds: action === 'decline' ? 0 : rand() < 0.6 ? 1 : 0,
      status: disabled ? 2 : 1,
      status_reason: disabled ? pick(rand, ['Issuer fixed its 3DS outage', 'Trial ended', 'Acquirer request']) : null,
      updated_by: pick(rand, STAFF),
      updated_at: iso(MERCHANT_SEED_DATE - between(rand, 1, 180) * DAY - between(rand, 0, 23) * HOUR),
    });
  }
  return rows;
}

// --- Buyer complaints ------------------------------------------------------------------------------------------------

/** One reply of the risk team to the buyer, mailed with the complaint_reply template (timeline event). */
export type ComplaintReply = TimelineEvent & {
  /** enum mailTemplate: every reply goes to the buyer as a `complaint_reply` mail. */
  type: 'complaint_reply';
  /** Who wrote it and what: `risk@payops.test: We have asked the merchant...`. */
  detail: string;
  by: string;
};

const COMPLAINT_TYPES = [
  ['not_received', 30],
  ['not_as_described', 22],
  ['unauthorized', 16],
  ['refund_request', 22],
  ['other', 10],
] as const;
const COMPLAINT_TEXT: Record<string, readonly string[]> = {
  not_received: [
    'Paid three weeks ago and the parcel never arrived. The tracking number does not work.',
    'The shop says it was delivered but nothing came. Please help.',
  ],
  not_as_described: [
    'The item is a cheap copy, not the brand shown on the website.',
    'Wrong size and colour, and the seller does not answer my emails.',
  ],
  unauthorized: [
    'I do not recognise this payment on my card statement.',
    'Someone used my card for this order, I never bought anything from this shop.',
  ],
  refund_request: [
    'I cancelled the order the same day and I am still waiting for my refund.',
    'The merchant promised a refund two weeks ago, nothing yet.',
  ],
  other: ['I was charged twice for the same order.', 'The amount charged is higher than the price at checkout.'],
};
const REPLIES = [
  'We have contacted the merchant and asked for proof of delivery.',
  'Thank you, we are checking this payment with the merchant.',
  'The merchant confirmed a replacement has been sent.',
  'Could you send us a photo of the item you received?',
];
const RESOLUTIONS = [
  'Merchant refunded the order in full.',
  'Proof of delivery provided by the merchant; buyer informed.',
  'Replacement delivered; buyer confirmed.',
  'Card blocked by the buyer; order refunded and buyer email blacklisted.',
];

/** Complaints on about one paid order in fifteen, newest still open, older ones in progress or resolved. */
export function seedComplaints(
  _merchants: readonly Rows['merchant'][],
  orders: readonly Rows['order'][],
): Stored['complaint'][] {
  const rand = mulberry32(0xc0c0);
  const rows: Stored['complaint'][] = [];
  for (const o of orders) {
    if (o.pay_status !== 1 || rand() >= 0.07) continue;
    const type = weighted(rand, COMPLAINT_TYPES);
    const created = Math.min(at(o.paid_at ?? o.created_at) + between(rand, 1, 20) * DAY, MERCHANT_SEED_DATE - HOUR);
    const age = MERCHANT_SEED_DATE - created;
    const status =
      age < 3 * DAY
        ? weighted(rand, [
            [0, 3],
            [1, 1],
          ] as const)
        : weighted(rand, [
            [0, 2],
            [1, 3],
            [2, 4],
          ] as const);
    const assignee = status === 0 ? null : pick(rand, STAFF);
    const replies: ComplaintReply[] = [];
    let t = created;
    const count = status === 0 ? 0 : between(rand, 1, status === 2 ? 3 : 2);
    for (let k = 0; k < count; k++) {
      t = Math.min(t + between(rand, 2, 40) * HOUR, MERCHANT_SEED_DATE - MINUTE);
      const by = assignee as string;
      replies.push({ at: iso(t), type: 'complaint_reply', detail: `${by}: ${pick(rand, REPLIES)}`, by });
    }
    const resolvedAt = status === 2 ? Math.min(t + between(rand, 1, 48) * HOUR, MERCHANT_SEED_DATE) : null;
    rows.push({
      complaint_id: `CP${600001 + rows.length}`,
      order_no: o.order_no,
      cust_id: o.cust_id,
      merchant_name: o.merchant_name,
      buyer_email: o.buyer_email,
      type,
      content: pick(rand, COMPLAINT_TEXT[type]),
      status,
      assignee,
      replies,
      reply_count: replies.length,
      last_reply_at: replies.at(-1)?.at ?? null,
      resolution: status === 2 ? pick(rand, RESOLUTIONS) : null,
      created_at: iso(created),
      updated_at: iso(resolvedAt ?? t),
      resolved_at: resolvedAt === null ? null : iso(resolvedAt),
    });
  }
  return rows;
}

// --- Buyer mails -----------------------------------------------------------------------------------------------------

/** The subject a template gives a mail (what the buyer reads, in the platform's mail language). */
export function mailSubject(template: string, orderNo: string | null): string {
  const about = orderNo ? ` ${orderNo}` : '';
  switch (template) {
    case 'order_confirmation':
      return `Your order${about} is confirmed`;
    case 'refund_notice':
      return `Your refund for order${about} is on its way`;
    case 'dispute_notice':
      return `A dispute was opened on order${about}`;
    case 'shipping_update':
      return `Your order${about} has shipped`;
    default:
      return orderNo ? `Re: your complaint about order ${orderNo}` : 'Re: your complaint';
  }
}

const TRANSIENT = ['421 4.7.0 Try again later', '452 4.2.2 Mailbox full', '450 4.2.1 Rate limited by recipient'];

/**
 * The mails the orders called for (confirmation, shipping, refund, dispute) on about one order in six, and one per
 * complaint reply; most sent, the newest queued, a few failed with a temporary error a resend gets past.
 */
export function seedBuyerMails(
  merchants: readonly Rows['merchant'][],
  orders: readonly Rows['order'][],
): Rows['buyerMail'][] {
  const rand = mulberry32(0x3a11);
  const mails: Omit<Rows['buyerMail'], 'mail_id'>[] = [];
  const add = (o: Rows['order'], template: string, asked: number, by = 'system') => {
    // What a late event of the seed sets off is still queued as the seed ends, not written days ahead.
    const created = Math.min(asked, MERCHANT_SEED_DATE - SECOND);
    const queued = MERCHANT_SEED_DATE - created < 2 * HOUR;
    const failed = !queued && rand() < 0.1;
    const attempts = queued ? 0 : failed ? between(rand, 1, 3) : 1;
    mails.push({
      template,
      recipient: o.buyer_email,
      order_no: o.order_no,
      cust_id: o.cust_id,
      merchant_name: o.merchant_name,
      subject: mailSubject(template, o.order_no),
      status: queued ? 0 : failed ? 2 : 1,
      attempts,
      error: failed ? pick(rand, TRANSIENT) : null,
      created_by: by,
      created_at: iso(created),
      sent_at: queued || failed ? null : iso(created + between(rand, 1, 50) * SECOND),
    });
  };
  for (const o of orders) {
    if (o.pay_status !== 1 || rand() >= 0.17) continue;
    const paid = at(o.paid_at ?? o.created_at);
    add(o, 'order_confirmation', paid + between(rand, 5, 60) * SECOND);
    const settled = o.events.find((e) => e.type === 'settled');
    if (settled) add(o, 'shipping_update', at(settled.at));
    const refund = o.events.find((e) => e.type === 'refunded' || e.type === 'refund_requested');
    if (refund) add(o, 'refund_notice', at(refund.at) + MINUTE);
    const dispute = o.events.find((e) => e.type === 'disputed');
    if (dispute) add(o, 'dispute_notice', at(dispute.at) + 10 * MINUTE);
  }
  const byOrder = new Map(orders.map((o) => [o.order_no, o]));
  for (const c of seedComplaints(merchants, orders)) {
    for (const r of c.replies) add(byOrder.get(c.order_no)!, 'complaint_reply', at(r.at), r.by);
  }
  return mails
    .sort((a, b) => a.created_at.localeCompare(b.created_at))
    .map((m, i) => ({ mail_id: `BM${500001 + i}`, ...m }));
}

// --- Card lookups ----------------------------------------------------------------------------------------------------

const ISSUERS: Record<string, readonly string[]> = {
  US: ['JPMorgan Chase Bank', 'Bank of America', 'Capital One', 'Citibank'],
  GB: ['Barclays Bank', 'HSBC UK', 'Lloyds Bank', 'Monzo Bank'],
  DE: ['Deutsche Bank', 'Commerzbank', 'N26 Bank'],
  FR: ['BNP Paribas', 'Société Générale', 'Crédit Agricole'],
  JP: ['MUFG Bank', 'Sumitomo Mitsui Card', 'Rakuten Card'],
  KR: ['Shinhan Card', 'KB Kookmin Card', 'Hyundai Card'],
  CN: ['Bank of China', 'ICBC', 'China Merchants Bank'],
  HK: ['HSBC Hong Kong', 'Hang Seng Bank', 'Bank of China (Hong Kong)'],
  SG: ['DBS Bank', 'OCBC Bank', 'UOB'],
  AU: ['Commonwealth Bank', 'Westpac', 'ANZ'],
  CA: ['RBC Royal Bank', 'TD Canada Trust', 'Scotiabank'],
  BR: ['Itaú Unibanco', 'Banco do Brasil', 'Nubank'],
  ES: ['Banco Santander', 'BBVA', 'CaixaBank'],
  IT: ['Intesa Sanpaolo', 'UniCredit'],
  NL: ['ING Bank', 'Rabobank', 'ABN AMRO'],
  AE: ['Emirates NBD', 'First Abu Dhabi Bank'],
};
const ISSUER_COUNTRIES = Object.keys(ISSUERS);

/** A lookup for about half of the card payments; one issuer in eight abroad from the buyer. */
export function seedCardLogs(
  _merchants: readonly Rows['merchant'][],
  orders: readonly Rows['order'][],
): Rows['cardLog'][] {
  const rand = mulberry32(0xca4d);
  const rows: Rows['cardLog'][] = [];
  for (const o of orders) {
    if (!o.card_bin || !o.card_last4 || !o.card_brand || rand() >= 0.5) continue;
    const country = rand() < 0.875 ? o.country : pick(rand, ISSUER_COUNTRIES);
    const issuer = pick(rand, ISSUERS[country] ?? ['National Bank']);
    const type = weighted(rand, [
      ['credit', 6],
      ['debit', 5],
      ['prepaid', 1],
    ] as const);
    const category = rand() < 0.85 ? 'consumer' : 'commercial';
    rows.push({
      log_id: `CL${700001 + rows.length}`,
      order_no: o.order_no,
      cust_id: o.cust_id,
      merchant_name: o.merchant_name,
      card: maskedCard(o.card_bin, o.card_last4) as string,
      card_bin: o.card_bin,
      card_last4: o.card_last4,
      brand: o.card_brand,
      issuer,
      issuer_country: country,
      country_mismatch: country === o.country ? 0 : 1,
      lookup: { bin: o.card_bin, scheme: o.card_brand, type, category, prepaid: type === 'prepaid', issuer, country },
      looked_up_at: iso(at(o.created_at) + between(rand, 1, 20) * SECOND),
    });
  }
  return rows;
}

// --- IP lookups ------------------------------------------------------------------------------------------------------

const ISPS: Record<string, readonly (readonly [string, string])[]> = {
  US: [
    ['Comcast Cable', 'AS7922'],
    ['AT&T Services', 'AS7018'],
    ['Verizon', 'AS701'],
  ],
  GB: [
    ['British Telecommunications', 'AS2856'],
    ['Virgin Media', 'AS5089'],
  ],
  DE: [
    ['Deutsche Telekom', 'AS3320'],
    ['Vodafone Germany', 'AS3209'],
  ],
  FR: [
    ['Orange', 'AS3215'],
    ['Free SAS', 'AS12322'],
  ],
  JP: [
    ['NTT Communications', 'AS4713'],
    ['KDDI', 'AS2516'],
  ],
  KR: [
    ['Korea Telecom', 'AS4766'],
    ['SK Broadband', 'AS9318'],
  ],
  CN: [
    ['China Telecom', 'AS4134'],
    ['China Unicom', 'AS4837'],
  ],
  HK: [
    ['PCCW IMS', 'AS4760'],
    ['HKBN', 'AS9269'],
  ],
  SG: [
    ['Singtel', 'AS7473'],
    ['StarHub', 'AS4657'],
  ],
  AU: [
    ['Telstra', 'AS1221'],
    ['Optus', 'AS4804'],
  ],
  CA: [
    ['Rogers Communications', 'AS812'],
    ['Bell Canada', 'AS577'],
  ],
  BR: [
    ['Telefônica Vivo', 'AS18881'],
    ['Claro', 'AS28573'],
  ],
  ES: [
    ['Telefónica de España', 'AS3352'],
    ['Vodafone Spain', 'AS12430'],
  ],
  IT: [
    ['Telecom Italia', 'AS3269'],
    ['Fastweb', 'AS12874'],
  ],
  NL: [
    ['KPN', 'AS1136'],
    ['Ziggo', 'AS33915'],
  ],
  AE: [
    ['Etisalat', 'AS5384'],
    ['du', 'AS15802'],
  ],
};
const HIDING: readonly (readonly [string, string, string])[] = [
  ['DigitalOcean', 'AS14061', 'US'],
  ['OVH', 'AS16276', 'FR'],
  ['M247', 'AS9009', 'GB'],
  ['Amazon AWS', 'AS16509', 'US'],
  ['Hetzner Online', 'AS24940', 'DE'],
];

/** A lookup for about six payments in ten; one address in ten behind a proxy, VPN or hosting network. */
export function seedIpLogs(_merchants: readonly Rows['merchant'][], orders: readonly Rows['order'][]): Rows['ipLog'][] {
  const rand = mulberry32(0x1b10);
  const rows: Rows['ipLog'][] = [];
  for (const o of orders) {
    if (rand() >= 0.6) continue;
    const hidden = rand() < 0.1;
    const [isp, asn, country] = hidden ? pick(rand, HIDING) : [...pick(rand, ISPS[o.country] ?? ISPS.US), o.country];
    rows.push({
      log_id: `IL${800001 + rows.length}`,
      order_no: o.order_no,
      cust_id: o.cust_id,
      merchant_name: o.merchant_name,
      ip: o.ip,
      country,
      isp,
      asn,
      proxy: hidden ? 1 : 0,
      risk_score: hidden ? between(rand, 60, 99) : between(rand, 0, rand() < 0.9 ? 30 : 55),
      looked_up_at: iso(at(o.created_at) + between(rand, 1, 20) * SECOND),
    });
  }
  return rows;
}

// --- Fraud screening -------------------------------------------------------------------------------------------------

const PROVIDERS = ['signifyd', 'riskified', 'sift', 'kount', 'seon'] as const;
const EXTRA_REASONS = ['velocity_card', 'email_new', 'device_shared', 'amount_unusual', 'billing_mismatch'];

/**
 * A screening for about seven payments in ten, by the merchant's provider. What the lookups found shows in the
 * reasons (a proxy address, an issuer abroad); failed payments carry the declines, paid ones were approved or
 * passed review.
 */
export function seedScreenLogs(
  merchants: readonly Rows['merchant'][],
  orders: readonly Rows['order'][],
): Rows['screenLog'][] {
  const rand = mulberry32(0x5c4e);
  const proxied = new Set(
    seedIpLogs(merchants, orders)
      .filter((l) => l.proxy === 1)
      .map((l) => l.order_no),
  );
  const abroad = new Set(
    seedCardLogs(merchants, orders)
      .filter((l) => l.country_mismatch === 1)
      .map((l) => l.order_no),
  );
  const rows: Rows['screenLog'][] = [];
  for (const o of orders) {
    if (rand() >= 0.7) continue;
    const provider = PROVIDERS[hashOf(o.cust_id) % PROVIDERS.length];
    const reasons: string[] = [];
    if (proxied.has(o.order_no)) reasons.push('ip_proxy');
    if (abroad.has(o.order_no)) reasons.push('bin_country_mismatch');
    const declined = o.pay_status === 4 && (reasons.length > 0 || rand() < 0.4);
    const reviewed = !declined && (reasons.length > 0 || rand() < 0.12);
    if ((declined || reviewed) && (!reasons.length || rand() < 0.5)) reasons.push(pick(rand, EXTRA_REASONS));
    const score = declined ? between(rand, 75, 99) : reviewed ? between(rand, 40, 74) : between(rand, 1, 39);
    const decision = declined ? 'decline' : reviewed ? 'review' : 'approve';
    const latency = weighted(rand, [
      [between(rand, 80, 400), 8],
      [between(rand, 400, 1500), 2],
      [between(rand, 1500, 4000), 1],
    ] as const);
    const reference = `${provider.slice(0, 3).toUpperCase()}-${(hashOf(o.order_no) % 0xffffff).toString(16).padStart(6, '0')}`;
    rows.push({
      log_id: `SL${900001 + rows.length}`,
      order_no: o.order_no,
      cust_id: o.cust_id,
      merchant_name: o.merchant_name,
      provider,
      decision,
      score,
      reasons,
      latency_ms: latency,
      screened_at: iso(at(o.created_at) + between(rand, 1, 10) * SECOND),
      response: {
        reference,
        order_id: o.order_no,
        decision: decision.toUpperCase(),
        score,
        reasons,
        amount: { value: o.amount, currency: o.currency },
        checked: ['ip', 'email', ...(o.card_bin ? ['card'] : []), 'device'],
      },
    });
  }
  return rows;
}

declare module '../db' {
  /** What these tables keep besides their declarations' fields (hashes, secrets, internals). */
  interface Stored {
    /** A buyer's complaint about an order: open (0), in progress (1), resolved (2). */
    complaint: Omit<Rows['complaint'], 'replies'> & {
      /** The thread (a timeline): each reply also keeps its author, which the timeline shows only inside its detail. */
      replies: ComplaintReply[];
    };
  }
}
