import { seedBlacklistHits } from '../seed/riskPages';
import type { Fake } from './fake';
import type { Rows } from '../../src/resources';

/** The blacklist log: read-only, served as seeded (mocks/seed/riskPages.ts). */
const blacklistHit: Fake<Rows['blacklistHit']> = { seed: ({ merchant, order }) => seedBlacklistHits(merchant, order) };

export default blacklistHit;
