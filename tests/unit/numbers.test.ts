import { describe, expect, it } from 'vitest';
import { formatAmount } from '@/console/money';
import { formatDay, formatDecimal, localeDigits, toLocaleDigits } from '@/console/numbers';

const ARABIC_INDIC = /[\u0660-\u0669\u06F0-\u06F9]/;
const LATIN = /[0-9]/;
/** One value, one digit system: never Latin and Arabic-Indic digits side by side. */
const oneSystem = (text: string) => !(ARABIC_INDIC.test(text) && LATIN.test(text));

describe('a figure is written in one digit system, the locale’s own', () => {
  it.each([
    ['54.99', 'EUR', '٥٤٫٩٩'],
    ['2163.47', 'EUR', '٢٬١٦٣٫٤٧'],
    ['1234567', 'JPY', '١٬٢٣٤٬٥٦٧'],
    ['1.2345', 'BHD', '١٫٢٣٥'],
    ['0', 'USD', '٠٫٠٠'],
    ['-0.004', 'USD', '٠٫٠٠'],
  ])('ar-EG: %s %s → %s', (amount, currency, shown) => {
    const text = formatAmount(amount, currency, 'ar-EG');
    expect(text).toBe(shown);
    expect(oneSystem(text)).toBe(true);
  });

  it('ar-EG: a negative amount carries the locale’s own minus sign, digits all Arabic-Indic', () => {
    const text = formatAmount('-1234.5', 'USD', 'ar-EG');
    expect(text).toBe(new Intl.NumberFormat('ar-EG', { minimumFractionDigits: 2 }).format(-1234.5));
    expect(oneSystem(text)).toBe(true);
    expect(text).not.toMatch(LATIN);
  });

  it('fa-IR uses the Persian digits throughout', () => {
    const text = formatAmount('2163.47', 'EUR', 'fa-IR');
    expect(text).toBe('۲٬۱۶۳٫۴۷');
  });

  it('en-US, zh-CN and de-DE are written as before (Latin digits, their own separators)', () => {
    expect(formatAmount('1234567.5', 'USD', 'en-US')).toBe('1,234,567.50');
    expect(formatAmount('1234567.5', 'USD', 'zh-CN')).toBe('1,234,567.50');
    expect(formatAmount('-12.5', 'JPY', 'en-US')).toBe('-13');
    expect(formatAmount('-0.5', 'USD', 'en-US')).toBe('-0.50');
    expect(formatAmount('0', 'BHD', 'en-US')).toBe('0.000');
    expect(formatAmount('1234.5', 'EUR', 'de-DE')).toBe('1.234,50');
    expect(formatAmount('9007199254740993.01', 'USD', 'en-US')).toBe('9,007,199,254,740,993.01');
  });

  it('keeps Latin digits where the locale’s convention says so (hi-IN), with its own grouping', () => {
    expect(formatAmount('1234567.5', 'INR', 'hi-IN')).toBe('12,34,567.50');
  });

  it('keeps every decimal of an exact value past what a float holds', () => {
    expect(formatDecimal('9007199254740993.123456789', 'ar-EG')).toBe('٩٬٠٠٧٬١٩٩٬٢٥٤٬٧٤٠٬٩٩٣٫١٢٣٤٥٦٧٨٩');
  });

  it('writes counts, rates and days in the same digits', () => {
    expect(formatDecimal('97.50', 'ar-EG')).toBe('٩٧٫٥٠');
    expect(formatDecimal('404', 'ar-EG', { grouping: false })).toBe('٤٠٤');
    expect(formatDecimal('12345', 'en-US', { grouping: false })).toBe('12345');
    expect(toLocaleDigits('2026-11-27', 'ar-EG')).toBe('٢٠٢٦-١١-٢٧');
    expect(toLocaleDigits('2026-11-27', 'de-DE')).toBe('2026-11-27');
    expect(localeDigits('ar-EG').join('')).toBe('٠١٢٣٤٥٦٧٨٩');
  });

  it('writes a day as Intl does where the digits are not Latin (hyphens would read backwards right to left)', () => {
    expect(formatDay('2026-11-27', 'en-US')).toBe('2026-11-27');
    expect(formatDay('2026-11-27', 'zh-CN')).toBe('2026-11-27');
    const ar = formatDay('2026-11-27', 'ar-EG');
    expect(ar).toBe(
      new Intl.DateTimeFormat('ar-EG', { timeZone: 'UTC', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
        Date.UTC(2026, 10, 27),
      ),
    );
    expect(oneSystem(ar)).toBe(true);
    expect(ar).toMatch(ARABIC_INDIC);
  });

  it('leaves what is not a decimal as it is', () => {
    expect(formatDecimal('1e3', 'ar-EG')).toBe('1e3');
  });
});
