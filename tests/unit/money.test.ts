import { describe, expect, it } from 'vitest';
import { formatAmount, minorUnits, pow10 } from '@/console/money';
import { maskValue } from '@/console/renderers';

describe('money shows with its currency minor units, never through floats', () => {
  it('uses ISO 4217 minor units', () => {
    expect([minorUnits('JPY'), minorUnits('USD'), minorUnits('KWD'), minorUnits('eur')]).toEqual([0, 2, 3, 2]);
  });
  it.each([
    ['1234567.5', 'USD', '1,234,567.50'],
    ['1234567', 'JPY', '1,234,567'],
    ['1.2345', 'KWD', '1.235'],
    ['0.1', 'USD', '0.10'],
    ['0.005', 'USD', '0.01'],
    ['0.004', 'USD', '0.00'],
    ['-0.004', 'USD', '0.00'],
    ['-12.5', 'JPY', '-13'],
    ['999.995', 'USD', '1,000.00'],
    ['10000000000000.07', 'USD', '10,000,000,000,000.07'],
    ['9007199254740993.01', 'USD', '9,007,199,254,740,993.01'],
  ])('%s %s → %s', (amount, currency, shown) => {
    expect(formatAmount(amount, currency)).toBe(shown);
  });
  it('follows the locale separators', () => {
    expect(formatAmount('1234.5', 'EUR', 'de-DE')).toBe('1.234,50');
  });
  it('leaves what is not a decimal string as it is', () => {
    expect(formatAmount('1e3', 'USD')).toBe('1e3');
  });
});

describe('masking', () => {
  it('shows a card as BIN and last 4, an account as last 4', () => {
    expect(maskValue('4111 1111 1111 1111', 'card')).toBe('411111••••••1111');
    expect(maskValue('DE89370400440532013000')).toBe('••••3000');
    expect(maskValue('123')).toBe('123');
  });
});

describe('pow10', () => {
  it('is 10^n exactly as a BigInt, past what a float holds', () => {
    expect(pow10(0)).toBe(1n);
    expect(pow10(3)).toBe(1000n);
    expect(pow10(30)).toBe(1000000000000000000000000000000n);
  });
});
