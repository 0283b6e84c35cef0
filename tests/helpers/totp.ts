import { findAdminByEmail } from '../../mocks/db';
import { totpCode, totpStep, TOTP_STEP_MS } from '../../mocks/totp';

/**
 * The code an operator would type now: the current step's, or the next step's (which the fake backend also takes)
 * once the current one has signed this account in, since a code is good once (mocks/totp.ts; login.test.ts checks
 * that). Tests sign one account in many times within one pinned instant, which no operator can: when both codes are
 * spent, the account's used step is forgotten, standing in for the next 30 seconds without moving a clock whose
 * dates the test compares.
 */
export function freshCode(email: string, secret: string): string {
  const admin = findAdminByEmail(email);
  const current = totpStep();
  const used = admin?.totp_step ?? null;
  if (used === null || used < current) return totpCode(secret);
  if (used === current) return totpCode(secret, (current + 1) * TOTP_STEP_MS);
  if (admin) admin.totp_step = null;
  return totpCode(secret);
}
