import { seedRejectOrders } from '../seed/orderLogs';
import type { Fake } from './fake';
import type { Rows } from '../../src/resources';

/**
 * Risk rejections: release and confirm are plain transitions of the declaration (pending only, reason required);
 * the engine stamps reviewer, time and reason on the row and logs the change.
 */
const rejectOrder: Fake<Rows['rejectOrder']> = { seed: ({ merchant, order }) => seedRejectOrders(merchant, order) };

export default rejectOrder;
