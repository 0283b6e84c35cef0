import type { Row } from '../crud/query';
import type { MerchantRow } from './merchants';

/** STUB: being built. */
export type ApiKeyRow = Row;

export function seedApiKeys(merchants: MerchantRow[]): ApiKeyRow[] {
  void merchants;
  return [];
}
