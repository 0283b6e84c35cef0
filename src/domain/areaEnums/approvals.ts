import { e } from '../enumValue';

/**
 * Enumerations of dual control (maker-checker, DOMAIN.md "Dual control"); spread into ENUMS (src/domain/enums.ts).
 * Labels: `enum.<key>.<code>` in src/locales/enums/approvals.ts.
 */
const ENUMS = {
  /**
   * What a request asks a second operator to let happen: a money movement (adjustment, refund, payout, settlement)
   * or a change of configuration or access. Each is a business parameter `dual_control.<kind>` (on or off).
   */
  approvalKind: e(
    ['adjustment', 'error'],
    ['refund', 'error'],
    ['payout', 'error'],
    ['settlement', 'error'],
    ['fee', 'warning'],
    ['limit', 'warning'],
    ['markup', 'warning'],
    ['routing', 'warning'],
    ['riskRule', 'warning'],
    ['blacklistRemoval', 'warning'],
    ['adminRoles', 'processing'],
    ['adminPassword', 'processing'],
    ['adminAuthenticator', 'processing'],
    ['rolePermissions', 'processing'],
    ['dualControl', 'processing'],
  ),
  /**
   * A request's state: 0 pending → 1 approved (applied) | 2 rejected | 3 expired | 4 withdrawn by its maker | 5 failed
   * (approved, but the change no longer held when it was applied).
   */
  approvalStatus: e([0, 'warning'], [1, 'success'], [2, 'error'], [3, 'default'], [4, 'default'], [5, 'error']),
} as const;

export default ENUMS;
