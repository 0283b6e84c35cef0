import type { Behaviour } from '../crud/actions';
import { db } from '../db';

/** API rejection log: read-only, served as seeded (filters, sort, export by the generic handlers). */
const rejectLog: Behaviour = { rows: () => db.rejectLog };

export default rejectLog;
