import type { Effect } from '../crud/actions';
import { now } from '../db';
import { seedParams } from '../seed/params';
import type { Fake } from './fake';
import type { Rows } from '../../src/resources';

/**
 * Business parameters: the value was already checked against the row's type, bounds and options (the `typedValue`
 * input); an edit stamps who changed it and when, and is logged with the old and new value.
 */
const param: Fake<Rows['param']> = {
  // Dual control's own parameters are controlled without money: a second request of one answers 101034.
  refuses: { edit: ['duplicateRequest'] },
  seed: () => seedParams(),
  // Only dual control's own parameters wait for a second operator.
  controls: { edit: (row) => (String(row.param_key).startsWith('approval.') ? undefined : false) },
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
