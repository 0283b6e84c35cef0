import type { Behaviour } from '../crud/actions';
import { db } from '../db';

/** STUB: being built. */
const merchantRisk: Behaviour = { rows: () => db.merchantRisk };

export default merchantRisk;
