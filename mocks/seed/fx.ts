/**
 * Seed of the currency and FX pages (owner: currency types, pairs, markups, holidays and the rate history). A pure
 * function: every reset gives the same rows. Rates are computed with BigInt on scaled integers and kept as decimal
 * strings; the only floats are the seeded random draws that pick each day's move.
 */
import { minorUnits, pow10 } from '../../src/console/money';
import type { Rows } from '../../src/resources';
import { DEMO_ACCOUNTS } from '../accounts';
import { MERCHANT_SEED_DATE } from './merchants';
import { mulberry32, pick, type Rand } from './random';
import { LAST_EVENT, notBefore } from './timeline';

/** The date the seed is taken on (2026-11-01, as the merchants' seed): the rate history ends some weeks after. */
export const FX_SEED_DATE = MERCHANT_SEED_DATE;
const DAY = 86_400_000;
const HOUR = 3_600_000;
const iso = (ms: number) => new Date(ms).toISOString();
const day = (ms: number) => iso(ms).slice(0, 10);
const STAFF = DEMO_ACCOUNTS.filter((a) => a.secret).map((a) => a.email);

export interface FxTables {
  currencyType: Rows['currencyType'][];
  currencyPair: Rows['currencyPair'][];
  currencyMargin: Rows['currencyMargin'][];
  currencyHoliday: Rows['currencyHoliday'][];
  fxRate: Rows['fxRate'][];
}

// --- Currencies --------------------------------------------------------------------------------------------------

/**
 * Code, name, shown to merchants, enabled, units per US dollar at the seed date (a decimal string) and the daily
 * volatility of its random walk in basis points (0: pegged to the dollar).
 */
// prettier-ignore
const CURRENCIES: readonly [string, string, 0 | 1, 1 | 2, string, number][] = [
  ['USD', 'US Dollar', 1, 1, '1', 0],
  ['EUR', 'Euro', 1, 1, '0.9210', 35],
  ['GBP', 'Pound Sterling', 1, 1, '0.7890', 40],
  ['JPY', 'Yen', 1, 1, '151.40', 45],
  ['CNY', 'Yuan Renminbi', 1, 1, '7.1850', 12],
  ['HKD', 'Hong Kong Dollar', 1, 1, '7.8120', 2],
  ['SGD', 'Singapore Dollar', 1, 1, '1.3420', 20],
  ['AUD', 'Australian Dollar', 1, 1, '1.5230', 50],
  ['CAD', 'Canadian Dollar', 1, 1, '1.3710', 30],
  ['CHF', 'Swiss Franc', 1, 1, '0.8830', 35],
  ['NZD', 'New Zealand Dollar', 0, 1, '1.6650', 55],
  ['SEK', 'Swedish Krona', 0, 1, '10.4200', 50],
  ['NOK', 'Norwegian Krone', 0, 1, '10.6100', 55],
  ['DKK', 'Danish Krone', 0, 1, '6.8700', 35],
  ['PLN', 'Zloty', 1, 1, '3.9820', 45],
  ['CZK', 'Czech Koruna', 0, 1, '22.7400', 45],
  ['HUF', 'Forint', 0, 1, '356.20', 60],
  ['KRW', 'Won', 1, 1, '1378.50', 45],
  ['TWD', 'New Taiwan Dollar', 0, 1, '31.950', 25],
  ['THB', 'Baht', 1, 1, '35.850', 40],
  ['MYR', 'Malaysian Ringgit', 0, 1, '4.6800', 30],
  ['IDR', 'Rupiah', 0, 1, '15640', 35],
  ['PHP', 'Philippine Peso', 0, 1, '56.120', 30],
  ['INR', 'Indian Rupee', 1, 1, '83.420', 15],
  ['AED', 'UAE Dirham', 1, 1, '3.6725', 0],
  ['SAR', 'Saudi Riyal', 0, 1, '3.7500', 0],
  ['KWD', 'Kuwaiti Dinar', 0, 1, '0.30720', 5],
  ['BHD', 'Bahraini Dinar', 0, 1, '0.37600', 0],
  ['MXN', 'Mexican Peso', 1, 1, '17.250', 70],
  ['BRL', 'Brazilian Real', 1, 1, '5.0150', 80],
  ['ZAR', 'Rand', 0, 1, '18.420', 80],
  ['TRY', 'Turkish Lira', 0, 2, '32.150', 90],
  ['VND', 'Dong', 0, 2, '25380', 10],
];

/** Base, quote, precision (decimals of the rate) and enabled of each quoted pair. */
// prettier-ignore
const PAIRS: readonly [string, string, number, 1 | 2][] = [
  ['EUR', 'USD', 5, 1], ['GBP', 'USD', 5, 1], ['USD', 'JPY', 3, 1], ['USD', 'CNY', 4, 1], ['USD', 'HKD', 4, 1],
  ['USD', 'SGD', 4, 1], ['AUD', 'USD', 5, 1], ['USD', 'CAD', 5, 1], ['USD', 'CHF', 5, 1], ['EUR', 'GBP', 5, 1],
  ['EUR', 'JPY', 3, 1], ['USD', 'KRW', 2, 1], ['USD', 'INR', 4, 1], ['USD', 'MXN', 4, 1], ['USD', 'BRL', 4, 2],
  ['EUR', 'PLN', 4, 1], ['USD', 'THB', 3, 1], ['USD', 'AED', 4, 1],
];

/** Basis points charged to each tier (1 standard ... 4 enterprise): a range the seed draws from. */
const TIER_BPS: Record<number, [number, number]> = { 1: [80, 150], 2: [50, 90], 3: [25, 50], 4: [10, 30] };

/** The rate history: 180 days before the seed date to its last day (no rate is known ahead of its day). */
export const RATES_FROM = FX_SEED_DATE - 180 * DAY;
export const RATES_TO = FX_SEED_DATE - DAY;
/** The holidays kept: a year around the seed date. */
export const HOLIDAYS_FROM = '2026-07-01';
export const HOLIDAYS_TO = '2027-06-30';

const SCALE = 12;
const TEN = pow10;

/** A decimal string as an integer at `scale` decimals (exact; the seed's own literals only). */
function scaled(text: string, scale: number): bigint {
  const [int, frac = ''] = text.split('.');
  return BigInt(int + frac.padEnd(scale, '0').slice(0, scale));
}

/** An integer at `scale` decimals back to a decimal string with exactly that many decimals. */
export function unscaled(value: bigint, scale: number): string {
  const digits = value.toString().padStart(scale + 1, '0');
  return scale ? `${digits.slice(0, -scale)}.${digits.slice(-scale)}` : digits;
}

/** base/quote from units per dollar, rounded half up to `precision` decimals (BigInt only). */
export function crossRate(basePerUsd: bigint, quotePerUsd: bigint, precision: number): string {
  const num = quotePerUsd * TEN(precision) * 2n + basePerUsd;
  return unscaled(num / (basePerUsd * 2n), precision);
}

/** A draw roughly normal in [-1.5, 1.5] from three uniform ones. */
const wobble = (rand: Rand) => rand() + rand() + rand() - 1.5;

/** Units per dollar of each currency on each day of the history, as integers at SCALE decimals. */
function dollarWalks(): Map<string, bigint[]> {
  const days = Math.round((RATES_TO - RATES_FROM) / DAY) + 1;
  const walks = new Map<string, bigint[]>();
  CURRENCIES.forEach(([code, , , , perUsd, vol], i) => {
    const rand = mulberry32(0xf0 + i);
    const anchor = scaled(perUsd, SCALE);
    // Start away from the anchor, so the history shows a trend into the seed date rather than a flat band.
    let current = anchor + (anchor * BigInt(Math.round(wobble(rand) * vol * 8))) / 10_000n;
    const out: bigint[] = [];
    for (let d = 0; d < days; d++) {
      const moveBps = BigInt(Math.round(wobble(rand) * vol));
      current += (current * moveBps) / 10_000n + (anchor - current) / 30n;
      out.push(current);
    }
    walks.set(code, out);
  });
  return walks;
}

function seedRates(walks: Map<string, bigint[]>): Rows['fxRate'][] {
  const rows: Rows['fxRate'][] = [];
  for (const [base, quote, precision] of PAIRS) {
    const b = walks.get(base)!;
    const q = walks.get(quote)!;
    b.forEach((basePerUsd, d) => {
      const at = RATES_FROM + d * DAY + 8 * HOUR;
      rows.push({
        rate_id: `${base}${quote}-${day(at).replace(/-/g, '')}`,
        pair: `${base}/${quote}`,
        rate: crossRate(basePerUsd, q[d], precision),
        time: iso(at),
      });
    });
  }
  return rows;
}

/**
 * Created some months before the seed date, not before `since` (what it is about was made: a pair's currencies, a
 * markup's pair), last changed since.
 */
function stamps(rand: Rand, oldestDays: number, since = -Infinity) {
  const drawn = FX_SEED_DATE - (60 + Math.floor(rand() * oldestDays)) * DAY - Math.floor(rand() * 24) * HOUR;
  const created = notBefore(drawn, since, FX_SEED_DATE - (60 + oldestDays) * DAY, LAST_EVENT);
  const updated = Math.max(
    created,
    FX_SEED_DATE - (1 + Math.floor(rand() * 50)) * DAY - Math.floor(rand() * 24) * HOUR,
  );
  return { updated_by: pick(rand, STAFF), updated_at: iso(updated), created_at: iso(created) };
}

// --- Holidays ----------------------------------------------------------------------------------------------------

type Rule = (year: number) => [date: string, name: string] | undefined;
const ymd = (y: number, m: number, d: number) => day(Date.UTC(y, m - 1, d));

/** Easter Sunday (anonymous Gregorian algorithm). */
export function easter(y: number): string {
  const a = y % 19;
  const b = Math.floor(y / 100);
  const c = y % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  return ymd(y, month, ((h + l - 7 * m + 114) % 31) + 1);
}

const plusDays = (date: string, n: number) => day(Date.parse(`${date}T00:00:00Z`) + n * DAY);

/** The n-th weekday (0 Sunday) of a month; n = -1 the last one. */
function nth(y: number, month: number, weekday: number, n: number): string {
  if (n > 0) {
    const first = new Date(Date.UTC(y, month - 1, 1)).getUTCDay();
    return ymd(y, month, 1 + ((weekday - first + 7) % 7) + (n - 1) * 7);
  }
  const lastDay = new Date(Date.UTC(y, month, 0));
  return ymd(y, month, lastDay.getUTCDate() - ((lastDay.getUTCDay() - weekday + 7) % 7));
}

/** Same day every year. */
const F =
  (md: string, name: string): Rule =>
  (y) => [`${y}-${md}`, name];
/** Days from Easter Sunday. */
const E =
  (offset: number, name: string): Rule =>
  (y) => [plusDays(easter(y), offset), name];
/** The n-th weekday of a month. */
const N =
  (month: number, weekday: number, n: number, name: string): Rule =>
  (y) => [nth(y, month, weekday, n), name];
/** Lunar and Islamic calendar days, by year. */
const D =
  (dates: string[], name: string): Rule =>
  (y) => {
    const date = dates.find((d) => d.startsWith(`${y}-`));
    return date ? [date, name] : undefined;
  };
/** One name on consecutive days. */
const span = (start: string, days: number, name: string): Rule[] =>
  Array.from({ length: days }, (_, i) => D([plusDays(start, i)], name));

const NEW_YEAR = F('01-01', "New Year's Day");
const GOOD_FRIDAY = E(-2, 'Good Friday');
const EASTER_MONDAY = E(1, 'Easter Monday');
const CHRISTMAS = F('12-25', 'Christmas Day');
const BOXING_DAY = F('12-26', 'Boxing Day');

// prettier-ignore
const HOLIDAY_RULES: Record<string, Rule[]> = {
  USD: [NEW_YEAR, N(1, 1, 3, 'Martin Luther King Jr. Day'), N(2, 1, 3, "Presidents' Day"), N(5, 1, -1, 'Memorial Day'),
    F('06-19', 'Juneteenth'), F('07-04', 'Independence Day'), N(9, 1, 1, 'Labor Day'), N(10, 1, 2, 'Columbus Day'),
    F('11-11', 'Veterans Day'), N(11, 4, 4, 'Thanksgiving Day'), CHRISTMAS],
  EUR: [NEW_YEAR, GOOD_FRIDAY, EASTER_MONDAY, F('05-01', 'Labour Day'), CHRISTMAS, F('12-26', "St. Stephen's Day")],
  GBP: [NEW_YEAR, GOOD_FRIDAY, EASTER_MONDAY, N(5, 1, 1, 'Early May Bank Holiday'), N(5, 1, -1, 'Spring Bank Holiday'),
    N(8, 1, -1, 'Summer Bank Holiday'), CHRISTMAS, BOXING_DAY],
  JPY: [NEW_YEAR, F('01-02', 'Bank Holiday'), F('01-03', 'Bank Holiday'), N(1, 1, 2, 'Coming of Age Day'),
    F('02-11', 'National Foundation Day'), F('02-23', "Emperor's Birthday"), F('04-29', 'Showa Day'),
    F('05-03', 'Constitution Memorial Day'), F('05-04', 'Greenery Day'), F('05-05', "Children's Day"),
    N(7, 1, 3, 'Marine Day'), F('08-11', 'Mountain Day'), N(9, 1, 3, 'Respect for the Aged Day'),
    N(10, 1, 2, 'Sports Day'), F('11-03', 'Culture Day'), F('11-23', 'Labour Thanksgiving Day'),
    F('12-31', 'Bank Holiday')],
  CNY: [NEW_YEAR, ...span('2027-02-05', 7, 'Spring Festival'), D(['2027-04-05'], 'Qingming Festival'),
    ...span('2027-05-01', 3, 'Labour Day'), D(['2027-06-09'], 'Dragon Boat Festival'),
    D(['2026-09-25'], 'Mid-Autumn Festival'), ...span('2026-10-01', 7, 'National Day')],
  HKD: [NEW_YEAR, ...span('2027-02-06', 3, 'Lunar New Year'), GOOD_FRIDAY, E(-1, 'Day after Good Friday'), EASTER_MONDAY,
    F('05-01', 'Labour Day'), D(['2027-05-13'], "Buddha's Birthday"), D(['2027-06-09'], 'Tuen Ng Festival'),
    F('07-01', 'HKSAR Establishment Day'), D(['2026-09-26'], 'Day after Mid-Autumn Festival'),
    F('10-01', 'National Day'), D(['2026-10-19'], 'Chung Yeung Festival'), CHRISTMAS, BOXING_DAY],
  SGD: [NEW_YEAR, ...span('2027-02-06', 2, 'Chinese New Year'), D(['2027-03-10'], 'Hari Raya Puasa'), GOOD_FRIDAY,
    F('05-01', 'Labour Day'), D(['2027-05-17'], 'Hari Raya Haji'), D(['2027-05-20'], 'Vesak Day'),
    F('08-09', 'National Day'), D(['2026-11-09'], 'Deepavali'), CHRISTMAS],
  AUD: [NEW_YEAR, F('01-26', 'Australia Day'), GOOD_FRIDAY, EASTER_MONDAY, F('04-25', 'Anzac Day'),
    N(6, 1, 2, "King's Birthday"), N(10, 1, 1, 'Labour Day'), CHRISTMAS, BOXING_DAY],
  CAD: [NEW_YEAR, N(2, 1, 3, 'Family Day'), GOOD_FRIDAY, (y) => [plusDays(nth(y, 5, 1, -1), -7), 'Victoria Day'],
    F('07-01', 'Canada Day'), N(8, 1, 1, 'Civic Holiday'), N(9, 1, 1, 'Labour Day'),
    F('09-30', 'National Day for Truth and Reconciliation'), N(10, 1, 2, 'Thanksgiving'),
    F('11-11', 'Remembrance Day'), CHRISTMAS, BOXING_DAY],
  CHF: [NEW_YEAR, F('01-02', "Berchtold's Day"), GOOD_FRIDAY, EASTER_MONDAY, E(39, 'Ascension Day'),
    E(50, 'Whit Monday'), F('08-01', 'Swiss National Day'), CHRISTMAS, F('12-26', "St. Stephen's Day")],
  PLN: [NEW_YEAR, F('01-06', 'Epiphany'), EASTER_MONDAY, F('05-01', 'Labour Day'), F('05-03', 'Constitution Day'),
    E(60, 'Corpus Christi'), F('08-15', 'Assumption Day'), F('11-01', "All Saints' Day"),
    F('11-11', 'Independence Day'), F('12-24', 'Christmas Eve'), CHRISTMAS, F('12-26', 'Second Day of Christmas')],
  KRW: [NEW_YEAR, ...span('2027-02-06', 3, 'Seollal'), F('03-01', 'Independence Movement Day'),
    F('05-05', "Children's Day"), D(['2027-05-13'], "Buddha's Birthday"), F('06-06', 'Memorial Day'),
    F('08-15', 'Liberation Day'), ...span('2026-09-24', 3, 'Chuseok'), F('10-03', 'National Foundation Day'),
    F('10-09', 'Hangul Day'), CHRISTMAS],
  INR: [F('01-26', 'Republic Day'), D(['2027-03-22'], 'Holi'), F('05-01', 'Maharashtra Day'),
    F('08-15', 'Independence Day'), F('10-02', 'Gandhi Jayanti'), D(['2026-10-20'], 'Dussehra'),
    D(['2026-11-09'], 'Diwali'), CHRISTMAS],
  THB: [NEW_YEAR, F('04-06', 'Chakri Memorial Day'), F('04-13', 'Songkran'), F('04-14', 'Songkran'),
    F('04-15', 'Songkran'), F('05-01', 'Labour Day'), F('07-28', "King's Birthday"), F('08-12', "Queen Mother's Birthday"),
    F('10-13', 'King Bhumibol Memorial Day'), F('10-23', 'Chulalongkorn Day'), F('12-05', "Father's Day"),
    F('12-10', 'Constitution Day'), F('12-31', "New Year's Eve")],
  MXN: [NEW_YEAR, N(2, 1, 1, 'Constitution Day'), N(3, 1, 3, "Benito Juárez's Birthday"), F('05-01', 'Labour Day'),
    F('09-16', 'Independence Day'), N(11, 1, 3, 'Revolution Day'), F('12-12', 'Day of the Virgin of Guadalupe'),
    CHRISTMAS],
  BRL: [NEW_YEAR, E(-48, 'Carnival'), E(-47, 'Carnival'), GOOD_FRIDAY, F('04-21', 'Tiradentes'),
    F('05-01', 'Labour Day'), E(60, 'Corpus Christi'), F('09-07', 'Independence Day'),
    F('10-12', 'Our Lady of Aparecida'), F('11-02', "All Souls' Day"), F('11-15', 'Republic Proclamation Day'),
    F('11-20', 'Black Consciousness Day'), CHRISTMAS],
  AED: [NEW_YEAR, D(['2027-03-10'], 'Eid al-Fitr'), D(['2027-05-16'], 'Eid al-Adha'), D(['2026-08-25'], "Prophet's Birthday"),
    F('12-01', 'Commemoration Day'), F('12-02', 'National Day'), F('12-03', 'National Day')],
};

function seedHolidays(types: readonly Rows['currencyType'][]): Rows['currencyHoliday'][] {
  const found: [currency: string, date: string, name: string][] = [];
  for (const [currency, rules] of Object.entries(HOLIDAY_RULES)) {
    const seen = new Set<string>();
    for (const year of [2026, 2027])
      for (const rule of rules) {
        const made = rule(year);
        if (!made) continue;
        const [date, name] = made;
        if (date < HOLIDAYS_FROM || date > HOLIDAYS_TO || seen.has(date)) continue;
        seen.add(date);
        found.push([currency, date, name]);
      }
  }
  found.sort((a, b) => (a[1] === b[1] ? (a[0] < b[0] ? -1 : 1) : a[1] < b[1] ? -1 : 1));
  const rand = mulberry32(0xf1d);
  return found.map(([currency, date, name], i) => ({
    holiday_id: `HD${String(i + 1).padStart(5, '0')}`,
    currency,
    date,
    name,
    ...stamps(rand, 120, made(types, currency)),
  }));
}

/** When a currency type was made (not one of them: no bound). */
const made = (types: readonly Rows['currencyType'][], code: string) => {
  const type = types.find((c) => c.code === code);
  return type ? Date.parse(type.created_at) : -Infinity;
};

/** The next free id of a table: prefix + the highest number + 1, zero-padded. */
export function nextId(prefix: string, ids: readonly string[], width: number): string {
  const most = ids.reduce((top, id) => {
    const n = id.startsWith(prefix) ? Number(id.slice(prefix.length)) : NaN;
    return Number.isInteger(n) && n > top ? n : top;
  }, 0);
  return `${prefix}${String(most + 1).padStart(width, '0')}`;
}

export function seedFxTables(): FxTables {
  const rand = mulberry32(0xf00d);
  const currencyTypes: Rows['currencyType'][] = CURRENCIES.map(([code, name, show, status]) => ({
    code,
    name,
    minor_units: minorUnits(code),
    show_flag: show,
    status,
    ...stamps(rand, 300),
  }));
  const currencyPairs: Rows['currencyPair'][] = PAIRS.map(([base, quote, precision, status]) => ({
    pair_id: `${base}${quote}`,
    pair: `${base}/${quote}`,
    base,
    quote,
    precision,
    status,
    ...stamps(rand, 200, Math.max(made(currencyTypes, base), made(currencyTypes, quote))),
  }));
  const currencyMargins: Rows['currencyMargin'][] = [];
  for (const p of currencyPairs)
    for (const tier of [1, 2, 3, 4]) {
      // Every pair has its standard markup; the better tiers are negotiated on the busier pairs only.
      if (tier > 1 && rand() < (p.status === 1 ? 0.35 : 1)) continue;
      const [lo, hi] = TIER_BPS[tier];
      currencyMargins.push({
        margin_id: `FXM${String(currencyMargins.length + 1).padStart(4, '0')}`,
        pair_id: p.pair_id,
        pair: p.pair,
        base: p.base,
        quote: p.quote,
        tier,
        markup_bps: lo + Math.floor(rand() * (hi - lo + 1)),
        status: p.status === 2 || rand() < 0.08 ? 2 : 1,
        ...stamps(rand, 150, Date.parse(p.created_at)),
      });
    }
  return {
    currencyType: currencyTypes,
    currencyPair: currencyPairs,
    currencyMargin: currencyMargins,
    currencyHoliday: seedHolidays(currencyTypes),
    fxRate: seedRates(dollarWalks()),
  };
}
