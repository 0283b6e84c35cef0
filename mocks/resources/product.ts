import type { Behaviour } from '../crud/actions';
import { db } from '../db';

/** Products: read-only, served as seeded (filters, sort, export by the generic handlers). */
const product: Behaviour = { rows: () => db.product };

export default product;
