import { minorUnits } from '../../src/console/money';
import type { InputValue } from '../../src/console/types';
import { invalidField } from '../crud/actions';
import { now } from '../db';
import { seedMerchantRisk } from '../seed/merchantRisk';
import type { Fake } from './fake';
import type { Rows } from '../../src/resources';

/** Digits after the point of a checked decimal string. */
const decimals = (value: string) => value.split('.')[1]?.length ?? 0;

const text = (value: InputValue | undefined) => String(value ?? '');

/**
 * Merchant risk settings: `edit` checks what the form's inputs do not — the limits are written with no more decimals
 * than the settlement currency has (the daily limit not below the single one is the form's own `atLeast`) — then
 * stamps who changed the settings and when.
 */
const merchantRisk: Fake<Rows['merchantRisk']> = {
  seed: ({ merchant }) => seedMerchantRisk(merchant),
  actions: {
    edit: (row, { values }, by) => {
      const units = minorUnits(String(row.currency));
      const single = text(values.single_limit);
      const daily = text(values.daily_limit);
      if (decimals(single) > units) return invalidField('single_limit');
      if (decimals(daily) > units) return invalidField('daily_limit');
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
