import { seedWarnLogs, type WarnLogRow } from '../seed/orderLogs';
import type { Fake } from './fake';

/** API warning log: read-only, served as seeded (filters, sort, export by the generic handlers). */
const warnLog: Fake<WarnLogRow> = { seed: ({ merchant, order }) => seedWarnLogs(merchant, order) };

export default warnLog;
