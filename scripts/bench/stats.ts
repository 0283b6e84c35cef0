export interface Summary {
  median: number;
  min: number;
  max: number;
  /** How many values it is made of. */
  n: number;
}

export function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

/** Median, min and max of the values that were measured (null: not measured in that run). */
export function summarize(values: (number | null | undefined)[]): Summary | null {
  const v = values.filter((x): x is number => typeof x === 'number' && Number.isFinite(x));
  if (!v.length) return null;
  return { median: median(v), min: Math.min(...v), max: Math.max(...v), n: v.length };
}
