import type { Behaviour } from '../../crud/actions';
import { db } from '../../db';
import type { Fake } from '../fake';
import { fxTables } from './currencyPair';
import type { Rows } from '../../../src/resources';

/** FX rates: the seeded daily history, read-only (list and export of one pair over a period). */
const fxRate: Fake<Rows['fxRate']> = {
  seed: (tables) => fxTables(tables).fxRate,
};

/** The currency pairs as the FX rate page picks them: key, name, precision and status only. */
export const fxPair: Behaviour = {
  rows: () => db.currencyPair.map(({ pair_id, pair, precision, status }) => ({ pair_id, pair, precision, status })),
};

export default fxRate;

/** This file's two resources: the rates and their pairs. */
export const fakes = { fxRate, fxPair };
