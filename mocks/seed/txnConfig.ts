/** Seed of the transaction configuration pages (owner: the /txnManager configuration pages and the wallet's). */
import type { MerchantRow } from './merchants';

// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface ConfigTables {}

export function seedConfigTables(_merchants: MerchantRow[]): ConfigTables {
  return {};
}
