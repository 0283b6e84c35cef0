import {
  seedFlowTables,
  type CollectionRow,
  type ExchangeRow,
  type InternalTransferRow,
  type TransferRow,
} from '../../seed/flows';
import { shared, type Fake } from '../fake';

/**
 * The flows and the ledgers of both lines: made together from the merchants and the accounts seed's balances and
 * virtual accounts (mocks/seed/flows.ts), each from its own random stream.
 */
export const flowTables = shared((tables) => seedFlowTables(tables.merchant, tables));

/** The read-only flows: a plain table each (list, filters, sort, detail and export come from the declaration). */
export const collection: Fake<CollectionRow> = { seed: (tables) => flowTables(tables).collection };
export const exchange: Fake<ExchangeRow> = { seed: (tables) => flowTables(tables).exchange };
export const transfer: Fake<TransferRow> = { seed: (tables) => flowTables(tables).transfer };
export const internalTransfer: Fake<InternalTransferRow> = { seed: (tables) => flowTables(tables).internalTransfer };
