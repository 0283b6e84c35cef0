/** Why a form's value is refused, in the operator's language: said by the form's rules and by an import's lines. */
import { ENUMS } from '@/domain/enums';
import type { Row } from './api';
import type { T } from './inputs';
import { formatAmount } from './money';
import { formatDecimal } from './numbers';
import type { InputDef } from './types';
import { outOfRange, rangeOf, type Range } from './range';
import { outOfOrder, pastDay } from './validate';

/**
 * "Enter a value between 0 and 100", or at least / at most the one bound there is, in the operator's language;
 * amounts with their currency.
 */
export function rangeText(range: Range, t: T, locale: string): string {
  const { min, max, currency } = range;
  const show = (v: string) =>
    currency ? `${formatAmount(v, currency, locale)} ${currency}` : formatDecimal(v, locale);
  if (min !== undefined && max !== undefined) return t('console.form.range', { min: show(min), max: show(max) });
  return min !== undefined ? t('console.form.min', { min: show(min) }) : t('console.form.max', { max: show(max!) });
}

/**
 * Why a value of an input was refused, in the operator's language (a variant input by the variant it took): a number
 * outside the input's bounds says the range; `row` is the row the form edits (a parameter's bounds, a currency).
 */
export function invalidMessage(
  input: InputDef,
  value: unknown,
  values: Record<string, unknown>,
  label: string,
  t: T,
  labelOf?: (name: string) => string,
  { row, locale = 'zh-CN' }: { row?: Row; locale?: string } = {},
): string {
  const other = input.above ?? input.atLeast;
  if (other && labelOf && outOfOrder(input, value, values))
    return t(input.above ? 'console.form.above' : 'console.form.atLeast', { field: label, other: labelOf(other) });
  if (value === undefined || value === null || String(value).trim() === '')
    return t('console.form.required', { field: label });
  const ctx = { row, values };
  if (outOfRange(input, value, ctx)) return rangeText(rangeOf(input, ctx)!, t, locale);
  if (input.type === 'percent' && /^\d+\.\d{3,}$/.test(String(value).trim()))
    return t('console.form.money.decimals', { field: label, n: '2' });
  if (pastDay(input, value)) return t('console.form.past', { field: label });
  const picked = input.type === 'variant' && input.by ? input.variants?.[String(values[input.by])] : input;
  if (picked?.type === 'enum' && picked.enum) {
    const key = picked.enum;
    const names = ENUMS[key].map((v) => t(`enum.${key}.${v.code}`));
    const options = new Intl.ListFormat(locale, { type: 'disjunction' }).format(names);
    return t('console.form.oneOf', { field: label, options });
  }
  return t(picked?.type === 'card' ? 'console.form.card' : 'console.form.invalid', { field: label });
}
