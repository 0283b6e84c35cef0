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

/** "1234567.5" in USD → "1,234,567.50"; rounds half away from zero on string digits. */
export function formatAmount(amount: string, currency: string, locale = 'en-US'): string {
  const m = /^(-)?(\d+)(?:\.(\d+))?$/.exec(amount.trim());
  if (!m) return amount;
  const [, sign = '', int, frac = ''] = m;
  const units = minorUnits(currency);
  let digits = (int + frac.padEnd(units, '0').slice(0, units)).replace(/^0+(?=\d)/, '');
  if (frac.length > units && Number(frac[units]) >= 5) digits = (BigInt(digits) + 1n).toString();
  const whole = units ? digits.slice(0, -units) || '0' : digits;
  const part = units ? digits.slice(-units).padStart(units, '0') : '';
  const grouped = BigInt(whole).toLocaleString(locale);
  const sep = (1.1).toLocaleString(locale).charAt(1);
  const zero = /^0*$/.test(whole + part);
  return `${sign && !zero ? '-' : ''}${grouped}${units ? sep + part : ''}`;
}
