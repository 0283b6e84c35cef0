import type { Behaviour } from '../crud/actions';
import { db } from '../db';

/** Shops: the generic actions (edit, enable, disable) over the seeded shops. */
const shop: Behaviour = { rows: () => db.shop };

export default shop;
