import { minorUnits } from '../../src/console/money';
import type { InputValue } from '../../src/console/types';
import { invalidField, type Behaviour } from '../crud/actions';
import { db, now } from '../db';

/** Digits after the point of a checked decimal string. */
const decimals = (value: string) => value.split('.')[1]?.length ?? 0;

/** Compares two non-negative decimal strings exactly (no floats): -1, 0 or 1. */
export function compareDecimal(a: string, b: string): number {
  const places = Math.max(decimals(a), decimals(b));
  const scaled = (v: string) => {
    const [int, frac = ''] = v.split('.');
    return BigInt(int + frac.padEnd(places, '0'));
  };
  const [x, y] = [scaled(a), scaled(b)];
  return x < y ? -1 : x > y ? 1 : 0;
}

const text = (value: InputValue | undefined) => String(value ?? '');

/**
 * Merchant risk settings: `edit` checks what one input alone cannot — the limits are written with no more decimals
 * than the settlement currency has, and the single-transaction limit does not exceed the daily limit — then stamps
 * who changed the settings and when.
 */
const merchantRisk: Behaviour = {
  rows: () => db.merchantRisk,
  actions: {
    edit: (row, { values }, by) => {
      const units = minorUnits(String(row.currency));
      const single = text(values.single_limit);
      const daily = text(values.daily_limit);
      if (decimals(single) > units) return invalidField('single_limit');
      if (decimals(daily) > units) return invalidField('daily_limit');
      if (compareDecimal(single, daily) > 0) return invalidField('single_limit');
      return {
        changes: {
          risk_level: Number(values.risk_level),
          reserve_percent: text(values.reserve_percent),
          reserve_days: Number(values.reserve_days),
          single_limit: single,
          daily_limit: daily,
          updated_by: by.admin.email,
          updated_at: new Date(now()).toISOString(),
        },
      };
    },
  },
};

export default merchantRisk;
