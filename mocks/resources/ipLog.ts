import { seedIpLogs } from '../seed/riskPages';
import type { Fake } from './fake';
import type { Rows } from '../../src/resources';

/** The IP lookup log: read-only address lookups, served as seeded (mocks/seed/riskPages.ts). */
const ipLog: Fake<Rows['ipLog']> = { seed: ({ merchant, order }) => seedIpLogs(merchant, order) };

export default ipLog;
