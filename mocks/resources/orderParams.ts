import type { Behaviour } from '../crud/actions';
import { db } from '../db';

/** STUB: being built. */
const orderParams: Behaviour = { rows: () => db.orderParams };

export default orderParams;
