import type { Behaviour } from '../crud/actions';
import { db } from '../db';

/**
 * Risk rejections: release and confirm are plain transitions of the declaration (pending only, reason required);
 * the engine stamps reviewer, time and reason on the row and logs the change.
 */
const rejectOrder: Behaviour = { rows: () => db.rejectOrder };

export default rejectOrder;
