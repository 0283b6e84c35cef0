import { seedBlacklistHits, type BlacklistHitRow } from '../seed/riskPages';
import type { Fake } from './fake';

/** The blacklist log: read-only, served as seeded (mocks/seed/riskPages.ts). */
const blacklistHit: Fake<BlacklistHitRow> = { seed: ({ merchant, order }) => seedBlacklistHits(merchant, order) };

export default blacklistHit;
