import type { Behaviour } from '../crud/actions';
import type { Row } from '../crud/query';
import { db } from '../db';

/** STUB: being built. */
const role: Behaviour = { rows: () => db.roles as unknown as Row[] };

export default role;
