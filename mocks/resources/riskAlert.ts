import type { Behaviour } from '../crud/actions';
import { db, now } from '../db';

/** Risk alerts: acknowledging one (0→1, alone or in bulk) records who, when, and the optional note. */
const riskAlert: Behaviour = {
  rows: () => db.riskAlert,
  actions: {
    acknowledge: (_row, { values }, by) => ({
      changes: {
        acknowledged_by: by.admin.email,
        acknowledged_at: new Date(now()).toISOString(),
        note: typeof values.note === 'string' ? values.note : null,
      },
    }),
  },
};

export default riskAlert;
