/** Seed of the finance pages (owner: settlement batches). */
import type { MerchantRow } from './merchants';
import type { OrderRow } from './orders';

// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface FinanceTables {}

export function seedFinanceTables(_merchants: MerchantRow[], _orders: OrderRow[]): FinanceTables {
  return {};
}
