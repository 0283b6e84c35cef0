/**
 * A `money` input's checks and what a money action results in, exactly in the currency's minor units (never a float).
 * Relative imports: the fake backend imports this file (through validate.ts).
 */
import { compareDecimal, fromMinor, minorUnits, toMinor } from './money';
import type { ActionDef, InputDef } from './types';

export const DECIMAL = /^-?\d+(\.\d+)?$/;

export const within = (n: number, min?: number, max?: number) =>
  (min === undefined || n >= min) && (max === undefined || n <= max);

export type MoneyProblem = 'format' | 'decimals' | 'positive' | 'range';

/**
 * What is wrong with an amount for a `money` input, by exact minor-unit arithmetic on the row's currency (never a
 * float): not a decimal, more decimals than the currency has, not above zero, below `min` or above `max` (or the
 * row's `maxField`).
 */
export function moneyProblem(input: InputDef, text: string, row?: Record<string, unknown>): MoneyProblem | undefined {
  if (!DECIMAL.test(text)) return 'format';
  const currency = input.currencyField ? row?.[input.currencyField] : undefined;
  if (typeof currency === 'string' && currency) {
    const minor = toMinor(text, currency);
    // Out of range is said before the decimals: "at most 100.00" helps more than "two decimals" for 150.555.
    if (outsideBounds(input, text, row)) return 'range';
    if (minor === undefined) return 'decimals';
    if (input.positive && minor <= 0n) return 'positive';
    return undefined;
  }
  if (input.positive && !/[1-9]/.test(text)) return 'positive';
  if (input.positive && text.startsWith('-')) return 'positive';
  return outsideBounds(input, text, row) ? 'range' : undefined;
}

/** The least and the most a `money` input takes on this row, as decimal strings: `min`, and `max` or `maxField`. */
export function moneyBounds(input: InputDef, row?: Record<string, unknown>): { min?: string; max?: string } {
  const most = input.maxField ? row?.[input.maxField] : input.max;
  return {
    min: input.min === undefined ? undefined : String(input.min),
    max: typeof most === 'string' || typeof most === 'number' ? String(most) : undefined,
  };
}

function outsideBounds(input: InputDef, text: string, row?: Record<string, unknown>): boolean {
  const { min, max } = moneyBounds(input, row);
  // A `maxField` the row does not hold (or holds unreadable) allows nothing.
  if (input.maxField && (max === undefined || !DECIMAL.test(max))) return true;
  return (min !== undefined && compareDecimal(text, min) < 0) || (max !== undefined && compareDecimal(text, max) > 0);
}

/**
 * The row a money input's currency is read from: the row acted on, or, when it has no such field (a create form),
 * the form's own currency input of that name.
 */
export function currencyRow(
  input: InputDef,
  row?: Record<string, unknown>,
  values?: Record<string, unknown>,
): Record<string, unknown> | undefined {
  const field = input.currencyField;
  if (!field || (row && row[field] !== undefined && row[field] !== null)) return row;
  const own = values?.[field];
  return typeof own === 'string' && /^[A-Z]{3}$/.test(own) ? { ...row, [field]: own } : row;
}

/** The decimals a `money` input allows on this row (its currency's minor units), when it names a currency field. */
export function moneyDecimals(input: InputDef, row?: Record<string, unknown>): number | undefined {
  const currency = input.currencyField ? row?.[input.currencyField] : undefined;
  return typeof currency === 'string' && currency ? minorUnits(currency) : undefined;
}

/**
 * What the row's field becomes with the form's amount (ActionDef.result), exactly in minor units: `before` and
 * `after` as decimal strings, or undefined when a value is not an amount of the currency.
 */
export function resultOf(
  action: Pick<ActionDef, 'result'>,
  row: Record<string, unknown> | undefined,
  values: Record<string, unknown>,
) {
  const spec = action.result;
  if (!spec || !row) return undefined;
  const currency = String(row[spec.currencyField] ?? '');
  const before = toMinor(String(row[spec.field] ?? ''), currency);
  const amount = toMinor(String(values[spec.amount] ?? ''), currency);
  if (before === undefined || amount === undefined) return undefined;
  const minus = spec.sign === 'minus' || (!!spec.sign && String(values[spec.sign.input]) === String(spec.sign.minus));
  const after = minus ? before - amount : before + amount;
  return { currency, before: fromMinor(before, currency), after: fromMinor(after, currency), negative: after < 0n };
}
