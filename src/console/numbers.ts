/**
 * Every figure the console writes (an amount, a count, a rate, a day) goes through here, so that one value is in one
 * digit system: the locale's own, as Intl writes it by default (Arabic-Indic for ar-EG, Persian for fa-IR, Bengali
 * for bn-BD, Latin for de-DE, hi-IN and most others). Decimal strings stay exact: Intl only supplies the digits, the
 * separators and where the sign goes; the digits themselves come from string or BigInt arithmetic, never a float.
 */

const formats = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let nf = formats.get(key);
  if (!nf) {
    try {
      nf = new Intl.NumberFormat(locale, options);
    } catch {
      nf = new Intl.NumberFormat('en-US', options);
    }
    formats.set(key, nf);
  }
  return nf;
}

const digitSets = new Map<string, string[]>();

/** The locale's ten digits, 0 to 9, as Intl writes them by default. */
export function localeDigits(locale: string): string[] {
  let digits = digitSets.get(locale);
  if (!digits) {
    const nf = numberFormat(locale, { useGrouping: false });
    digits = Array.from({ length: 10 }, (_, d) => nf.format(d));
    digitSets.set(locale, digits);
  }
  return digits;
}

/** Latin digits written in the locale's digit system; every other character stays (a day "2026-11-27", a time). */
export function toLocaleDigits(text: string, locale: string): string {
  const digits = localeDigits(locale);
  if (digits[0] === '0') return text;
  return text.replace(/[0-9]/g, (d) => digits[Number(d)]);
}

/**
 * A decimal string ("-1234.5", "+3") as the locale writes it ("-1,234.5", "-1.234,5", "؜-١٬٢٣٤٫٥"), every decimal
 * kept as given (the caller rounds). What is not a plain decimal comes back as it is. `grouping: false` leaves out the group
 * separators (a status code, a priority, a duration in milliseconds).
 */
export function formatDecimal(value: string, locale: string, { grouping = true }: { grouping?: boolean } = {}): string {
  const m = /^([-+])?(\d+)(?:\.(\d+))?$/.exec(value.trim());
  if (!m) return value;
  const [, sign = '', int, frac = ''] = m;
  const negative = sign === '-';
  // The locale's pattern for a number of this shape: where the sign (a "+" kept when given), the separator and any
  // direction marks go.
  const places = frac ? 1 : 0;
  const pattern = numberFormat(locale, {
    minimumFractionDigits: places,
    maximumFractionDigits: places,
    signDisplay: sign === '+' ? 'always' : 'auto',
  }).formatToParts((negative ? -1 : 1) * (frac ? 1.5 : 1));
  const whole = numberFormat(locale, { useGrouping: grouping })
    .formatToParts(BigInt(int))
    .filter((p) => p.type === 'integer' || p.type === 'group')
    .map((p) => p.value)
    .join('');
  let placed = false;
  return pattern
    .map((p) => {
      if (p.type === 'integer') return placed ? '' : ((placed = true), whole);
      if (p.type === 'group') return '';
      if (p.type === 'fraction') return toLocaleDigits(frac, locale);
      return p.value;
    })
    .join('');
}

/** A count (a whole number) in the locale's digits, grouped: "1,234", "١٬٢٣٤". */
export const formatCount = (n: number | bigint, locale: string): string => formatDecimal(String(n), locale);

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A calendar day ("2026-11-27") as the locale writes it. Where the locale's digits are Latin it stays as the server
 * sends it; elsewhere Intl writes it ("٢٧‏/١١‏/٢٠٢٦", with the marks that keep its parts in order right to left):
 * Arabic-Indic digits joined by hyphens would read backwards.
 */
export function formatDay(day: string, locale: string): string {
  if (localeDigits(locale)[0] === '0' || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return day;
  let df = dayFormats.get(locale);
  if (!df) {
    df = new Intl.DateTimeFormat(locale, { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'UTC' });
    dayFormats.set(locale, df);
  }
  const at = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(at.getTime()) ? day : df.format(at);
}
