import type { Behaviour } from '../crud/actions';
import type { Row } from '../crud/query';
import { db } from '../db';

/** STUB: being built. */
const admin: Behaviour = { rows: () => db.admins as unknown as Row[] };

export default admin;
