import type { Row } from '../crud/query';
import type { MerchantRow } from './merchants';

/** STUB: being built. */
export type ChannelConfigRow = Row;

export function seedChannelConfigs(merchants: MerchantRow[]): ChannelConfigRow[] {
  void merchants;
  return [];
}
