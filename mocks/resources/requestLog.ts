import { seedRequestLogs, type RequestLogRow } from '../seed/orderLogs';
import type { Fake } from './fake';

/** API request log: read-only, served as seeded (filters, sort, export by the generic handlers). */
const requestLog: Fake<RequestLogRow> = { seed: ({ merchant, order }) => seedRequestLogs(merchant, order) };

export default requestLog;
