import type { Behaviour } from '../crud/actions';
import { db } from '../db';

/** STUB: being built. */
const custUser: Behaviour = { rows: () => db.custUsers };

export default custUser;
