import type { Behaviour } from '../../crud/actions';
import { db } from '../../db';

/** FX rates: the seeded daily history, read-only (list and export of one pair over a period). */
const fxRate: Behaviour = {
  rows: () => db.fxRate,
};

/** The currency pairs as the FX rate page picks them: key, name, precision and status only. */
export const fxPair: Behaviour = {
  rows: () => db.currencyPair.map(({ pair_id, pair, precision, status }) => ({ pair_id, pair, precision, status })),
};

export default fxRate;
