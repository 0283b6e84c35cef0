/**
 * Moving a whole world of records in time: every ISO date-time (`2026-10-31T08:30:00.000Z`) by `ms`, every calendar
 * date (`2026-10-31`) by the same number of whole days. The seed holds no other kind of date (no epoch numbers, no
 * local date-times), so the move keeps every interval, order and countdown between its records.
 */
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?Z$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DAY = 86_400_000;

function moveString(s: string, ms: number, days: number): string {
  if (DATE_TIME.test(s)) {
    const at = Date.parse(s);
    return Number.isNaN(at) ? s : new Date(at + ms).toISOString();
  }
  if (DATE.test(s)) {
    const at = Date.parse(`${s}T00:00:00Z`);
    return Number.isNaN(at) ? s : new Date(at + days * DAY).toISOString().slice(0, 10);
  }
  return s;
}

/** A copy of `value` with its dates moved by `ms` milliseconds (calendar dates by `ms` rounded down to days). */
export function shiftDates<T>(value: T, ms: number): T {
  const days = Math.floor(ms / DAY);
  const move = (v: unknown): unknown => {
    if (typeof v === 'string') return moveString(v, ms, days);
    if (Array.isArray(v)) return v.map(move);
    if (v && typeof v === 'object') {
      const out: Record<string, unknown> = {};
      for (const [k, x] of Object.entries(v)) out[k] = move(x);
      return out;
    }
    return v;
  };
  return move(value) as T;
}
