import { e } from '../enumValue';

/**
 * Enumerations of finance (settlement batches) and compliance (scoring); spread into ENUMS (src/domain/enums.ts).
 * Labels: `enum.<key>.<code>` in src/locales/enums/finance.ts.
 */
const ENUMS = {
  /** How often a merchant is settled: one batch per currency per week (Monday-Sunday) or per calendar month. */
  settlementCycle: e(['weekly', 'default'], ['monthly', 'default']),
  /**
   * The checks a KYB case records as passed (its `checks`): a scoring item scores one of them. The same codes as
   * SCORE_RULES of mocks/seed/scoring.ts (a test keeps the two equal).
   */
  scoreRule: e(
    ['licence_valid', 'default'],
    ['ubo_identified', 'default'],
    ['address_verified', 'default'],
    ['country_low_risk', 'default'],
    ['industry_low_risk', 'default'],
    ['site_live', 'default'],
  ),
} as const;

export default ENUMS;
