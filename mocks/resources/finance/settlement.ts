import { fromMinor, toMinor } from '../../../src/console/money';
import { touched } from '../../crud/actions';
import { csvOf } from '../../crud/csv';
import type { Row } from '../../crud/query';
import { now } from '../../db';
import { mulberry32 } from '../../seed/random';
import type { Fake } from '../fake';
import { seedSettlements } from '../../seed/finance';
import type { Rows } from '../../../src/resources';

/** The figures of a batch and the sign each takes in its net. */
export const FIGURES = [
  ['gross', 1n],
  ['fees', -1n],
  ['refunds', -1n],
  ['chargebacks', -1n],
  ['reserve_held', -1n],
  ['reserve_released', 1n],
] as const;

export type Figure = (typeof FIGURES)[number][0];

/** A figure of the row in minor units of its currency; undefined when it is not an amount of that currency. */
const minorOf = (row: Row, field: string): bigint | undefined =>
  typeof row[field] === 'string' && typeof row.currency === 'string' ? toMinor(row[field], row.currency) : undefined;

/**
 * net = gross − fees − refunds − chargebacks − reserve held + reserve released, exactly (BigInt minor units of the
 * batch's currency); null when a figure is not an amount of it.
 */
export function settlementNet(row: Row): string | null {
  let net = 0n;
  for (const [field, sign] of FIGURES) {
    const minor = minorOf(row, field);
    if (minor === undefined) return null;
    net += sign * minor;
  }
  return fromMinor(net, String(row.currency));
}

/** One line of a statement: a day's movement of one kind, signed as it counts in the net. */
export interface StatementLine {
  date: string;
  type: Figure;
  description: string;
  /** Minor units, signed. */
  amount: bigint;
}

const DESCRIPTIONS: Record<Figure, string> = {
  gross: 'Sales captured',
  fees: 'Processing fees',
  refunds: 'Refunds',
  chargebacks: 'Chargebacks',
  reserve_held: 'Rolling reserve held',
  reserve_released: 'Rolling reserve released',
};

const DAY = 86_400_000;

/** FNV-1a of a text: the seed of a batch's own day-by-day split, so a statement reads the same every time. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** The UTC days of the period, `YYYY-MM-DD`, at least one. */
function periodDays(row: Row): string[] {
  const start = Date.parse(String(row.period_start));
  const end = Date.parse(String(row.period_end));
  if (!Number.isFinite(start)) return [new Date(now()).toISOString().slice(0, 10)];
  const first = start - (start % DAY);
  const days: string[] = [];
  for (let t = first; days.length === 0 || (Number.isFinite(end) && t <= end && days.length < 366); t += DAY)
    days.push(new Date(t).toISOString().slice(0, 10));
  return days;
}

/** `total` cut into parts by integer weights, exactly: the remainder goes to the last weighted part. */
function split(total: bigint, weights: number[]): bigint[] {
  const w = weights.some((x) => x > 0) ? weights : weights.map((_, i) => (i === weights.length - 1 ? 1 : 0));
  const sum = BigInt(w.reduce((a, b) => a + b, 0));
  const parts = w.map((x) => (total * BigInt(x)) / sum);
  const last = w.findLastIndex((x) => x > 0);
  parts[last] += total - parts.reduce((a, b) => a + b, 0n);
  return parts;
}

/**
 * The batch's lines, day by day: sales, fees and reserve held follow each day's volume; refunds and chargebacks
 * fall on some days; the reserve released is paid in on the first day. Each kind adds up exactly to its figure, so
 * all the signed lines add up to the net.
 */
export function statementLines(row: Row): StatementLine[] {
  const days = periodDays(row);
  const rand = mulberry32(hash(String(row.batch_no)));
  const volume = days.map(() => 50 + Math.floor(rand() * 100));
  const sparse = (chance: number) => days.map(() => (rand() < chance ? 1 + Math.floor(rand() * 100) : 0));
  const weights: Record<Figure, number[]> = {
    gross: volume,
    fees: volume,
    reserve_held: volume,
    refunds: sparse(0.35),
    chargebacks: sparse(0.12),
    reserve_released: days.map((_, i) => (i === 0 ? 1 : 0)),
  };
  const parts = Object.fromEntries(
    FIGURES.map(([field, sign]) => [field, split(sign * (minorOf(row, field) ?? 0n), weights[field])]),
  ) as Record<Figure, bigint[]>;
  const lines: StatementLine[] = [];
  days.forEach((date, i) => {
    for (const [field] of FIGURES)
      if (parts[field][i] !== 0n)
        lines.push({ date, type: field, description: DESCRIPTIONS[field], amount: parts[field][i] });
  });
  return lines;
}

/**
 * The statement as a CSV file: the batch, then its lines (signed amounts), then its totals (the batch's figures and
 * its net). Cells are neutralised against formulas (a merchant name starting with `=`).
 */
export function statementCsv(row: Row): string {
  const currency = String(row.currency);
  const lines = statementLines(row);
  return csvOf([
    ['batch_no', 'cust_id', 'merchant_name', 'period_start', 'period_end', 'currency', 'status'],
    [row.batch_no, row.cust_id, row.merchant_name, row.period_start, row.period_end, currency, row.status],
    [],
    ['date', 'type', 'description', 'amount'],
    ...lines.map((l) => [l.date, l.type, l.description, fromMinor(l.amount, currency)]),
    [],
    ['total', 'amount'],
    ...FIGURES.map(([field]) => [field, row[field]]),
    ['net', settlementNet(row)],
  ]);
}

/**
 * Settlement batches: net computed on every read; settle stamps when it was paid, mark failed keeps the reason; the
 * statement is built from the batch itself (mocks/seed/finance.ts seeds the table).
 */
const settlement: Fake<Rows['settlement']> = {
  seed: ({ merchant, order }) => seedSettlements(merchant, order),
  computed: (row) => ({ net: settlementNet(row) }),
  controls: { settle: (row) => ({ amount: String(row.net), currency: String(row.currency) }) },
  actions: {
    settle: (_row, _input, by) => ({ changes: { settled_at: new Date(now()).toISOString(), ...touched(by) } }),
    fail: (_row, { reason }, by) => ({ changes: { status_reason: reason ?? null, ...touched(by) } }),
  },
  downloads: {
    statement: (row) => ({
      body: statementCsv(row),
      type: 'text/csv; charset=utf-8',
      name: `statement-${String(row.batch_no)}.csv`,
    }),
  },
};

export default settlement;
