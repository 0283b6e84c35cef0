import type { Behaviour } from '../crud/actions';
import { db } from '../db';

/** STUB: being built. */
const riskAlert: Behaviour = { rows: () => db.riskAlerts };

export default riskAlert;
