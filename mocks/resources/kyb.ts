import type { Behaviour } from '../crud/actions';
import { db } from '../db';

/** STUB: being built. */
const kyb: Behaviour = { rows: () => db.kyb };

export default kyb;
