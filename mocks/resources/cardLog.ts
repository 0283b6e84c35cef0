import type { Behaviour } from '../crud/actions';
import { db } from '../db';

/** The card log: read-only BIN lookups, served as seeded (mocks/seed/riskPages.ts). */
const cardLog: Behaviour = { rows: () => db.cardLog };

export default cardLog;
