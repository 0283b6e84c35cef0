import { seedRejectLogs } from '../seed/orderLogs';
import type { Fake } from './fake';
import type { Rows } from '../../src/resources';

/** API rejection log: read-only, served as seeded (filters, sort, export by the generic handlers). */
const rejectLog: Fake<Rows['rejectLog']> = { seed: ({ merchant, order }) => seedRejectLogs(merchant, order) };

export default rejectLog;
