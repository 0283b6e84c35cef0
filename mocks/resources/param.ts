import type { Behaviour } from '../crud/actions';
import { db } from '../db';

/** STUB: being built. */
const param: Behaviour = { rows: () => db.params };

export default param;
