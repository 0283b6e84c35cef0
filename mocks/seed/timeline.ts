import { MERCHANT_SEED_DATE } from './merchants';

const MINUTE = 60_000;
/** The latest moment a seeded event may have: a minute before the seed's world ends (mocks/shift.ts moves it to now). */
export const LAST_EVENT = MERCHANT_SEED_DATE - MINUTE;

/**
 * A record's timeline (its first moment, then the later ones) made to end by LAST_EVENT: moved earlier as a whole,
 * as far as `earliest` allows (a record is not older than its merchant), then, if it still runs past the end, its
 * steps shortened in proportion. Order and the first moment's lead are kept, so a refund stays after its payment.
 */
export function fitTimeline(times: readonly number[], earliest: number): number[] {
  const last = Math.max(...times);
  if (last <= LAST_EVENT) return [...times];
  const back = Math.min(last - LAST_EVENT, Math.max(0, times[0] - earliest));
  const moved = times.map((t) => t - back);
  const start = moved[0];
  const span = last - back - start;
  if (span <= 0 || last - back <= LAST_EVENT) return moved;
  const scale = (LAST_EVENT - start) / span;
  return moved.map((t) => start + Math.floor((t - start) * scale));
}

/** `from` plus `gap`, or, where that lies past LAST_EVENT, plus the same share of the time that is left. */
export function laterBy(from: number, gap: number, longest: number): number {
  return from + gap <= LAST_EVENT ? from + gap : from + Math.max(0, Math.floor(((LAST_EVENT - from) * gap) / longest));
}

/**
 * `at`, drawn between `lo` and `hi`, where it is not before `since` (when the record's parent came to be: its
 * merchant registered, its shop or channel was made); drawn before it, the same share of the way from `since` to `hi`.
 * A date possible as drawn stays as it was, and no draw is added, so the rest of the seed does not move.
 */
export function notBefore(at: number, since: number, lo: number, hi: number): number {
  if (at >= since) return at;
  return since + Math.floor(Math.max(0, (at - lo) / (since - lo)) * Math.max(0, hi - since));
}
