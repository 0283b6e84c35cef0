import { request } from '@umijs/max';
import { DASHBOARD_PATHS, DASHBOARD_TODOS, todoHref, type DashboardTodoKey } from './paths';

export { DASHBOARD_PATHS, DASHBOARD_TODOS, todoHref };
export type { DashboardTodoKey };

/** An exact amount of one currency, a decimal string in its ISO 4217 minor units. */
export interface Volume {
  currency: string;
  amount: string;
}

/**
 * One calendar day's figures (days in the operator's time zone), of the orders created that day: all of them, the
 * paid ones (payment status 1), and among the paid ones those refunded or being refunded (refund status 1 or 3) and
 * those disputed (dispute status not 0); the paid orders' volume per currency; merchants registered that day.
 * Rates are these counts' ratios: success = successful / orders, refund = refunded / successful,
 * dispute = disputed / successful.
 */
export interface DayFigures {
  date: string;
  orders: number;
  successful: number;
  refunded: number;
  disputed: number;
  new_merchants: number;
  volume: Volume[];
}

export interface DashboardSummary {
  tz: string;
  generated_at: string;
  today: DayFigures;
  yesterday: DayFigures;
}

export interface TrendDay {
  date: string;
  orders: number;
  successful: number;
  volume: Volume[];
}

export interface DashboardTrend {
  tz: string;
  from: string;
  to: string;
  /** Oldest first, one per day, days without orders included. */
  days: TrendDay[];
}

export interface DashboardTodo {
  key: DashboardTodoKey;
  /** The list page and the filter the count is of: the to-do links there. */
  page: string;
  query: Record<string, string>;
  count: number;
}

export interface DashboardTodos {
  /** Only the to-dos whose list page the caller may open. */
  items: DashboardTodo[];
}

export type RankBy = 'volume' | 'orders' | 'success_rate';

export interface RankRow {
  rank: number;
  /** The merchant's cust_id or the channel's code (enum payChannel; `none` for a merchant without channels). */
  key: string;
  name: string;
  orders: number;
  successful: number;
  volume: Volume[];
}

export interface DashboardOverview {
  tz: string;
  from: string;
  to: string;
  rank_by: RankBy;
  /** The currency volumes are ranked in (rank_by volume); null otherwise. */
  currency: string | null;
  /** The currencies paid in during the period, the most paid orders first: the first is the default `currency`. */
  currencies: string[];
  totals: { orders: number; successful: number; volume: Volume[] };
  merchants: RankRow[];
  channels: RankRow[];
}

export interface OverviewQuery {
  from: string;
  to: string;
  rank_by: RankBy;
  currency?: string;
}

/** The operator's time zone: the browser's. Days of the dashboard are calendar days there. */
export const operatorZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** `quiet`: a failure is not shown (a request made ahead of time, asked again by the page if it fails). */
export function fetchSummary(quiet = false) {
  return request<{ result: DashboardSummary }>(DASHBOARD_PATHS.summary, {
    method: 'GET',
    params: { tz: operatorZone() },
    skipErrorHandler: quiet,
  });
}

export function fetchTrend() {
  return request<{ result: DashboardTrend }>(DASHBOARD_PATHS.trend, { method: 'GET', params: { tz: operatorZone() } });
}

export function fetchOverview(query: OverviewQuery) {
  return request<{ result: DashboardOverview }>(DASHBOARD_PATHS.overview, {
    method: 'GET',
    params: { ...query, tz: operatorZone() },
  });
}
