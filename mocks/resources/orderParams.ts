import type { Effect } from '../crud/actions';
import { now } from '../db';
import { seedOrderParams } from '../seed/sites';
import type { Fake } from './fake';
import type { Rows } from '../../src/resources';

/**
 * Order parameters, one row per merchant. The generic input check refuses what the form refuses (http URLs,
 * unknown currency codes, an expiry out of 5-10080 minutes); edit stamps who changed them and when.
 */
const orderParams: Fake<Rows['orderParams']> = {
  seed: ({ merchant }) => seedOrderParams(merchant),
  actions: {
    edit: (_row, input, by): Effect => ({
      changes: { ...input.values, updated_by: by.admin.email, updated_at: new Date(now()).toISOString() },
    }),
  },
};

export default orderParams;
