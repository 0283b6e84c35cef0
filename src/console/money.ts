import { formatDecimal } from './numbers';

/**
 * Money is never a float: amounts travel as decimal strings and are formatted by string arithmetic with the
 * currency's ISO 4217 minor units.
 */
// prettier-ignore
const MINOR_UNITS: Record<string, number> = {
  BHD: 3, BIF: 0, CLF: 4, CLP: 0, DJF: 0, GNF: 0, IQD: 3, ISK: 0, JOD: 3, JPY: 0, KMF: 0, KRW: 0, KWD: 3, LYD: 3,
  OMR: 3, PYG: 0, RWF: 0, TND: 3, UGX: 0, UYI: 0, UYW: 4, VND: 0, VUV: 0, XAF: 0, XOF: 0, XPF: 0,
};

export const minorUnits = (currency: string): number => MINOR_UNITS[currency.toUpperCase()] ?? 2;

/** 10^n as a BigInt. Not `10n ** BigInt(n)`: the build lowers `**` to Math.pow, which throws on BigInt. */
export const pow10 = (n: number): bigint => BigInt(`1${'0'.repeat(Math.max(0, n))}`);

/**
 * "1234567.5" in USD → "1,234,567.50" (en-US), "١٬٢٣٤٬٥٦٧٫٥٠" (ar-EG): rounds half away from zero on string digits,
 * then writes the whole value in the locale's one digit system (src/console/numbers.ts). A "+" given is kept (a change).
 */
export function formatAmount(amount: string, currency: string, locale = 'en-US'): string {
  const m = /^([-+])?(\d+)(?:\.(\d+))?$/.exec(amount.trim());
  if (!m) return amount;
  const [, sign = '', int, frac = ''] = m;
  const units = minorUnits(currency);
  let digits = (int + frac.padEnd(units, '0').slice(0, units)).replace(/^0+(?=\d)/, '');
  if (frac.length > units && Number(frac[units]) >= 5) digits = (BigInt(digits) + 1n).toString();
  const whole = units ? digits.slice(0, -units) || '0' : digits;
  const part = units ? digits.slice(-units).padStart(units, '0') : '';
  const zero = /^0*$/.test(whole + part);
  // The whole value in the locale's digits and separators (never Arabic-Indic integers before a Latin fraction).
  return formatDecimal(`${sign && !zero ? sign : ''}${whole}${units ? `.${part}` : ''}`, locale);
}

/**
 * A decimal string as an exact count of the currency's minor units ("12.5" USD → 1250n); undefined when it is not
 * a plain decimal or has more decimals than the currency has (0.001 USD, 1.5 JPY).
 */
export function toMinor(amount: string, currency: string): bigint | undefined {
  const m = /^(-)?(\d+)(?:\.(\d+))?$/.exec(amount.trim());
  if (!m) return undefined;
  const [, sign = '', int, frac = ''] = m;
  const units = minorUnits(currency);
  if (frac.length > units) return undefined;
  const minor = BigInt(int + frac.padEnd(units, '0'));
  return sign ? -minor : minor;
}

/** Minor units back to the decimal string the server speaks (1250n USD → "12.50", 1250n JPY → "1250"). */
export function fromMinor(minor: bigint, currency: string): string {
  const units = minorUnits(currency);
  const sign = minor < 0n ? '-' : '';
  const digits = (minor < 0n ? -minor : minor).toString().padStart(units + 1, '0');
  return units ? `${sign}${digits.slice(0, -units)}.${digits.slice(-units)}` : `${sign}${digits}`;
}

/** Compares two decimal strings exactly (no floats): -1, 0 or 1. */
export function compareDecimal(a: string, b: string): number {
  const places = (v: string) => v.split('.')[1]?.length ?? 0;
  const most = Math.max(places(a), places(b));
  const scaled = (v: string) => {
    const negative = v.startsWith('-');
    const [int, frac = ''] = v.replace(/^-/, '').split('.');
    const n = BigInt(int + frac.padEnd(most, '0'));
    return negative ? -n : n;
  };
  const [x, y] = [scaled(a), scaled(b)];
  return x < y ? -1 : x > y ? 1 : 0;
}
