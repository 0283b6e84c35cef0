/**
 * Whether a row's state allows an action (ActionDef.when): one pure function the console (which buttons it offers)
 * and the fake backend (what it refuses with 101014) share. Relative imports: the fake backend imports this file.
 */
import { compareDecimal } from './money';
import type { ActionDef, Condition } from './types';

const DECIMAL = /^-?\d+(\.\d+)?$/;

/** Every condition of an action's `when`, the first field's and each of `and`. */
export const conditionsOf = (when: ActionDef['when']): Condition[] =>
  when ? [{ field: when.field, in: when.in }, ...(when.and ?? [])] : [];

/** Does the row's field meet the condition? Values compare as text; an amount is positive above zero, exactly. */
export function meets(condition: Condition, row: Record<string, unknown>): boolean {
  const value = row[condition.field];
  if ('positive' in condition) {
    const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
    return DECIMAL.test(text) && compareDecimal(text, '0') > 0;
  }
  return condition.in.some((v) =>
    v === null
      ? value === null || value === undefined
      : value !== null && value !== undefined && String(v) === String(value),
  );
}

/** Does the row (as the server answers it, computed fields included) allow the action: every condition holds. */
export const allows = (action: Pick<ActionDef, 'when'>, row: Record<string, unknown>): boolean =>
  conditionsOf(action.when).every((c) => meets(c, row));

/** The conditions in words, for the API document: "`pay_status` is 1 and `refundable` is above zero". */
export const describeWhen = (when: ActionDef['when'], code: (text: string) => string = (t) => t): string =>
  conditionsOf(when)
    .map((c) =>
      'positive' in c
        ? `${code(c.field)} is above zero`
        : `${code(c.field)} is ${c.in.map((v) => (v === null ? 'unset' : String(v))).join(' or ')}`,
    )
    .join(' and ');
