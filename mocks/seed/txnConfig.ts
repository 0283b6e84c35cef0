/** Seed of the transaction configuration pages (owner: the /txnManager configuration pages and the wallet's). */
import { fromMinor, minorUnits, pow10 } from '../../src/console/money';
import type { Rows } from '../../src/resources';
import { DEMO_ACCOUNTS } from '../accounts';
import { LOCAL_CURRENCY } from './channelConfigs';
import { MERCHANT_SEED_DATE } from './merchants';
import { mulberry32, pick, type Rand } from './random';
import { LAST_EVENT, notBefore } from './timeline';

const MINUTE = 60_000;
const HOUR = 3_600_000;
const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();
const between = (rand: Rand, lo: number, hi: number) => lo + Math.floor(rand() * (hi - lo + 1));
/** Operators who change configuration: the demo accounts that can sign in. */
const STAFF = DEMO_ACCOUNTS.filter((a) => a.secret).map((a) => a.email);

/** The oldest a configuration may be: 600 days and 23 hours before the seed date. */
const OLDEST = MERCHANT_SEED_DATE - 600 * DAY - 23 * HOUR;

/**
 * Created some months before the seed date, not before `since` (what it configures came to be: its merchants
 * registered, its channel was made), last changed since.
 */
function stamps(rand: Rand, since = -Infinity) {
  const drawn = MERCHANT_SEED_DATE - between(rand, 60, 600) * DAY - between(rand, 0, 23) * HOUR;
  const created = notBefore(drawn, since, OLDEST, LAST_EVENT);
  const updated = Math.max(
    created,
    MERCHANT_SEED_DATE - between(rand, 1, 50) * DAY - between(rand, 0, 23) * HOUR - between(rand, 0, 59) * MINUTE,
  );
  return { updated_by: pick(rand, STAFF), updated_at: iso(updated), created_at: iso(created) };
}

/** When a merchant registered or a channel was made (none: no bound). */
const made = (parent: Rows['merchant'] | Rows['paymentChannel'] | undefined) =>
  parent ? Date.parse('registered_at' in parent ? parent.registered_at : parent.created_at) : -Infinity;

const shuffled = <T>(rand: Rand, list: readonly T[]): T[] => {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
};

/** `major` whole units of the currency, as the decimal string the server speaks (exact: BigInt minor units). */
const units = (major: bigint, currency: string) => fromMinor(major * pow10(minorUnits(currency)), currency);

// --- Channel routing -------------------------------------------------------------------------------------------

/** The channels each business line is routed over. */
const LINE_CHANNELS: Record<string, readonly string[]> = {
  acquiring: [
    'ADYEN_CARD_EU',
    'CHECKOUT_CARD_GLOBAL',
    'STRIPE_CARD_US',
    'WORLDPAY_CARD_UK',
    'AIRWALLEX_CARD_APAC',
    'PAYPAL_GLOBAL',
    'ALIPAY_PLUS',
  ],
  collection: ['SEPA_CREDIT', 'IDEAL_NL', 'ACH_DEBIT_US', 'ALIPAY_PLUS', 'WECHAT_PAY'],
  payout: ['SEPA_CREDIT', 'ACH_DEBIT_US', 'CHECKOUT_CARD_GLOBAL'],
  exchange: ['CHECKOUT_CARD_GLOBAL', 'AIRWALLEX_CARD_APAC'],
  transfer: ['AIRWALLEX_CARD_APAC', 'SEPA_CREDIT', 'CHECKOUT_CARD_GLOBAL'],
};
/** The currencies routed (JPY has no minor unit, KWD three). */
const ROUTED_CURRENCIES = ['USD', 'EUR', 'GBP', 'JPY', 'KWD', 'HKD', 'CNY'] as const;

export function seedBusinessChannels(channels: readonly Rows['paymentChannel'][]): Rows['businessChannel'][] {
  const rand = mulberry32(0x7b51);
  const byCode = new Map(channels.map((c) => [c.channel_code, c]));
  const rows: Rows['businessChannel'][] = [];
  for (const [line, codes] of Object.entries(LINE_CHANNELS))
    for (const currency of ROUTED_CURRENCIES) {
      const carrying = codes.filter((code) => byCode.get(code)?.currencies.includes(currency));
      shuffled(rand, carrying).forEach((code, i) => {
        // A route over a disabled channel is disabled too; a few others are paused.
        const off = byCode.get(code)!.status === 2 || rand() < 0.1;
        rows.push({
          route_id: `BC${100001 + rows.length}`,
          business_line: line,
          currency,
          channel_code: code,
          priority: i + 1,
          status: off ? 2 : 1,
          ...stamps(rand, made(byCode.get(code)!)),
        });
      });
    }
  return rows;
}

// --- Fees --------------------------------------------------------------------------------------------------------

/** A channel's typical fixed fee, in minor units of the currency. */
const FIXED_MINOR: Record<string, bigint> = {
  USD: 30n,
  EUR: 25n,
  GBP: 20n,
  JPY: 45n,
  KWD: 95n,
  HKD: 235n,
  CNY: 200n,
  AUD: 30n,
  CAD: 30n,
  SGD: 50n,
};

export function seedFees(
  product: 'txn' | 'wallet',
  merchants: readonly Rows['merchant'][],
  channels: readonly Rows['paymentChannel'][],
): Rows['feeConf'][] {
  const rand = mulberry32(product === 'wallet' ? 0x3f1e : 0x3fee);
  const approved = merchants.filter((m) => m.status === 1);
  const usable = channels.filter((c) => c.status === 1);
  const global = usable.find((c) => c.channel_code === 'CHECKOUT_CARD_GLOBAL')!;
  const prefix = product === 'wallet' ? 'WFC' : 'FC';
  const rows: Rows['feeConf'][] = [];
  const taken = new Set<string>();
  const count = product === 'wallet' ? 30 : 60;
  for (let i = 0; rows.length < count && i < count * 4; i++) {
    const merchant = pick(rand, approved);
    // The first configs are in the currencies without two decimals: JPY (0) and KWD (3).
    const channel = i < 4 ? global : pick(rand, usable);
    const currency = i < 4 ? (i % 2 ? 'KWD' : 'JPY') : pick(rand, channel.currencies);
    const method = pick(rand, channel.payment_methods);
    const key = [merchant.cust_id, channel.channel_code, method, currency].join('|');
    if (taken.has(key)) continue;
    taken.add(key);
    const fixed = FIXED_MINOR[currency] ?? 30n * pow10(minorUnits(currency) - 2);
    const [whole, cents] = channel.fee_rate.split('.').map(Number);
    const percent = whole * 100 + cents + between(rand, 10, 150);
    rows.push({
      fee_id: `${prefix}${200001 + rows.length}`,
      cust_id: merchant.cust_id,
      channel_code: channel.channel_code,
      payment_method: method,
      currency,
      fee_method: rand() < 0.75 ? 1 : 2,
      percent_fee: `${Math.floor(percent / 100)}.${String(percent % 100).padStart(2, '0')}`,
      fixed_fee: fromMinor(fixed, currency),
      min_fee: fromMinor(fixed * BigInt(between(rand, 1, 3)), currency),
      max_fee: units(BigInt(between(rand, 5, 50) * 10) * (currency === 'JPY' ? 100n : 1n), currency),
      status: rand() < 0.12 ? 2 : 1,
      ...stamps(rand, Math.max(made(merchant), made(channel))),
    });
  }
  return rows;
}

// --- Limits ------------------------------------------------------------------------------------------------------

/** About how much one USD is worth in the currency, to scale limits (a JPY limit is in the hundreds of thousands). */
const SCALE: Record<string, bigint> = { JPY: 150n, KRW: 1300n, INR: 80n, CNY: 7n, HKD: 8n, BRL: 5n };

export function seedLimits(product: 'txn' | 'wallet', merchants: readonly Rows['merchant'][]): Rows['paymentLimit'][] {
  const rand = mulberry32(product === 'wallet' ? 0x11a1 : 0x11a7);
  const approved = merchants.filter((m) => m.status === 1);
  const prefix = product === 'wallet' ? 'WPL' : 'PL';
  const rows: Rows['paymentLimit'][] = [];
  const taken = new Set<string>();
  const count = product === 'wallet' ? 30 : 60;
  for (let i = 0; rows.length < count && i < count * 4; i++) {
    // The wallet's merchants are others than the transaction line's first ones.
    const merchant = approved[(i + (product === 'wallet' ? 100 : 0)) % approved.length];
    const local = LOCAL_CURRENCY[merchant.country] ?? 'USD';
    const currency = i < 3 ? ['JPY', 'KWD', 'USD'][i] : rand() < 0.6 ? local : pick(rand, ['USD', 'EUR', 'JPY', 'KWD']);
    const key = `${merchant.cust_id}|${currency}`;
    if (taken.has(key)) continue;
    taken.add(key);
    const scale = SCALE[currency] ?? 1n;
    const singleMax = BigInt(between(rand, 1, 20) * 1000) * scale;
    const daily = singleMax * BigInt(between(rand, 5, 20));
    const monthly = daily * BigInt(between(rand, 10, 30));
    const row: Rows['paymentLimit'] = {
      limit_id: `${prefix}${300001 + rows.length}`,
      cust_id: merchant.cust_id,
      currency,
      single_min: currency === 'KWD' ? '0.100' : units(scale, currency),
      single_max: units(singleMax, currency),
      daily_limit: units(daily, currency),
      monthly_limit: units(monthly, currency),
      status: rand() < 0.1 ? 2 : 1,
      ...stamps(rand, made(merchant)),
    };
    // A platform-scale merchant: a monthly limit of 10^15 - 1 minor units (beyond a float's exact integers / 100).
    if (i === 2) Object.assign(row, { daily_limit: '99999999999.99', monthly_limit: '9999999999999.99' });
    rows.push(row);
  }
  return rows;
}

// --- Trading windows ---------------------------------------------------------------------------------------------

/** Channels that book FX, with the zone of their dealing desk. */
const FX_DESKS: readonly (readonly [string, string])[] = [
  ['CHECKOUT_CARD_GLOBAL', 'Europe/London'],
  ['AIRWALLEX_CARD_APAC', 'Asia/Singapore'],
  ['ADYEN_CARD_EU', 'Europe/Amsterdam'],
  ['ALIPAY_PLUS', 'Asia/Shanghai'],
  ['STRIPE_CARD_US', 'America/New_York'],
];

export function seedTradingWindows(channels: readonly Rows['paymentChannel'][]): Rows['tradingWindow'][] {
  const rand = mulberry32(0x2f0b);
  const byCode = new Map(channels.map((c) => [c.channel_code, c]));
  const rows: Rows['tradingWindow'][] = [];
  const add = (channel: string, zone: string, weekday: number, open: string, close: string) =>
    rows.push({
      window_id: `TW${400001 + rows.length}`,
      channel_code: channel,
      weekday,
      open_time: open,
      close_time: close,
      time_zone: zone,
      status: rand() < 0.08 ? 2 : 1,
      ...stamps(rand, made(byCode.get(channel))),
    });
  for (const [channel, zone] of FX_DESKS) {
    // Weekdays: one session, or a morning and an afternoon session around lunch.
    const split = rand() < 0.5;
    for (let day = 1; day <= 5; day++) {
      if (split) {
        add(channel, zone, day, '09:00', '12:00');
        add(channel, zone, day, '13:00', pick(rand, ['17:00', '17:30', '18:00']));
      } else add(channel, zone, day, pick(rand, ['08:00', '08:30', '09:00']), pick(rand, ['18:00', '20:00', '24:00']));
    }
    if (rand() < 0.5) add(channel, zone, 6, '10:00', '14:00');
  }
  return rows;
}

// --- Transfer links ----------------------------------------------------------------------------------------------

const LINK_REMARKS = [
  'Group company: settlement sweep',
  'Marketplace seller payouts',
  'Supplier payments under master agreement',
  'Intra-group treasury',
  null,
  null,
] as const;

export function seedTransferLinks(merchants: readonly Rows['merchant'][]): Rows['transferLink'][] {
  const rand = mulberry32(0x71e4);
  const approved = merchants.filter((m) => m.status === 1);
  const rows: Rows['transferLink'][] = [];
  const taken = new Set<string>();
  for (let i = 0; rows.length < 30 && i < 200; i++) {
    const from = pick(rand, approved);
    const to = pick(rand, approved);
    const key = `${from.cust_id}>${to.cust_id}`;
    if (from.cust_id === to.cust_id || taken.has(key)) continue;
    taken.add(key);
    rows.push({
      link_id: `TL${500001 + rows.length}`,
      from_cust_id: from.cust_id,
      to_cust_id: to.cust_id,
      remark: pick(rand, LINK_REMARKS),
      status: rand() < 0.15 ? 2 : 1,
      ...stamps(rand, Math.max(made(from), made(to))),
    });
  }
  return rows;
}

// --- Dictionary --------------------------------------------------------------------------------------------------

// prettier-ignore
const ENTRIES: readonly (readonly [key: string, kind: number, value: string, show: number, description: string])[] = [
  ['fx.quote.ttl_seconds', 1, '30', 0, 'How long an FX quote holds before it must be refreshed'],
  ['fx.markup.default_bps', 1, '50', 0, 'Markup on the mid rate when no merchant tier applies'],
  ['payout.cutoff.local_time', 1, '16:30', 1, 'Payouts requested after this are sent the next business day'],
  ['settlement.default_cycle', 1, 'T+2', 1, 'Settlement cycle of a new merchant'],
  ['refund.max_days', 1, '180', 1, 'Days after payment a refund may still be asked'],
  ['order.amount_field', 2, 'pay_amount', 0, 'The order field fees are computed on'],
  ['order.reference_field', 2, 'merchant_order_no', 1, 'The order field shown to buyers as their reference'],
  ['payout.name_field', 2, 'account_holder', 0, 'The payee field matched against the bank account name'],
  ['currencies.settlement', 3, 'USD,EUR,GBP,HKD,JPY,KWD', 1, 'Currencies merchants may settle in'],
  ['currencies.zero_decimal', 3, 'JPY,KRW,VND,CLP', 0, 'Currencies without minor units'],
  ['currencies.three_decimal', 3, 'KWD,BHD,OMR,JOD,TND', 0, 'Currencies with three decimals'],
  ['payout.countries.blocked', 3, 'IR,KP,SY,CU', 0, 'Countries payouts are never sent to'],
  ['exchange.pairs.instant', 3, 'USD/EUR,USD/JPY,EUR/GBP,USD/HKD', 1, 'Pairs booked instantly, without a quote'],
  ['kyb.documents.required', 3, 'licence,id,address', 1, 'Documents a merchant uploads for review'],
  ['support.email', 1, 'support@payops.test', 1, 'Where merchants write for help'],
];

export function seedDictionary(): Rows['dictionary'][] {
  const rand = mulberry32(0xd1c7);
  return ENTRIES.map(([key, kind, value, show, description], i) => {
    const { updated_by, updated_at } = stamps(rand);
    return {
      dict_id: `DC${600001 + i}`,
      dict_key: key,
      kind,
      value,
      show_flag: show,
      description,
      updated_by,
      updated_at,
    };
  });
}
