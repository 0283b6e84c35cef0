import { seedRequestLogs } from '../seed/orderLogs';
import type { Fake } from './fake';
import type { Rows } from '../../src/resources';

/** API request log: read-only, served as seeded (filters, sort, export by the generic handlers). */
const requestLog: Fake<Rows['requestLog']> = { seed: ({ merchant, order }) => seedRequestLogs(merchant, order) };

export default requestLog;
