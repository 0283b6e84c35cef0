import type { Row } from '../crud/query';
import type { MerchantRow } from './merchants';

/** STUB: being built. */
export type SiteRow = Row;

export function seedSites(merchants: MerchantRow[]): SiteRow[] {
  void merchants;
  return [];
}

/** STUB: being built. */
export type OrderParamsRow = Row;

export function seedOrderParams(merchants: MerchantRow[]): OrderParamsRow[] {
  void merchants;
  return [];
}
