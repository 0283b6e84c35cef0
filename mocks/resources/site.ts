import type { Behaviour } from '../crud/actions';
import { db } from '../db';

/** STUB: being built. */
const site: Behaviour = { rows: () => db.sites };

export default site;
