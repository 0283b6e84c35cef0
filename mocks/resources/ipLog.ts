import type { Behaviour } from '../crud/actions';
import { db } from '../db';

/** The IP log: read-only address lookups, served as seeded (mocks/seed/riskPages.ts). */
const ipLog: Behaviour = { rows: () => db.ipLog };

export default ipLog;
