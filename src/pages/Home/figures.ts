import { fromMinor, pow10, toMinor } from '@/console/money';
import type { Volume } from '@/services/dashboard';

/** Which way a figure moved since yesterday. */
export type Direction = 'up' | 'down' | 'flat';

/**
 * num / den × 100, rounded half away from zero to `places` decimals, computed on integers (no float ever sees the
 * counts or amounts): 1/3 → "33.33", 2/3 → "66.67", -1/8 → "-12.50". Undefined when den is 0.
 */
export function percentOf(num: bigint, den: bigint, places = 2): string | undefined {
  if (den === 0n) return undefined;
  const negative = num < 0n !== den < 0n && num !== 0n;
  const [n, d] = [num < 0n ? -num : num, den < 0n ? -den : den];
  const scale = pow10(places);
  const scaled = (n * 100n * scale * 2n + d) / (2n * d);
  const digits = scaled.toString().padStart(places + 1, '0');
  const text = places ? `${digits.slice(0, -places)}.${digits.slice(-places)}` : digits;
  return negative && scaled !== 0n ? `-${text}` : text;
}

/** A rate as a percentage for display ("97.50"), undefined when there is nothing to divide by. */
export const ratePercent = (num: number, den: number, places = 2) => percentOf(BigInt(num), BigInt(den), places);

export interface Change {
  direction: Direction;
  /** The difference, signed ("+3", "-0.10" for money, "+1.25" percentage points for rates), unformatted. */
  diff: string;
  /** The relative change in percent ("+12.50"); undefined when yesterday was 0. */
  relative?: string;
}

const signed = (text: string, positive: boolean) => (positive ? `+${text}` : text);
const directionOf = (d: bigint): Direction => (d > 0n ? 'up' : d < 0n ? 'down' : 'flat');

/** A count today against yesterday. */
export function countChange(today: number, yesterday: number): Change {
  const d = BigInt(today) - BigInt(yesterday);
  const relative = percentOf(d, BigInt(yesterday));
  return {
    direction: directionOf(d),
    diff: signed(d.toString(), d > 0n),
    relative: relative && signed(relative, d > 0n),
  };
}

/** An amount of one currency today against yesterday, exact in minor units. */
export function moneyChange(today: string, yesterday: string, currency: string): Change {
  const [t, y] = [toMinor(today, currency) ?? 0n, toMinor(yesterday, currency) ?? 0n];
  const d = t - y;
  const relative = percentOf(d, y);
  return {
    direction: directionOf(d),
    diff: signed(fromMinor(d, currency), d > 0n),
    relative: relative && signed(relative, d > 0n),
  };
}

/**
 * A rate today (a/b) against yesterday (c/d), in percentage points: (a·d − c·b) / (b·d) × 100, exact; undefined
 * when either day has nothing to divide by.
 */
export function rateChange(a: number, b: number, c: number, d: number): Change | undefined {
  if (b === 0 || d === 0) return undefined;
  const num = BigInt(a) * BigInt(d) - BigInt(c) * BigInt(b);
  const points = percentOf(num, BigInt(b) * BigInt(d)) as string;
  return { direction: directionOf(num), diff: signed(points, num > 0n) };
}

/** The amount of one currency in a list of volumes ("0" in its minor units when absent). */
export const volumeIn = (volumes: readonly Volume[], currency: string): string =>
  volumes.find((v) => v.currency === currency)?.amount ?? fromMinor(0n, currency);

/** Every currency of two days' volumes, sorted. */
export const currenciesOf = (...lists: (readonly Volume[])[]): string[] =>
  [...new Set(lists.flatMap((l) => l.map((v) => v.currency)))].sort();
