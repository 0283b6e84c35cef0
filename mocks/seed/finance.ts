/**
 * Seed of the finance pages: settlement batches (src/resources/finance/settlement.ts). Every approved merchant is
 * settled weekly (Monday-Sunday) or monthly, in its settlement currency (the one of its risk settings) and, for
 * merchants that also sell in another currency, in that one too. The figures are exact decimal strings in the
 * batch's currency, made in BigInt minor units; `net` is not stored: the fake backend computes it on every read
 * (mocks/resources/finance/settlement.ts).
 */
import { fromMinor, minorUnits } from '../../src/console/money';
import type { Rows } from '../../src/resources';
import { MERCHANT_SEED_DATE } from './merchants';
import { seedMerchantRisk } from './merchantRisk';
import { mulberry32, pick, type Rand, weighted } from './random';

const DAY = 86_400_000;
const HOUR = 3_600_000;
const iso = (ms: number) => new Date(Math.floor(ms / 1000) * 1000).toISOString();

/** How many weekly and monthly periods back from the seed's "today" each merchant has batches for. */
export const WEEKS_BACK = 8;
export const MONTHS_BACK = 3;

// Roughly how many units of the currency make one US dollar, so volumes read as local figures.
const SCALE: Record<string, number> = {
  USD: 1,
  EUR: 0.92,
  GBP: 0.79,
  SGD: 1.35,
  CAD: 1.37,
  AUD: 1.52,
  HKD: 7.8,
  CNY: 7.2,
  AED: 3.67,
  MYR: 4.7,
  BRL: 5.1,
  INR: 83,
  JPY: 150,
  KRW: 1350,
  KWD: 0.307,
};

const OPERATORS = ['admin@payops.test', 'finance@payops.test', 'li.wei@payops.test'];

const FAILURES = [
  'Beneficiary bank rejected the transfer: account closed',
  'Beneficiary name does not match the account holder',
  'Payout held: bank details under review',
  'SWIFT return: invalid IBAN',
];

/** round(amount × bps / 10 000), half up, on minor units (never a float). */
const share = (amount: bigint, bps: bigint) => (amount * bps + 5_000n) / 10_000n;

/** The periods of a cycle that ended before the seed's "today", oldest first: [start, last second]. */
export function seedPeriods(cycle: 'weekly' | 'monthly'): [number, number][] {
  const today = MERCHANT_SEED_DATE;
  const out: [number, number][] = [];
  if (cycle === 'weekly') {
    // Monday 00:00 UTC of the week holding "today"; the weeks before it are complete.
    const weekday = (new Date(today).getUTCDay() + 6) % 7;
    const thisMonday = today - weekday * DAY;
    for (let k = WEEKS_BACK; k >= 1; k--) {
      const start = thisMonday - k * 7 * DAY;
      out.push([start, start + 7 * DAY - 1000]);
    }
  } else {
    const d = new Date(today);
    for (let k = MONTHS_BACK; k >= 1; k--) {
      const start = Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - k, 1);
      const next = Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - k + 1, 1);
      if (next <= today) out.push([start, next - 1000]);
    }
  }
  return out;
}

/** The currency a merchant sells most in besides its settlement currency (its paid orders), if any. */
function secondCurrency(orders: readonly Rows['order'][], primary: string): string | undefined {
  const counts = new Map<string, number>();
  for (const o of orders)
    if (o.pay_status === 1 && o.currency !== primary) counts.set(o.currency, (counts.get(o.currency) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0]?.[0];
}

/** A volume in US dollars as minor units of the currency (only the seed's random magnitude is a float). */
function volume(usd: number, currency: string): bigint {
  return BigInt(Math.max(1, Math.round(usd * (SCALE[currency] ?? 1) * 10 ** minorUnits(currency))));
}

function figures(rand: Rand, dailyUsd: number, days: number, currency: string, reserveBps: bigint) {
  const gross = volume(dailyUsd * days * (0.6 + rand() * 0.8), currency);
  const fees = share(gross, BigInt(180 + Math.floor(rand() * 210)));
  const refunds = rand() < 0.15 ? 0n : share(gross, BigInt(Math.floor(rand() * 600)));
  const chargebacks = rand() < 0.5 ? 0n : share(gross, BigInt(5 + Math.floor(rand() * 140)));
  const held = share(gross, reserveBps);
  // Released: what was held on an earlier, similar period (the reserve days have passed).
  const released = reserveBps > 0n && rand() < 0.7 ? share(held, BigInt(6_000 + Math.floor(rand() * 8_000))) : 0n;
  return { gross, fees, refunds, chargebacks, held, released };
}

/** Batches for every approved merchant, numbered in the order of their periods. */
export function seedSettlements(
  merchants: readonly Rows['merchant'][],
  orders: readonly Rows['order'][],
): Rows['settlement'][] {
  const rand = mulberry32(0x5e77_1e02);
  const risk = new Map(seedMerchantRisk(merchants).map((r) => [r.cust_id, r]));
  const byMerchant = new Map<string, Rows['order'][]>();
  for (const o of orders) byMerchant.set(o.cust_id, [...(byMerchant.get(o.cust_id) ?? []), o]);

  const rows: Omit<Rows['settlement'], 'batch_no'>[] = [];
  for (const m of merchants.filter((x) => x.status === 1)) {
    const settings = risk.get(m.cust_id);
    const primary = settings?.currency ?? 'USD';
    const second = secondCurrency(byMerchant.get(m.cust_id) ?? [], primary);
    const currencies = second && rand() < 0.6 ? [primary, second] : [primary];
    const cycle = rand() < 0.55 ? 'weekly' : 'monthly';
    const dailyUsd = weighted(rand, [
      [600, 4],
      [2_500, 5],
      [12_000, 3],
      [80_000, 1],
    ] as const);
    const reserveBps = BigInt(Math.round(Number(settings?.reserve_percent ?? '0') * 100));
    const periods = seedPeriods(cycle);
    for (const currency of currencies) {
      // A second currency is a smaller part of the business.
      const part = currency === primary ? 1 : 0.1 + rand() * 0.3;
      periods.forEach(([start, end], i) => {
        const days = Math.round((end + 1000 - start) / DAY);
        const f = figures(rand, dailyUsd * part, days, currency, reserveBps);
        // A period that closes as the seed ends has its batch made then, not hours later.
        const created = Math.min(end + 1000 + (2 + Math.floor(rand() * 6)) * HOUR, MERCHANT_SEED_DATE);
        const latest = i === periods.length - 1;
        // The latest period waits for its payout (a month that just ended always does); older ones are paid, a
        // few failed.
        const status = latest
          ? cycle === 'monthly'
            ? 0
            : weighted(rand, [
                [0, 7],
                [1, 3],
              ] as const)
          : weighted(rand, [
              [1, 92],
              [2, 5],
              [0, 3],
            ] as const);
        const settledAt =
          status === 1 ? created + (1 + Math.floor(rand() * 2)) * DAY + Math.floor(rand() * 8) * HOUR : null;
        const failedAt = status === 2 ? created + DAY + Math.floor(rand() * 10) * HOUR : null;
        const by = status === 0 ? null : pick(rand, OPERATORS);
        // No batch for a period that ended before the merchant registered (drawn all the same: the others stay).
        if (end < Date.parse(m.registered_at)) return;
        rows.push({
          cust_id: m.cust_id,
          merchant_name: m.name,
          cycle,
          period_start: iso(start),
          period_end: iso(end),
          currency,
          gross: fromMinor(f.gross, currency),
          fees: fromMinor(f.fees, currency),
          refunds: fromMinor(f.refunds, currency),
          chargebacks: fromMinor(f.chargebacks, currency),
          reserve_held: fromMinor(f.held, currency),
          reserve_released: fromMinor(f.released, currency),
          status,
          status_reason: status === 2 ? pick(rand, FAILURES) : null,
          settled_at: settledAt === null ? null : iso(settledAt),
          updated_by: by,
          updated_at: iso(settledAt ?? failedAt ?? created),
          created_at: iso(created),
        });
      });
    }
  }
  rows.sort((a, b) => (a.period_start < b.period_start ? -1 : a.period_start > b.period_start ? 1 : 0));
  return rows.map((row, i) => ({ batch_no: `STL${String(i + 1).padStart(6, '0')}`, ...row }));
}
