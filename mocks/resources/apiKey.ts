import type { Behaviour } from '../crud/actions';
import { db } from '../db';

/** STUB: being built. */
const apiKey: Behaviour = { rows: () => db.apiKeys };

export default apiKey;
