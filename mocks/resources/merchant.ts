import type { Behaviour } from '../crud/actions';
import { db } from '../db';

/** Registration review: the generic actions over the seeded merchants. */
const merchant: Behaviour = { rows: () => db.merchant };

export default merchant;
