import type { Behaviour } from '../crud/actions';
import { db } from '../db';

/** The blacklist log: read-only, served as seeded (mocks/seed/riskPages.ts). */
const blacklistHit: Behaviour = { rows: () => db.blacklistHit };

export default blacklistHit;
