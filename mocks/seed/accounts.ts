/**
 * Seed of the transaction accounts and the wallet's accounts (owner: the accounts pages). The base (virtual accounts
 * and balances) comes first: the flows' collections arrive at the virtual accounts, and the bill ledger is built back
 * from each balance so its latest entry ends at the available amount.
 */
import type { BalanceRow, VirtualAccountRow } from '../ledger';
import type { FlowTables } from './flows';
import type { MerchantRow } from './merchants';

export interface AccountBaseTables {
  virtualAccounts: VirtualAccountRow[];
  walletVirtualAccounts: VirtualAccountRow[];
  balances: BalanceRow[];
  walletBalances: BalanceRow[];
}

// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface AccountTables {}

export function seedAccountBase(_merchants: MerchantRow[]): AccountBaseTables {
  return { virtualAccounts: [], walletVirtualAccounts: [], balances: [], walletBalances: [] };
}

export function seedAccountTables(
  _merchants: MerchantRow[],
  _base: AccountBaseTables,
  _flows: FlowTables,
): AccountTables {
  return {};
}
