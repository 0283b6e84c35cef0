import { seedWarnLogs } from '../seed/orderLogs';
import type { Fake } from './fake';
import type { Rows } from '../../src/resources';

/** API warning log: read-only, served as seeded (filters, sort, export by the generic handlers). */
const warnLog: Fake<Rows['warnLog']> = { seed: ({ merchant, order }) => seedWarnLogs(merchant, order) };

export default warnLog;
