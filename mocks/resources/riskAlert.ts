import { now } from '../db';
import { seedRiskAlerts } from '../seed/merchantRisk';
import type { Fake } from './fake';
import type { Rows } from '../../src/resources';

/** Risk alerts: acknowledging one (0→1, alone or in bulk) records who, when, and the optional note. */
const riskAlert: Fake<Rows['riskAlert']> = {
  seed: ({ merchant }) => seedRiskAlerts(merchant),
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
