import type { Behaviour, Effect } from '../crud/actions';
import { db, now } from '../db';

/**
 * Business parameters: the value was already checked against the row's type, bounds and options (the `typedValue`
 * input); an edit stamps who changed it and when, and is logged with the old and new value.
 */
const param: Behaviour = {
  rows: () => db.param,
  actions: {
    edit: (_row, input, by): Effect => ({
      changes: {
        value: String(input.values.value),
        updated_by: by.admin.email,
        updated_at: new Date(now()).toISOString(),
      },
    }),
  },
};

export default param;
