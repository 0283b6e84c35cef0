import { seedIpLogs, type IpLogRow } from '../seed/riskPages';
import type { Fake } from './fake';

/** The IP log: read-only address lookups, served as seeded (mocks/seed/riskPages.ts). */
const ipLog: Fake<IpLogRow> = { seed: ({ merchant, order }) => seedIpLogs(merchant, order) };

export default ipLog;
