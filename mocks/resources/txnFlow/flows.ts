import { seedFlowTables } from '../../seed/flows';
import { shared, type Fake } from '../fake';
import type { Rows } from '../../../src/resources';

/**
 * The flows and the ledgers of both lines: made together from the merchants and the accounts seed's balances and
 * virtual accounts (mocks/seed/flows.ts), each from its own random stream.
 */
export const flowTables = shared((tables) => seedFlowTables(tables.merchant, tables));

/** The read-only flows: a plain table each (list, filters, sort, detail and export come from the declaration). */
export const collection: Fake<Rows['collection']> = { seed: (tables) => flowTables(tables).collection };
export const exchange: Fake<Rows['exchange']> = { seed: (tables) => flowTables(tables).exchange };
export const transfer: Fake<Rows['transfer']> = { seed: (tables) => flowTables(tables).transfer };
export const internalTransfer: Fake<Rows['internalTransfer']> = {
  seed: (tables) => flowTables(tables).internalTransfer,
};

/** The flows that are only their seed. */
export const fakes = { collection, exchange, transfer, internalTransfer };
