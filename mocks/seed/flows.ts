/**
 * Seed of the transaction flows (owner: the flow pages): collections, payouts, exchanges, transfers, internal
 * transfers and both product lines' bill ledgers with their running balances.
 */
import type { BillRow } from '../ledger';
import type { VirtualAccountTables } from './accounts';
import type { MerchantRow } from './merchants';

export interface FlowTables {
  bills: BillRow[];
  walletBills: BillRow[];
}

export function seedFlowTables(_merchants: MerchantRow[], _accounts: VirtualAccountTables): FlowTables {
  return { bills: [], walletBills: [] };
}
