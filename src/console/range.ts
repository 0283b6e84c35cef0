/**
 * The bounds a numeric input declares and whether a value lies outside them: a value out of its range is refused
 * with the range ("between 0 and 100"), not as a bad format. Used by the checks of validate.ts (the console's forms
 * and the fake backend alike) and by the form's messages. Relative imports: the fake backend imports this file.
 */
import { compareDecimal } from './money';
import { DECIMAL, moneyBounds, currencyRow } from './moneyInput';
import type { InputDef } from './types';
import type { CheckContext } from './validate';

/** An input's value as text: a string trimmed, a finite number written out; anything else none. */
export const textValue = (raw: unknown): string | undefined =>
  typeof raw === 'string' ? raw.trim() : typeof raw === 'number' && Number.isFinite(raw) ? String(raw) : undefined;

/** The least and the most a numeric input takes, as decimal strings, and the currency they are amounts of. */
export interface Range {
  min?: string;
  max?: string;
  currency?: string;
}

const bound = (n: unknown) => (typeof n === 'number' && Number.isFinite(n) ? String(n) : undefined);
/** A range with at least one bound; a bound that is not a plain decimal (a row's unreadable cap) is left out. */
function bounded({ min, max, currency }: Range): Range | undefined {
  const kept = { min: min && DECIMAL.test(min) ? min : undefined, max: max && DECIMAL.test(max) ? max : undefined };
  return kept.min !== undefined || kept.max !== undefined ? { ...kept, ...(currency ? { currency } : {}) } : undefined;
}

/**
 * The bounds a `number`, `percent` (0-100 unless declared), `money` (`min`, `max` or the row's `maxField`, in the
 * row's or the form's currency) or business-parameter input (its row's `min` and `max`) declares, on this row; a
 * variant input's by the variant its deciding input picks. Undefined for an input without bounds.
 */
export function rangeOf(input: InputDef, ctx: CheckContext = {}): Range | undefined {
  switch (input.type) {
    case 'number':
      return bounded({ min: bound(input.min), max: bound(input.max) });
    case 'percent':
      return bounded({ min: bound(input.min ?? 0), max: bound(input.max ?? 100) });
    case 'money': {
      const row = currencyRow(input, ctx.row, ctx.values);
      const currency = input.currencyField ? row?.[input.currencyField] : undefined;
      const { min, max } = moneyBounds(input, row);
      return bounded({ min, max, currency: typeof currency === 'string' && currency ? currency : undefined });
    }
    case 'typedValue': {
      const row = ctx.row ?? {};
      const amount = row.value_type === 'amount';
      if (!amount && row.value_type !== 'int' && row.value_type !== 'decimal') return undefined;
      const currency = amount && typeof row.options === 'string' && row.options ? row.options : undefined;
      return bounded({ min: bound(row.min) ?? (amount ? '0' : undefined), max: bound(row.max), currency });
    }
    case 'variant': {
      const picked = input.by ? ctx.values?.[input.by] : undefined;
      const variant = picked === undefined || picked === null ? undefined : input.variants?.[String(picked)];
      return variant ? rangeOf(variant, ctx) : undefined;
    }
    default:
      return undefined;
  }
}

/** Whether a value reads as a number outside the input's bounds (rangeOf): refused for its range, not its format. */
export function outOfRange(input: InputDef, raw: unknown, ctx: CheckContext = {}): boolean {
  const range = rangeOf(input, ctx);
  const text = textValue(raw);
  if (!range || text === undefined || !DECIMAL.test(text)) return false;
  return (
    (range.min !== undefined && compareDecimal(text, range.min) < 0) ||
    (range.max !== undefined && compareDecimal(text, range.max) > 0)
  );
}
