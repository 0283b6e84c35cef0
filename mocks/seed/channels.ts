import { DEMO_ACCOUNTS } from '../accounts';
import { MERCHANT_SEED_DATE } from './merchants';
import { mulberry32, pick, type Rand } from './random';
import { LAST_EVENT, notBefore } from './timeline';
import { seedShops } from './shops';
import type { Rows } from '../../src/resources';

/**
 * The Channels area (`/magChannel/*`): the payment channels orders are acquired through, the Forter configuration
 * of the shops screened by Forter, and the other fraud-screening providers with their routing. Each a pure function
 * of the merchants (and of the shops, themselves a pure function of them), so every reset gives the same rows.
 */

const MINUTE = 60_000;
const HOUR = 3_600_000;
const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();
const between = (rand: Rand, lo: number, hi: number) => lo + Math.floor(rand() * (hi - lo + 1));
/** Operators who change channels: the demo accounts that can sign in (mocks/accounts.ts). */
const STAFF = DEMO_ACCOUNTS.filter((a) => a.secret).map((a) => a.email);

/**
 * Created some months before the seed date, last changed since; created not before `since` (what it configures came
 * to be: a Forter configuration's shop), changed not before `changedSince` (a route's newest merchant registered).
 */
function stamps(rand: Rand, oldestDays: number, since = -Infinity, changedSince = -Infinity) {
  const oldest = MERCHANT_SEED_DATE - oldestDays * DAY - 23 * HOUR;
  const drawn = MERCHANT_SEED_DATE - between(rand, 60, oldestDays) * DAY - between(rand, 0, 23) * HOUR;
  const created = notBefore(drawn, since, oldest, LAST_EVENT);
  const changed =
    MERCHANT_SEED_DATE - between(rand, 1, 50) * DAY - between(rand, 0, 23) * HOUR - between(rand, 0, 59) * MINUTE;
  const updated = Math.max(created, notBefore(changed, changedSince, MERCHANT_SEED_DATE - 51 * DAY, LAST_EVENT));
  return { updated_by: pick(rand, STAFF), updated_at: iso(updated), created_at: iso(created) };
}

// --- Payment channels --------------------------------------------------------------------------------------------

/** The methods a channel of each type may carry (mocks/resources/paymentChannel.ts refuses the others). */
export const CHANNEL_METHODS: Readonly<Record<string, readonly string[]>> = {
  card: ['card', 'applepay', 'googlepay'],
  wallet: ['applepay', 'googlepay', 'paypal', 'alipay', 'wechatpay', 'klarna'],
  bank: ['banktransfer'],
};

const SEPA = ['AT', 'BE', 'DE', 'ES', 'FI', 'FR', 'IE', 'IT', 'LU', 'NL', 'PT'];
const EEA = [...SEPA, 'DK', 'NO', 'PL', 'SE'];

type ChannelSeed = readonly [
  code: string,
  name: string,
  type: string,
  methods: readonly string[],
  currencies: readonly string[],
  countries: readonly string[],
  fee: string,
  /** Typical success rate of the rail, in basis points (two decimals of a percent). */
  rateBp: number,
  /** Why it is disabled, when it is. */
  disabled?: string,
];

// prettier-ignore
const CHANNELS: readonly ChannelSeed[] = [
  ['ADYEN_CARD_EU', 'Adyen card acquiring EU', 'card', ['card', 'applepay', 'googlepay'],
    ['EUR', 'GBP', 'CHF', 'SEK', 'DKK', 'NOK', 'PLN'], [...EEA, 'GB', 'CH'], '1.60', 8920],
  ['CHECKOUT_CARD_GLOBAL', 'Checkout.com card global', 'card', ['card', 'applepay', 'googlepay'],
    ['USD', 'EUR', 'GBP', 'AUD', 'CAD', 'SGD', 'HKD', 'JPY', 'AED', 'KWD'],
    ['US', 'CA', 'GB', 'AU', 'SG', 'HK', 'JP', 'AE', 'KW', 'SA'], '2.10', 8750],
  ['STRIPE_CARD_US', 'Stripe card US', 'card', ['card', 'applepay', 'googlepay'], ['USD', 'CAD'], ['US', 'CA'],
    '2.90', 9030],
  ['WORLDPAY_CARD_UK', 'Worldpay card UK', 'card', ['card'], ['GBP', 'EUR'], ['GB', 'IE'], '1.75', 8610,
    'Traffic moved to Adyen card acquiring EU'],
  ['NUVEI_CARD_LATAM', 'Nuvei card LATAM', 'card', ['card'], ['USD', 'BRL', 'MXN'],
    ['BR', 'MX', 'CL', 'CO', 'PE', 'AR'], '3.40', 7980],
  ['AIRWALLEX_CARD_APAC', 'Airwallex card APAC', 'card', ['card', 'applepay', 'googlepay'],
    ['AUD', 'NZD', 'SGD', 'HKD', 'JPY', 'KRW'], ['AU', 'NZ', 'SG', 'HK', 'JP', 'KR'], '2.20', 8840],
  ['ALIPAY_PLUS', 'Alipay+ cross-border', 'wallet', ['alipay'], ['CNY', 'HKD', 'USD'], ['CN', 'HK'], '2.00', 9460],
  ['WECHAT_PAY', 'WeChat Pay cross-border', 'wallet', ['wechatpay'], ['CNY', 'HKD'], ['CN', 'HK'], '2.00', 9380],
  ['PAYPAL_GLOBAL', 'PayPal global', 'wallet', ['paypal'], ['USD', 'EUR', 'GBP', 'AUD', 'CAD', 'JPY'],
    ['US', 'CA', 'GB', 'AU', 'JP', ...SEPA], '3.49', 9210],
  ['KLARNA_EU', 'Klarna pay later EU', 'wallet', ['klarna'], ['EUR', 'SEK', 'NOK', 'DKK', 'GBP'],
    ['AT', 'DE', 'DK', 'FI', 'GB', 'NL', 'NO', 'SE'], '2.99', 8170],
  ['SEPA_CREDIT', 'SEPA credit transfer', 'bank', ['banktransfer'], ['EUR'], SEPA, '0.35', 9850],
  ['IDEAL_NL', 'iDEAL', 'bank', ['banktransfer'], ['EUR'], ['NL'], '0.29', 9720],
  ['ACH_DEBIT_US', 'ACH debit US', 'bank', ['banktransfer'], ['USD'], ['US'], '0.80', 9640,
    'Return rate above the NACHA threshold, under review'],
];

/** Basis points as a percent with two decimals, by integer arithmetic ("89.20"). */
export const percentOfBp = (bp: number) => `${Math.floor(bp / 100)}.${String(bp % 100).padStart(2, '0')}`;

/** The channels of the seed, each with a success rate near its rail's typical one (±1.5 points). */
export function seedPaymentChannels(
  _merchants: readonly Rows['merchant'][],
  _orders: readonly Rows['order'][],
): Rows['paymentChannel'][] {
  const rand = mulberry32(0xc4a1);
  return CHANNELS.map(([code, name, type, methods, currencies, countries, fee, rateBp, disabled]) => ({
    channel_code: code,
    name,
    type,
    payment_methods: [...methods],
    currencies: [...currencies],
    countries: [...countries],
    fee_rate: fee,
    success_rate: percentOfBp(Math.min(9999, rateBp + between(rand, -150, 150))),
    status: disabled ? 2 : 1,
    status_reason: disabled ?? null,
    ...stamps(rand, 900),
  }));
}

// --- Forter ------------------------------------------------------------------------------------------------------

/** Forter accounts by the merchant's region. */
const FORTER_ACCOUNTS = { eu: 'payops-eu', us: 'payops-us', apac: 'payops-apac' } as const;
const EU_MERCHANTS = new Set(['DE', 'FR', 'NL', 'ES', 'IT', 'GB']);
const US_MERCHANTS = new Set(['US', 'CA', 'BR']);
const FORTER_DISABLED = ['Shop closed for relaunch', 'Merchant moved the shop to Signifyd', 'Contract paused'];

/** About half of the goods merchants' shops are screened by Forter (Forter is priced for physical goods). */
export function seedForterChannels(
  merchants: readonly Rows['merchant'][],
  _orders: readonly Rows['order'][],
): Rows['forterChannel'][] {
  const rand = mulberry32(0xf0a7);
  const byId = new Map(merchants.map((m) => [m.cust_id, m]));
  const siteIds = new Set<string>();
  const rows: Rows['forterChannel'][] = [];
  for (const shop of seedShops(merchants)) {
    const merchant = byId.get(shop.cust_id);
    if (!merchant || merchant.category !== 2 || rand() >= 0.5) continue;
    let site = '';
    while (!site || siteIds.has(site))
      site = Math.floor(rand() * 0xffffffffff)
        .toString(16)
        .padStart(10, '0');
    siteIds.add(site);
    const region = EU_MERCHANTS.has(merchant.country) ? 'eu' : US_MERCHANTS.has(merchant.country) ? 'us' : 'apac';
    const reason = shop.status === 2 ? 'Shop disabled' : rand() < 0.08 ? pick(rand, FORTER_DISABLED) : null;
    rows.push({
      config_id: `FT${500001 + rows.length}`,
      shop_id: shop.shop_id,
      forter_site_id: site,
      forter_account: FORTER_ACCOUNTS[region],
      mode: rand() < 0.7 ? 'active' : 'monitor',
      approve_below: 5 * between(rand, 6, 12),
      decline_from: 5 * between(rand, 14, 19),
      status: reason ? 2 : 1,
      status_reason: reason,
      ...stamps(rand, 500, Date.parse(shop.created_at)),
    });
  }
  return rows;
}

// --- Other screening providers -----------------------------------------------------------------------------------

type RouteSeed = readonly [
  name: string,
  provider: string,
  countries: readonly string[],
  currencies: readonly string[],
  /** Merchants of this category routed to it (a few of them), or none: every merchant. */
  category: number | null,
  timeout: number,
  fallback: string,
  disabled?: string,
];

// Tried in this order: merchant-specific routes first, then the regional ones, the catch-all last.
// prettier-ignore
const ROUTES: readonly RouteSeed[] = [
  ['Kount for high-risk software merchants', 'kount', [], [], 3, 1500, 'decline'],
  ['Signifyd for advertising merchants', 'signifyd', [], [], 1, 1000, 'review'],
  ['Signifyd North America', 'signifyd', ['US', 'CA'], ['USD', 'CAD'], null, 800, 'review'],
  ['Riskified Europe', 'riskified', ['GB', 'DE', 'FR', 'ES', 'IT', 'NL'], ['EUR', 'GBP'], null, 1000, 'review'],
  ['Sift Asia-Pacific', 'sift', ['JP', 'KR', 'SG', 'HK', 'AU'], ['JPY', 'KRW', 'SGD', 'HKD', 'AUD'], null, 700,
    'approve'],
  ['SEON Brazil', 'seon', ['BR'], ['BRL'], null, 1200, 'review'],
  ['SEON Gulf', 'seon', ['AE', 'KW', 'SA'], ['AED', 'KWD', 'SAR'], null, 900, 'review'],
  ['Riskified Greater China', 'riskified', ['CN', 'HK'], ['CNY', 'HKD'], null, 1000, 'review',
    'Latency above 2 s from the Hong Kong region'],
  ['Kount card-testing shield', 'kount', [], ['USD'], null, 600, 'decline',
    'Replaced by the entry rule "Card testing"'],
  ['Sift global fallback', 'sift', [], [], null, 2000, 'review'],
];

/** The routes of the seed in priority order; merchant routes name a few merchants of their category. */
export function seedRiskChannels(
  merchants: readonly Rows['merchant'][],
  _orders: readonly Rows['order'][],
): Rows['riskChannel'][] {
  const rand = mulberry32(0x41c7);
  const live = merchants.filter((m) => m.status === 1);
  const registered = new Map(merchants.map((m) => [m.cust_id, m.registered_at]));
  return ROUTES.map(([name, provider, countries, currencies, category, timeout, fallback, disabled], i) => {
    const pool = category === null ? [] : live.filter((m) => m.category === category);
    const custIds = new Set<string>();
    const wanted = pool.length ? between(rand, 3, 6) : 0;
    while (custIds.size < Math.min(wanted, pool.length)) custIds.add(pick(rand, pool).cust_id);
    return {
      channel_id: `RC${700001 + i}`,
      name,
      provider,
      countries: [...countries],
      currencies: [...currencies],
      cust_ids: [...custIds].sort(),
      priority: i + 1,
      timeout_ms: timeout,
      fallback_decision: fallback,
      status: disabled ? 2 : 1,
      status_reason: disabled ?? null,
      // Last changed when its newest merchant was added, at the latest.
      ...stamps(rand, 700, -Infinity, Math.max(...[...custIds].map((id) => Date.parse(registered.get(id)!)))),
    };
  });
}
