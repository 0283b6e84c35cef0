import { db, now, type Stored } from '../../db';
import type { Fake } from '../fake';
import { journalTables } from './journal';
import type { Rows } from '../../../src/resources';

/**
 * Why a sign-in attempt did not end signed in (enum loginReason); null: it did. `account_locked` and
 * `address_locked` are the locks a failure started (mocks/throttle.ts), written after that failure's own row;
 * `locked_out` an attempt refused while a lock held; `password_change` the right credentials of an account whose
 * password is temporary, which is signed in once it has changed it (a row of its own, signed in).
 */
export type LoginReason =
  | 'wrong_password'
  | 'unknown_account'
  | 'wrong_code'
  | 'no_authenticator'
  | 'disabled'
  | 'wrong_user_type'
  | 'account_locked'
  | 'address_locked'
  | 'locked_out'
  | 'password_change'
  | null;

/** Appends one sign-in attempt (the login call writes one for each attempt that names an address). */
export function recordLogin(attempt: {
  email: string;
  admin?: Stored['admin'];
  reason: LoginReason;
  ip: string;
  userAgent: string | null;
}): Rows['loginLog'] {
  const row: Rows['loginLog'] = {
    login_id: `L${String(db.loginLog.length + 1).padStart(6, '0')}`,
    email: attempt.email,
    admin_id: attempt.admin?.id ?? null,
    result: attempt.reason === null ? 1 : 2,
    reason: attempt.reason,
    ip: attempt.ip,
    user_agent: attempt.userAgent ?? '',
    at: new Date(now()).toISOString(),
  };
  db.loginLog.push(row);
  return row;
}

/** The sign-in log: read-only, written by the login call. */
const loginLog: Fake<Rows['loginLog']> = { seed: (tables) => journalTables(tables).loginLog };

export default loginLog;
