import type { Row } from '../crud/query';
import type { MerchantRow } from './merchants';

/** STUB: being built. */
export type MerchantRiskRow = Row;

export function seedMerchantRisk(merchants: MerchantRow[]): MerchantRiskRow[] {
  void merchants;
  return [];
}

/** STUB: being built. */
export type RiskAlertRow = Row;

export function seedRiskAlerts(merchants: MerchantRow[]): RiskAlertRow[] {
  void merchants;
  return [];
}
