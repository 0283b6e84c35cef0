/**
 * The compliance scoring tables (DOMAIN.md, Compliance): scoring items (`socreItem`) and scoring criteria
 * (`scoringCriteria`). The KYB page computes each case's score and risk level from them on every read
 * (mocks/resources/kyb.ts `complianceScore`), so editing an item's weight or a band changes what it shows.
 */
import type { Rows } from '../../src/resources';

/** The checks a KYB case records as passed or not; a scoring item names one of them as its `rule`. */
export const SCORE_RULES = [
  'licence_valid',
  'ubo_identified',
  'address_verified',
  'country_low_risk',
  'industry_low_risk',
  'site_live',
] as const;
export type ScoreRule = (typeof SCORE_RULES)[number];

const UPDATED = '2026-01-12T02:30:00.000Z';

/** Six items whose weights add up to 100. */
export function seedScoreItems(): Rows['scoreItem'][] {
  const items: [ScoreRule, string, number, string][] = [
    ['licence_valid', 'Business licence valid', 25, 'The licence is current and matches the legal name and number'],
    ['ubo_identified', 'UBOs identified', 20, 'Every owner of 25% or more is named and has an ID document'],
    ['address_verified', 'Address verified', 15, 'A proof of address of the last three months matches'],
    ['country_low_risk', 'Low-risk country', 15, 'The company is registered outside the higher-risk countries'],
    ['industry_low_risk', 'Low-risk industry', 10, 'The industry is not on the enhanced due diligence list'],
    ['site_live', 'Website live', 15, 'The site is reachable and shows terms, refund and privacy policies'],
  ];
  return items.map(([rule, name, weight, description], i) => ({
    id: `SI${String(i + 1).padStart(3, '0')}`,
    name,
    rule,
    weight,
    description,
    updated_at: UPDATED,
  }));
}

/** Three bands covering 0-100: 80 and above low risk, 50-79 medium, below 50 high. */
export function seedScoreCriteria(): Rows['scoreCriterion'][] {
  return [
    { id: 'SC001', name: 'Low risk', min_score: 80, max_score: 100, risk_level: 1, updated_at: UPDATED },
    { id: 'SC002', name: 'Medium risk', min_score: 50, max_score: 79, risk_level: 2, updated_at: UPDATED },
    { id: 'SC003', name: 'High risk', min_score: 0, max_score: 49, risk_level: 3, updated_at: UPDATED },
  ];
}
