import type { LoginResult, UserTypeCode } from '../../src/services/types';
import { now, type Stored } from '../db';
import { ok } from '../http';
import { permissionTree } from '../permissions';
import { issueToken } from '../tokens';

const AUTHORITY: Record<UserTypeCode, LoginResult['currentAuthority']> = { '01': 'admin', '02': 'otc', '03': 'agent' };

function loginBody(
  admin: Stored['admin'],
  result: LoginResult['result'],
): { top: Omit<LoginResult, 'result'>; result: LoginResult['result'] } {
  return {
    top: { status: 'ok', type: 'account', currentAuthority: AUTHORITY[admin.user_type as UserTypeCode] },
    result,
  };
}

/** A successful sign-in (login, or the end of binding): a session token and the permission tree. */
export function signIn(admin: Stored['admin'], ip: string): Response {
  admin.previous_login_at = admin.last_login_at;
  admin.previous_login_ip = admin.last_login_ip;
  admin.last_login_at = new Date(now()).toISOString();
  admin.last_login_ip = ip;
  const token = issueToken(admin, 'session');
  const { top, result } = loginBody(admin, { has_google_secret: true, ...permissionTree(admin) });
  return ok(result, { top, headers: { authorization: token.token } });
}

/** Right password, no authenticator yet: a binding-scope token that only opens the binding calls. */
export function bindingStep(admin: Stored['admin']): Response {
  const token = issueToken(admin, 'binding');
  const { top, result } = loginBody(admin, { has_google_secret: false, list_per: [], list_permission: [] });
  return ok(result, { top, headers: { authorization: token.token } });
}

/**
 * Signed in with a temporary password (set by another operator): no session yet, but a password-scope token that
 * only opens the change of password (and logout), and `must_change_password`.
 */
export function passwordStep(admin: Stored['admin']): Response {
  const token = issueToken(admin, 'password');
  const { top, result } = loginBody(admin, {
    has_google_secret: true,
    must_change_password: true,
    list_per: [],
    list_permission: [],
  });
  return ok(result, { top, headers: { authorization: token.token } });
}
