import type { Behaviour } from '../crud/actions';
import { db } from '../db';

/** API request log: read-only, served as seeded (filters, sort, export by the generic handlers). */
const requestLog: Behaviour = { rows: () => db.requestLog };

export default requestLog;
