import type { Behaviour } from '../crud/actions';
import { db } from '../db';

/** STUB: being built. */
const channelConfig: Behaviour = { rows: () => db.channelConfigs };

export default channelConfig;
