import type { Row } from '../crud/query';
import type { MerchantRow } from './merchants';

/** STUB: being built. */
export type KybRow = Row;

export function seedKyb(merchants: MerchantRow[]): KybRow[] {
  void merchants;
  return [];
}
