import { seedScreenLogs } from '../seed/riskPages';
import type { Fake } from './fake';
import type { Rows } from '../../src/resources';

/** The fraud-screening log: read-only provider decisions, served as seeded (mocks/seed/riskPages.ts). */
const screenLog: Fake<Rows['screenLog']> = { seed: ({ merchant, order }) => seedScreenLogs(merchant, order) };

export default screenLog;
