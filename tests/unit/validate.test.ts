import { describe, expect, it } from 'vitest';
import { fromMinor, toMinor } from '@/console/money';
import type { InputDef } from '@/console/types';
import { moneyProblem } from '@/console/moneyInput';
import { rangeOf } from '@/console/range';
import { invalidMessage } from '@/console/formMessages';
import { cardDigits, checkInput, isDate, luhnValid, pastDay, utcDay } from '@/console/validate';

/** The checks the order, dispute and blacklist forms share with the fake backend (src/console/validate.ts). */
describe('card numbers', () => {
  it.each([
    ['4111 1111 1111 1111', '4111111111111111'],
    ['5500-0000-0000-0004', '5500000000000004'],
    ['378282246310005', '378282246310005'],
    ['6011000990139424', '6011000990139424'],
  ])('%s is a card number, sent as digits', (text, digits) => {
    expect(cardDigits(text)).toBe(digits);
  });
  it.each([
    ['4111 1111 1111 1112', 'fails Luhn'],
    ['41111111111', 'too short'],
    ['41111111111111111111', 'too long'],
    ['4111 1111 1111 111a', 'not a digit'],
    ['', 'empty'],
  ])('%s is refused (%s)', (text) => {
    expect(cardDigits(text)).toBeUndefined();
  });
  it('Luhn catches every single-digit typo of a valid number', () => {
    const valid = '4111111111111111';
    for (let i = 0; i < valid.length; i++)
      for (let d = 0; d <= 9; d++) {
        if (String(d) === valid[i]) continue;
        expect(luhnValid(valid.slice(0, i) + d + valid.slice(i + 1))).toBe(false);
      }
  });
});

describe('dates', () => {
  it.each(['2026-02-28', '2028-02-29', '2026-12-31'])('%s exists', (d) => expect(isDate(d)).toBe(true));
  it.each(['2026-02-29', '2026-13-01', '2026-1-01', '26-01-01', '2026-04-31'])('%s does not', (d) =>
    expect(isDate(d)).toBe(false),
  );
  it('a stored expiry date-time fills a date input with its day', () => {
    expect(checkInput({ type: 'date' }, '2027-01-31T23:59:59.999Z')).toEqual({ ok: true, value: '2027-01-31' });
  });
  it('an expiry (a future date) takes today and later, in UTC, and refuses an earlier day, said so', () => {
    const expiry: InputDef = { type: 'date', future: true };
    const today = '2026-12-07';
    expect(checkInput(expiry, '2026-12-07', { today })).toEqual({ ok: true, value: '2026-12-07' });
    expect(checkInput(expiry, '2027-01-31', { today })).toEqual({ ok: true, value: '2027-01-31' });
    expect(checkInput(expiry, '2026-12-06', { today })).toEqual({ ok: false });
    // The entry's own expiry, passed, as the expiry dialog is pre-filled with it.
    expect(checkInput(expiry, '2026-12-01T23:59:59.999Z', { today })).toEqual({ ok: false });
    expect(pastDay(expiry, '2026-12-01T23:59:59.999Z', today)).toBe(true);
    expect(pastDay(expiry, '2026-12-07', today)).toBe(false);
    // Any other date input takes a past day; a day that does not exist is a bad date, not a past one.
    expect(checkInput({ type: 'date' }, '2026-12-01', { today })).toEqual({ ok: true, value: '2026-12-01' });
    expect(pastDay(expiry, '2026-02-30', today)).toBe(false);
    const t = (id: string, v?: Record<string, string | number>) => `${id}${v ? JSON.stringify(v) : ''}`;
    expect(invalidMessage(expiry, '2020-01-01', {}, '到期时间', t)).toBe('console.form.past{"field":"到期时间"}');
    expect(utcDay(Date.UTC(2026, 11, 7, 23, 30))).toBe('2026-12-07');
  });
});

describe('refund amounts: exact minor units of the row currency', () => {
  const refund: InputDef = { type: 'money', currencyField: 'currency', maxField: 'refundable', positive: true };
  const usd = { currency: 'USD', refundable: '100.10' };
  it.each([
    ['0', usd, 'positive'],
    ['0.00', usd, 'positive'],
    ['-1', usd, 'positive'],
    ['1.005', usd, 'decimals'],
    ['100.11', usd, 'range'],
    ['abc', usd, 'format'],
    ['1e2', usd, 'format'],
    ['1.5', { currency: 'JPY', refundable: '5000' }, 'decimals'],
    ['1.0001', { currency: 'KWD', refundable: '10.000' }, 'decimals'],
  ])('%s on %o: %s', (amount, row, problem) => {
    expect(moneyProblem(refund, amount, row)).toBe(problem);
  });
  it.each([
    ['100.10', usd],
    ['0.01', usd],
    ['100.1', usd],
    ['5000', { currency: 'JPY', refundable: '5000' }],
    ['9.999', { currency: 'KWD', refundable: '10.000' }],
  ])('%s on %o is allowed', (amount, row) => {
    expect(moneyProblem(refund, amount, row)).toBeUndefined();
    expect(checkInput(refund, amount, { row })).toEqual({ ok: true, value: amount });
  });
  it('amounts beyond float precision are compared exactly', () => {
    const row = { currency: 'USD', refundable: '90071992547409.93' };
    expect(moneyProblem(refund, '90071992547409.93', row)).toBeUndefined();
    expect(moneyProblem(refund, '90071992547409.94', row)).toBe('range');
    expect(fromMinor(toMinor('90071992547409.93', 'USD')! - 1n, 'USD')).toBe('90071992547409.92');
  });
});

describe('numbers outside their bounds are refused for their range, not their format', () => {
  const percent: InputDef = { type: 'percent', min: 0, max: 100 };
  it.each(['150', '-1', '100.01'])('%s in a percent input', (value) => {
    expect(checkInput(percent, value)).toEqual({ ok: false, range: true });
  });
  it('a badly written value is refused for its format', () => {
    expect(checkInput(percent, '12.345')).toEqual({ ok: false });
    expect(checkInput(percent, 'ten')).toEqual({ ok: false });
  });
  it('bounds of each kind of input: declared, a percent 0-100 by default, a row cap, a parameter row, none', () => {
    expect(rangeOf({ type: 'percent' })).toEqual({ min: '0', max: '100' });
    expect(rangeOf({ type: 'number', integer: true, min: 1 })).toEqual({ min: '1' });
    const refund: InputDef = { type: 'money', currencyField: 'currency', maxField: 'refundable' };
    expect(rangeOf(refund, { row: { currency: 'JPY', refundable: '5000' } })).toEqual({ max: '5000', currency: 'JPY' });
    const param = { value_type: 'amount', options: 'USD', max: 50000 };
    expect(rangeOf({ type: 'typedValue' }, { row: param })).toEqual({ min: '0', max: '50000', currency: 'USD' });
    expect(checkInput({ type: 'typedValue' }, '50000.01', { row: param })).toEqual({ ok: false, range: true });
    expect(rangeOf({ type: 'money' })).toBeUndefined();
    expect(rangeOf({ type: 'text', max: 20 })).toBeUndefined();
  });
});

describe('a value checked by the variant its dimension picks (the blacklist)', () => {
  const value: InputDef = {
    type: 'variant',
    by: 'dimension',
    required: true,
    variants: { '0': { type: 'ip' }, '1': { type: 'email' }, '2': { type: 'card' }, '4': { type: 'country' } },
  };
  it.each([
    ['0', '198.51.100.8', '198.51.100.8'],
    ['0', '2001:db8::1', '2001:db8::1'],
    ['1', 'a@example.com', 'a@example.com'],
    ['2', '4111 1111 1111 1111', '4111111111111111'],
    ['4', 'CN', 'CN'],
  ])('dimension %s takes %s', (dimension, raw, sent) => {
    expect(checkInput(value, raw, { values: { dimension } })).toEqual({ ok: true, value: sent });
  });
  it.each([
    ['0', '300.1.1.1'],
    ['1', 'not-an-email'],
    ['2', '4111 1111 1111 1112'],
    ['4', 'XX'],
    [undefined, '198.51.100.8'],
  ])('dimension %s refuses %s', (dimension, raw) => {
    expect(checkInput(value, raw, { values: { dimension } }).ok).toBe(false);
  });
});

describe('uploaded evidence files', () => {
  const files: InputDef = { type: 'files', accept: ['application/pdf', 'image/png'], maxSize: 1000, max: 2 };
  const store: Record<string, { mime: string; size: number }> = {
    pdf: { mime: 'application/pdf', size: 1000 },
    big: { mime: 'application/pdf', size: 1001 },
    jpg: { mime: 'image/jpeg', size: 10 },
    png: { mime: 'image/png', size: 10 },
  };
  const ctx = { files: (id: string) => store[id] };
  it('takes accepted types up to the size, at most max of them', () => {
    expect(checkInput(files, ['pdf', 'png'], ctx)).toEqual({ ok: true, value: ['pdf', 'png'] });
    expect(checkInput(files, ['pdf', 'png', 'pdf'], ctx).ok).toBe(false);
  });
  it.each([['big'], ['jpg'], ['unknown']])('refuses %s', (id) => {
    expect(checkInput(files, [id], ctx).ok).toBe(false);
  });
});

describe('an input compared with another of the same form', () => {
  const decline: InputDef = { type: 'number', integer: true, min: 0, max: 100, above: 'approve_below' };
  const daily: InputDef = { type: 'money', atLeast: 'single_limit' };
  it('above: strictly greater, when both are given', () => {
    expect(checkInput(decline, 90, { values: { approve_below: 30 } }).ok).toBe(true);
    expect(checkInput(decline, 30, { values: { approve_below: 30 } }).ok).toBe(false);
    expect(checkInput(decline, 20, { values: { approve_below: '30' } }).ok).toBe(false);
    expect(checkInput(decline, 20, { values: {} }).ok).toBe(true);
  });
  it('atLeast: equal is fine; decimal strings compare exactly, beyond float precision', () => {
    expect(checkInput(daily, '40000.00', { values: { single_limit: '40000' } }).ok).toBe(true);
    expect(checkInput(daily, '39999.99', { values: { single_limit: '40000' } }).ok).toBe(false);
    const big = '9007199254740993.01';
    expect(checkInput(daily, '9007199254740993.00', { values: { single_limit: big } }).ok).toBe(false);
    expect(checkInput(daily, big, { values: { single_limit: big } }).ok).toBe(true);
  });
});

describe('times of day and the currency of a create form', () => {
  it('orders HH:mm times, 24:00 the latest (a trading window closes after it opens)', () => {
    const close: InputDef = { type: 'text', pattern: '^(([01]\\d|2[0-3]):[0-5]\\d|24:00)$', above: 'open' };
    expect(checkInput(close, '17:00', { values: { open: '09:00' } }).ok).toBe(true);
    expect(checkInput(close, '24:00', { values: { open: '23:59' } }).ok).toBe(true);
    expect(checkInput(close, '09:00', { values: { open: '09:00' } }).ok).toBe(false);
    expect(checkInput(close, '08:59', { values: { open: '09:00' } }).ok).toBe(false);
  });
  it('reads a money input’s decimals from the form’s own currency when there is no row', () => {
    const fee: InputDef = { type: 'money', currencyField: 'currency' };
    expect(checkInput(fee, '1.5', { values: { currency: 'JPY' } }).ok).toBe(false);
    expect(checkInput(fee, '15', { values: { currency: 'JPY' } }).ok).toBe(true);
    expect(checkInput(fee, '0.001', { values: { currency: 'KWD' } }).ok).toBe(true);
    expect(checkInput(fee, '0.001', { values: { currency: 'USD' } }).ok).toBe(false);
    // The row acted on, when it holds the currency, wins over a form value.
    expect(checkInput(fee, '0.001', { row: { currency: 'USD' }, values: { currency: 'KWD' } }).ok).toBe(false);
  });
});
