import type { Behaviour } from '../crud/actions';
import { db } from '../db';

/** The fraud-screening log: read-only provider decisions, served as seeded (mocks/seed/riskPages.ts). */
const screenLog: Behaviour = { rows: () => db.screenLog };

export default screenLog;
