import type { Behaviour } from '../../crud/actions';
import { db } from '../../db';

/** The read-only flows: a plain table each (list, filters, sort, detail and export come from the declaration). */
export const collection: Behaviour = { rows: () => db.collection };
export const exchange: Behaviour = { rows: () => db.exchange };
export const transfer: Behaviour = { rows: () => db.transfer };
export const internalTransfer: Behaviour = { rows: () => db.internalTransfer };
