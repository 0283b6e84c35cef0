import { http, type HttpHandler } from 'msw';
import { fromMinor, toMinor } from '../../src/console/money';
import { DASHBOARD_PATHS, type DashboardTodoKey } from '../../src/services/paths';
import { queueSummaries } from '../work';
import type {
  DashboardOverview,
  DashboardSummary,
  DashboardTodos,
  DashboardTrend,
  DayFigures,
  RankBy,
  RankRow,
  TrendDay,
  Volume,
} from '../../src/services/dashboard';
import { db, now } from '../db';
import { guarded, type Session } from '../http';
import { BEHAVIOURS } from '../resources';
import type { Rows } from '../../src/resources';

/** Days the trend covers, today included. */
export const TREND_DAYS = 30;
/** The longest overview period, in days. */
export const MAX_PERIOD_DAYS = 366;
const RANK_BY: readonly RankBy[] = ['volume', 'orders', 'success_rate'];
/** An order that was paid (enum paymentStatus 1). */
const PAID = 1;
/** Refunded (1) or refund in progress (3): enum refundStatus. */
const REFUNDED = [1, 3];
/** The channel of a merchant without any channel config. */
export const NO_CHANNEL = 'none';

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const formatters = new Map<string, Intl.DateTimeFormat>();

/** The calendar day formatter of an IANA time zone; undefined when the zone is unknown. */
function dayFormatter(tz: string): Intl.DateTimeFormat | undefined {
  let f = formatters.get(tz);
  if (!f) {
    try {
      f = new Intl.DateTimeFormat('en-US', { timeZone: tz, year: 'numeric', month: '2-digit', day: '2-digit' });
    } catch {
      return undefined;
    }
    formatters.set(tz, f);
  }
  return f;
}

/** The calendar day (YYYY-MM-DD) an instant falls on in a time zone. */
export function localDay(tz: Intl.DateTimeFormat, at: number | string): string {
  const parts = Object.fromEntries(
    tz.formatToParts(typeof at === 'string' ? Date.parse(at) : at).map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** A calendar day moved by whole days ("2026-03-01", -1 → "2026-02-28"). */
export function shiftDay(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** A real calendar day written YYYY-MM-DD (not 2026-02-30). */
const isDay = (day: string) => DAY_PATTERN.test(day) && shiftDay(day, 0) === day;

const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

/** The zone of the query (`tz`, default UTC), or the answer refusing it. */
function readZone(params: URLSearchParams, session: Session): { tz: string; fmt: Intl.DateTimeFormat } | Response {
  const tz = params.get('tz')?.trim() || 'UTC';
  const fmt = dayFormatter(tz);
  return fmt ? { tz, fmt } : session.invalid('tz');
}

/** Sums of amounts per currency, exact (minor units), as decimal strings sorted by currency code. */
class Volumes {
  private readonly sums = new Map<string, bigint>();
  private readonly counts = new Map<string, number>();
  add(amount: string, currency: string) {
    const minor = toMinor(amount, currency);
    if (minor === undefined) return;
    this.sums.set(currency, (this.sums.get(currency) ?? 0n) + minor);
    this.counts.set(currency, (this.counts.get(currency) ?? 0) + 1);
  }
  /** The currencies, the most paid orders first (ties by code). */
  byUse(): string[] {
    return [...this.counts.entries()].sort(([a, x], [b, y]) => y - x || (a < b ? -1 : 1)).map(([c]) => c);
  }
  minor(currency: string): bigint {
    return this.sums.get(currency) ?? 0n;
  }
  list(): Volume[] {
    return [...this.sums.keys()]
      .sort()
      .map((currency) => ({ currency, amount: fromMinor(this.minor(currency), currency) }));
  }
}

/** Orders, paid orders and the paid orders' volume, refunds and disputes of one group (a day, a merchant). */
class Tally {
  orders = 0;
  successful = 0;
  refunded = 0;
  disputed = 0;
  readonly volume = new Volumes();
  add(o: Rows['order']) {
    this.orders += 1;
    if (o.pay_status !== PAID) return;
    this.successful += 1;
    if (REFUNDED.includes(o.refund_status)) this.refunded += 1;
    if (o.dispute_status !== 0) this.disputed += 1;
    this.volume.add(o.amount, o.currency);
  }
}

/** The orders as the order list serves them (refunds that have settled by now are settled first). */
const orders = () => BEHAVIOURS.order.rows() as unknown as Rows['order'][];

/** Orders grouped by the calendar day of their creation in the zone. */
function tallyByDay(fmt: Intl.DateTimeFormat, days: ReadonlySet<string>): Map<string, Tally> {
  const out = new Map<string, Tally>([...days].map((d) => [d, new Tally()]));
  for (const o of orders()) {
    const day = localDay(fmt, o.created_at);
    out.get(day)?.add(o);
  }
  return out;
}

function dayFigures(date: string, tally: Tally, newMerchants: number): DayFigures {
  return {
    date,
    orders: tally.orders,
    successful: tally.successful,
    refunded: tally.refunded,
    disputed: tally.disputed,
    new_merchants: newMerchants,
    volume: tally.volume.list(),
  };
}

/** Today's and yesterday's figures in the zone, from the fake clock. */
export function summary(fmt: Intl.DateTimeFormat, tz: string): DashboardSummary {
  const today = localDay(fmt, now());
  const yesterday = shiftDay(today, -1);
  const tallies = tallyByDay(fmt, new Set([today, yesterday]));
  const registered = (day: string) => db.merchant.filter((m) => localDay(fmt, m.registered_at) === day).length;
  return {
    tz,
    generated_at: new Date(now()).toISOString(),
    today: dayFigures(today, tallies.get(today)!, registered(today)),
    yesterday: dayFigures(yesterday, tallies.get(yesterday)!, registered(yesterday)),
  };
}

/** The 30 days up to today, oldest first; a day without orders is there with zeros. */
export function trend(fmt: Intl.DateTimeFormat, tz: string): DashboardTrend {
  const today = localDay(fmt, now());
  const days = Array.from({ length: TREND_DAYS }, (_, i) => shiftDay(today, i - TREND_DAYS + 1));
  const tallies = tallyByDay(fmt, new Set(days));
  const list: TrendDay[] = days.map((date) => {
    const t = tallies.get(date)!;
    return { date, orders: t.orders, successful: t.successful, volume: t.volume.list() };
  });
  return { tz, from: days[0], to: today, days: list };
}

/**
 * Each to-do's count: its work queue's (mocks/work.ts), the rows its list page shows under its filter, for the pages
 * the caller may open (a queue of requests leaves out the caller's own).
 */
export function todos(session: Session): DashboardTodos {
  return {
    items: queueSummaries(session.admin).map(({ key, page, query, count }) => ({
      key: key as DashboardTodoKey,
      page,
      query,
      count,
    })),
  };
}

/**
 * The channel an order went through: its merchant's first channel config by priority (as the seed's channel
 * pushes say); the orders themselves do not carry one.
 */
function channelOf(): (custId: string) => string {
  const first = new Map<string, { channel: string; priority: number }>();
  for (const c of db.channelConfig) {
    const seen = first.get(c.cust_id);
    if (!seen || c.priority < seen.priority) first.set(c.cust_id, { channel: c.channel, priority: c.priority });
  }
  return (custId) => first.get(custId)?.channel ?? NO_CHANNEL;
}

/** a/b against c/d exactly, for b, d > 0. */
const compareRatio = (a: number, b: number, c: number, d: number) => Math.sign(a * d - c * b);

/** The ranking order: the metric, highest first; ties by more orders, then by key. */
function ranked(rows: Map<string, { name: string; tally: Tally }>, by: RankBy, currency: string): RankRow[] {
  const metric = (x: Tally, y: Tally): number => {
    if (by === 'volume') {
      const [a, b] = [x.volume.minor(currency), y.volume.minor(currency)];
      return a > b ? -1 : a < b ? 1 : 0;
    }
    if (by === 'success_rate') return -compareRatio(x.successful, x.orders, y.successful, y.orders);
    return y.orders - x.orders;
  };
  return [...rows.entries()]
    .sort(([ka, a], [kb, b]) => metric(a.tally, b.tally) || b.tally.orders - a.tally.orders || (ka < kb ? -1 : 1))
    .map(([key, { name, tally }], i) => ({
      rank: i + 1,
      key,
      name,
      orders: tally.orders,
      successful: tally.successful,
      volume: tally.volume.list(),
    }));
}

/** Merchants and channels with orders created in the period (whole days in the zone), ranked. */
export function overview(
  fmt: Intl.DateTimeFormat,
  q: { tz: string; from: string; to: string; rankBy: RankBy; currency: string | null },
): DashboardOverview {
  const channel = channelOf();
  const merchants = new Map<string, { name: string; tally: Tally }>();
  const channels = new Map<string, { name: string; tally: Tally }>();
  const total = new Tally();
  for (const o of orders()) {
    const day = localDay(fmt, o.created_at);
    if (day < q.from || day > q.to) continue;
    total.add(o);
    const m = merchants.get(o.cust_id) ?? { name: o.merchant_name, tally: new Tally() };
    m.tally.add(o);
    merchants.set(o.cust_id, m);
    const code = channel(o.cust_id);
    const c = channels.get(code) ?? { name: code, tally: new Tally() };
    c.tally.add(o);
    channels.set(code, c);
  }
  const currencies = total.volume.byUse();
  const currency = q.currency ?? (q.rankBy === 'volume' ? (currencies[0] ?? null) : null);
  return {
    tz: q.tz,
    from: q.from,
    to: q.to,
    rank_by: q.rankBy,
    currency,
    currencies,
    totals: { orders: total.orders, successful: total.successful, volume: total.volume.list() },
    merchants: ranked(merchants, q.rankBy, currency ?? ''),
    channels: ranked(channels, q.rankBy, currency ?? ''),
  };
}

const CURRENCY = /^[A-Z]{3}$/;

/** The fake backend's dashboard calls (src/services/paths.ts). */
export const dashboardHandlers: HttpHandler[] = [
  http.get(
    '*' + DASHBOARD_PATHS.summary,
    guarded({ permission: '/Home' }, ({ request, session }) => {
      const zone = readZone(new URL(request.url).searchParams, session);
      return zone instanceof Response ? zone : session.reply(summary(zone.fmt, zone.tz));
    }),
  ),
  http.get(
    '*' + DASHBOARD_PATHS.trend,
    guarded({ permission: '/Home' }, ({ request, session }) => {
      const zone = readZone(new URL(request.url).searchParams, session);
      return zone instanceof Response ? zone : session.reply(trend(zone.fmt, zone.tz));
    }),
  ),
  http.get(
    '*' + DASHBOARD_PATHS.todos,
    guarded({ permission: '/Home' }, ({ session }) => session.reply(todos(session))),
  ),
  http.get(
    '*' + DASHBOARD_PATHS.overview,
    guarded({ permission: '/Home/overview' }, ({ request, session }) => {
      const params = new URL(request.url).searchParams;
      const zone = readZone(params, session);
      if (zone instanceof Response) return zone;
      const from = params.get('from')?.trim() ?? '';
      const to = params.get('to')?.trim() ?? '';
      if (!isDay(from)) return session.invalid('from');
      if (!isDay(to) || to < from || daysBetween(from, to) >= MAX_PERIOD_DAYS) return session.invalid('to');
      const rankBy = (params.get('rank_by')?.trim() || 'volume') as RankBy;
      if (!RANK_BY.includes(rankBy)) return session.invalid('rank_by');
      const currency = params.get('currency')?.trim().toUpperCase() || null;
      if (currency !== null && !CURRENCY.test(currency)) return session.invalid('currency');
      return session.reply(overview(zone.fmt, { tz: zone.tz, from, to, rankBy, currency }));
    }),
  ),
];
