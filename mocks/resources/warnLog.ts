import type { Behaviour } from '../crud/actions';
import { db } from '../db';

/** API warning log: read-only, served as seeded (filters, sort, export by the generic handlers). */
const warnLog: Behaviour = { rows: () => db.warnLog };

export default warnLog;
