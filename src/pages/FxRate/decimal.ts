/**
 * Exact arithmetic on rates (decimal strings), for what the page shows: the change on the previous rate. Rates are
 * never turned into floats here; the chart alone plots them as numbers.
 */
const DECIMAL = /^(-)?(\d+)(?:\.(\d+))?$/;

const places = (v: string) => DECIMAL.exec(v)?.[3]?.length ?? 0;

function scaled(v: string, scale: number): bigint {
  const m = DECIMAL.exec(v.trim());
  if (!m) throw new Error(`not a decimal: ${v}`);
  const [, sign, int, frac = ''] = m;
  const n = BigInt(int + frac.padEnd(scale, '0'));
  return sign ? -n : n;
}

function format(n: bigint, scale: number): string {
  const negative = n < 0n;
  const digits = (negative ? -n : n).toString().padStart(scale + 1, '0');
  const text = scale ? `${digits.slice(0, -scale)}.${digits.slice(-scale)}` : digits;
  return negative ? `-${text}` : text;
}

/** a − b exactly, with the decimals of the longer one, signed ("+0.00120", "-1.5", "0.000"). */
export function decimalChange(a: string, b: string): string {
  const scale = Math.max(places(a), places(b));
  const diff = scaled(a, scale) - scaled(b, scale);
  const text = format(diff, scale);
  return diff > 0n ? `+${text}` : text;
}

/** Whether a text is a plain decimal ("1.08512", "-3"). */
export const isDecimal = (v: unknown): v is string => typeof v === 'string' && DECIMAL.test(v.trim());
