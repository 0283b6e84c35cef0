import { seedRejectLogs, type RejectLogRow } from '../seed/orderLogs';
import type { Fake } from './fake';

/** API rejection log: read-only, served as seeded (filters, sort, export by the generic handlers). */
const rejectLog: Fake<RejectLogRow> = { seed: ({ merchant, order }) => seedRejectLogs(merchant, order) };

export default rejectLog;
