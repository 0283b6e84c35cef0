import { minorUnits } from '../../../src/console/money';
import type { InputValue } from '../../../src/console/types';
import { duplicateOf, invalidField, touched } from '../../crud/actions';
import { db, now } from '../../db';
import type { Fake } from '../fake';
import { fxTables } from './currencyPair';
import type { Rows } from '../../../src/resources';

/** The form's values as the row keeps them, or the refusal: minor units must be the code's ISO 4217 ones. */
function typeValues(code: string, values: Record<string, InputValue>) {
  if (Number(values.minor_units) !== minorUnits(code)) return invalidField('minor_units');
  return { name: String(values.name), minor_units: Number(values.minor_units), show_flag: Number(values.show_flag) };
}

/**
 * Currency types: a code already listed is refused (100409); the minor units must be the ISO 4217 ones of the code
 * (JPY 0, USD 2, KWD 3: the same table the console formats amounts with). A new currency starts enabled. Edit,
 * enable and disable stamp who changed it and when.
 */
const currencyType: Fake<Rows['currencyType']> = {
  refuses: { create: ['duplicate'] },
  seed: (tables) => fxTables(tables).currencyType,
  create: (values, by) => {
    const code = String(values.code);
    if (db.currencyType.some((c) => c.code === code)) return duplicateOf('code');
    const checked = typeValues(code, values);
    if ('ok' in checked) return checked;
    const row: Rows['currencyType'] = {
      code,
      ...checked,
      status: 1,
      ...touched(by),
      created_at: new Date(now()).toISOString(),
    };
    return { row };
  },
  actions: {
    edit: (row, { values }, by) => {
      const checked = typeValues(String(row.code), values);
      return 'ok' in checked ? checked : { changes: { ...checked, ...touched(by) } };
    },
    enable: (_row, _input, by) => ({ changes: touched(by) }),
    disable: (_row, _input, by) => ({ changes: touched(by) }),
  },
};

export default currencyType;
