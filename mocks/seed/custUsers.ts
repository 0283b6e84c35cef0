import type { Row } from '../crud/query';
import type { MerchantRow } from './merchants';

/** STUB: being built. */
export type CustUserRow = Row;

export function seedCustUsers(merchants: MerchantRow[]): CustUserRow[] {
  void merchants;
  return [];
}
