/**
 * The arithmetic of the console's SVG charts: value scales with "nice" ticks, an estimate of a label's width, and
 * how many axis labels to skip so that they do not collide. Display only: the plotted values are numbers, the texts
 * the charts show (axes, tooltips) are the callers', already in the locale's digits.
 */

/** A linear map from the domain [d0, d1] onto the range [r0, r1]. */
export function linear([d0, d1]: [number, number], [r0, r1]: [number, number]): (v: number) => number {
  const span = d1 - d0 || 1;
  return (v) => r0 + ((v - d0) / span) * (r1 - r0);
}

/** A step of 1, 2 or 5 times a power of ten that cuts `span` into about `count` parts. */
export function niceStep(span: number, count: number): number {
  const raw = Math.abs(span) / Math.max(1, count);
  if (!Number.isFinite(raw) || raw === 0) return 1;
  const power = 10 ** Math.floor(Math.log10(raw));
  const f = raw / power;
  return (f <= 1 ? 1 : f <= 2 ? 2 : f <= 5 ? 5 : 10) * power;
}

/** The decimals a multiple of `step` needs (0.05: 2), to round away the float noise of 0.1 + 0.2. */
function decimalsOf(step: number): number {
  return Math.max(0, -Math.floor(Math.log10(step) + 1e-9));
}

export interface Ticks {
  /** The axis's extent: the data's, widened to whole steps (or the fixed domain given). */
  domain: [number, number];
  /** The values labelled on the axis, from the lowest up. */
  ticks: number[];
}

/**
 * About `count` ticks at round values (multiples of 1, 2 or 5 × 10ⁿ) covering [min, max]; the domain is widened to the
 * ticks at either end. One value alone gets a little room either side, so that it is drawn mid-height.
 */
export function niceTicks(min: number, max: number, count = 5): Ticks {
  let [lo, hi] = Number.isFinite(min) && Number.isFinite(max) ? [Math.min(min, max), Math.max(min, max)] : [0, 1];
  if (lo === hi) {
    const pad = lo === 0 ? 1 : Math.abs(lo) * 0.05;
    [lo, hi] = [lo - pad, hi + pad];
  }
  const step = niceStep(hi - lo, count);
  const places = decimalsOf(step);
  const round = (v: number) => Number(v.toFixed(places));
  // Division is not exact (0.3 / 0.1 is 2.9999999999999996): the end ticks are checked against the data, rounded.
  let first = round(Math.floor(lo / step) * step);
  if (round(first + step) <= lo) first = round(first + step);
  let last = round(Math.ceil(hi / step) * step);
  if (round(last - step) >= hi) last = round(last - step);
  const ticks: number[] = [];
  for (let i = 0; first + i * step <= last + step / 2; i++) ticks.push(round(first + i * step));
  return { domain: [first, last], ticks };
}

/** Ticks inside a fixed domain (a rate's 0 to 100): the domain stays as given. */
export function fixedTicks([lo, hi]: [number, number], count = 5): Ticks {
  const step = niceStep(hi - lo, count);
  const places = decimalsOf(step);
  const ticks: number[] = [];
  for (let v = Math.ceil(lo / step - 1e-9) * step; v <= hi + step / 1e6; v += step)
    ticks.push(Number(v.toFixed(places)));
  return { domain: [lo, hi], ticks };
}

/** Marks that take no room: the bidi marks Intl puts around Arabic figures and days. */
const ZERO_WIDTH = /[\u061c\u200b-\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * About how wide `text` is drawn at `fontSize` px, without measuring (no canvas, nor a layout in tests): Latin and
 * Arabic-Indic digits about 0.6 em, the CJK scripts a whole em. Generous rather than short, for margins and spacing.
 */
export function textWidth(text: string, fontSize = 12): number {
  let em = 0;
  for (const ch of text.replace(ZERO_WIDTH, ''))
    em += ch.codePointAt(0)! >= 0x2e80 && !/\p{Script=Arabic}/u.test(ch) ? 1 : 0.62;
  return Math.ceil(em * fontSize);
}

/**
 * Which labels of a category axis to show: every `n`th, from the first, with `n` the smallest that keeps the widest
 * label plus `gap` px within the room `n` slots of `slot` px give it (G2's labelAutoHide did the same by hiding).
 */
export function labelEvery(labels: string[], slot: number, { fontSize = 12, gap = 8 } = {}): number {
  if (!labels.length || slot <= 0) return 1;
  const widest = Math.max(...labels.map((l) => textWidth(l, fontSize)));
  return Math.max(1, Math.ceil((widest + gap) / slot));
}
