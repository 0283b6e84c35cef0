import { minorUnits } from '../../src/console/money';
import { LOCAL_CURRENCY } from './channelConfigs';
import { MERCHANT_SEED_DATE } from './merchants';
import { mulberry32, pick, type Rand, weighted } from './random';
import type { Rows } from '../../src/resources';

const DAY = 86_400_000;
const HOUR = 3_600_000;
const second = (ms: number) => Math.floor(ms / 1000) * 1000;
const iso = (ms: number) => new Date(second(ms)).toISOString();

const RISK_OFFICERS = ['admin@payops.test', 'risk@payops.test', 'compliance@payops.test', 'li.wei@payops.test'];

// Roughly how many units of the currency make one US dollar, for limits that read as round local figures.
const SCALE: Record<string, number> = {
  USD: 1,
  EUR: 1,
  GBP: 1,
  SGD: 1,
  CAD: 1,
  AUD: 1,
  HKD: 8,
  CNY: 7,
  AED: 4,
  MYR: 4,
  BRL: 5,
  INR: 80,
  JPY: 150,
  KRW: 1300,
};

/** A whole amount as the currency writes it: "5000.00", or "750000" for a currency without minor units. */
const amount = (whole: number, currency: string) =>
  minorUnits(currency) ? `${whole}.${'0'.repeat(minorUnits(currency))}` : String(whole);

/** Cross-border sellers from CN and HK mostly settle in US dollars; the others in their own currency. */
function settlementCurrency(rand: Rand, m: Rows['merchant']): string {
  const local = LOCAL_CURRENCY[m.country] ?? 'USD';
  return (m.country === 'CN' || m.country === 'HK') && rand() < 0.7 ? 'USD' : local;
}

const BY_LEVEL = {
  1: { reserve: ['0.00', '5.00', '5.00', '7.50'], days: [90, 90, 120], single: [5000, 10000, 20000], daily: [20, 50] },
  2: { reserve: ['10.00', '10.00', '12.50'], days: [120, 180], single: [2000, 5000], daily: [10, 20] },
  3: { reserve: ['15.00', '20.00', '25.00'], days: [180, 180, 270], single: [500, 1000], daily: [5, 10] },
} as const;

/** Settings of every merchant that passed review; frozen merchants are high risk. */
export function seedMerchantRisk(merchants: readonly Rows['merchant'][]): Rows['merchantRisk'][] {
  const rand = mulberry32(0x715c_2026);
  return merchants
    .filter((m) => m.status === 1 || m.status === 3)
    .map((m) => {
      const level =
        m.status === 3
          ? 3
          : weighted(rand, [
              [1, 60],
              [2, 30],
              [3, 10],
            ] as const);
      const plan = BY_LEVEL[level];
      const currency = settlementCurrency(rand, m);
      const scale = SCALE[currency] ?? 1;
      const single = pick(rand, plan.single) * scale;
      const since = Date.parse(m.reviewed_at ?? m.registered_at);
      return {
        cust_id: m.cust_id,
        merchant_name: m.name,
        currency,
        reserve_percent: pick(rand, plan.reserve),
        reserve_days: pick(rand, plan.days),
        single_limit: amount(single, currency),
        daily_limit: amount(single * pick(rand, plan.daily), currency),
        risk_level: level,
        updated_by: pick(rand, RISK_OFFICERS),
        updated_at: iso(Math.min(MERCHANT_SEED_DATE - 1000, since + HOUR * (1 + rand() * 24 * 20))),
      };
    });
}

const pct = (n: number) => n.toFixed(2);

/** Per alert type: the metric's range and the sentence that reports it. */
const KINDS: Record<number, { range: [number, number]; text: (v: string) => string }> = {
  1: { range: [0.9, 3.5], text: (v) => `Fraud rate ${v}% over the last 7 days (threshold 0.90%)` },
  2: { range: [0.75, 2.5], text: (v) => `Dispute ratio ${v}% over the last 30 days (threshold 0.75%)` },
  3: { range: [150, 900], text: (v) => `Daily volume up ${v}% against the 30-day average` },
  4: { range: [-95, -40], text: (v) => `Daily volume down ${v.replace('-', '')}% against the 30-day average` },
  5: { range: [35, 69], text: (v) => `Authorization rate ${v}% over the last 24 hours (threshold 70.00%)` },
};

const NOTES = [
  'Merchant confirmed a seasonal campaign',
  'Checked with the acquirer, no action needed',
  'Reserve raised, monitoring for two weeks',
  'Known issue at the issuer, rate recovered',
  'Chargeback evidence requested from the merchant',
] as const;

export const RISK_ALERT_COUNT = 160;

/**
 * Alerts of the last 60 days on approved merchants (the riskier ones more often), newest open, older ones mostly
 * acknowledged; ids follow the time they were raised.
 */
export function seedRiskAlerts(merchants: readonly Rows['merchant'][]): Rows['riskAlert'][] {
  const rand = mulberry32(0xa1e7_2026);
  const approved = merchants.filter((m) => m.status === 1 || m.status === 3);
  const pool = approved.map((m) => [m, m.status === 3 ? 6 : 1] as const);
  const rows = Array.from({ length: RISK_ALERT_COUNT }, (): Omit<Rows['riskAlert'], 'alert_id'> => {
    const m = weighted(rand, pool);
    const type = weighted(rand, [
      [1, 25],
      [2, 30],
      [3, 20],
      [4, 15],
      [5, 10],
    ] as const);
    const kind = KINDS[type];
    const value = pct(kind.range[0] + rand() * (kind.range[1] - kind.range[0]));
    const since = Date.parse(m.reviewed_at ?? m.registered_at);
    const from = Math.max(since, MERCHANT_SEED_DATE - 60 * DAY);
    const raised = second(from + rand() * (MERCHANT_SEED_DATE - 1000 - from));
    const age = MERCHANT_SEED_DATE - raised;
    const acknowledged = rand() < (age > 7 * DAY ? 0.8 : 0.25);
    const ackAt = acknowledged ? Math.min(MERCHANT_SEED_DATE - 1000, raised + HOUR * (1 + rand() * 47)) : null;
    return {
      cust_id: m.cust_id,
      merchant_name: m.name,
      type,
      detail: kind.text(value),
      metric_value: value,
      raised_at: iso(raised),
      status: acknowledged ? 1 : 0,
      acknowledged_by: acknowledged ? pick(rand, RISK_OFFICERS) : null,
      acknowledged_at: ackAt === null ? null : iso(ackAt),
      note: acknowledged && rand() < 0.7 ? pick(rand, NOTES) : null,
    };
  });
  return rows
    .sort((a, b) => (a.raised_at < b.raised_at ? -1 : a.raised_at > b.raised_at ? 1 : 0))
    .map((row, i) => ({ alert_id: `RA${500001 + i}`, ...row }));
}
