import { seedScreenLogs, type ScreenLogRow } from '../seed/riskPages';
import type { Fake } from './fake';

/** The fraud-screening log: read-only provider decisions, served as seeded (mocks/seed/riskPages.ts). */
const screenLog: Fake<ScreenLogRow> = { seed: ({ merchant, order }) => seedScreenLogs(merchant, order) };

export default screenLog;
