import { http } from 'msw';
import { AUTH_PATHS, PASSWORD_MIN } from '../../src/services/paths';
import type { CurrentUser, SecurityCheck, UserTypeCode } from '../../src/services/types';
import { findAdminByEmail, rolesOf, type Stored } from '../db';
import type { ErrorName } from '../errors';
import { clientIp, failWith, guarded, invalid, ok, readBody, text } from '../http';
import { recordLogin, type LoginReason } from '../resources/journal/loginLog';
import { activeLock, clearFailures, countFailure, minutesLeft, type Lock } from '../throttle';
import { revokeSession } from '../tokens';
import { spendTotp } from '../totp';
import { bindingStep, passwordStep, signIn } from './signIn';

function currentUser(admin: Stored['admin']): CurrentUser {
  const user: CurrentUser = {
    id: admin.id,
    email: admin.email,
    name: admin.name,
    // A userType code (the seed and the create form write no other): the row types enumerations as text.
    user_type: admin.user_type as UserTypeCode,
    roles: rolesOf(admin).map((r) => r.name),
  };
  // "Last login" is the sign-in before this one; a first sign-in has none.
  if (admin.previous_login_at) user.last_login_at = admin.previous_login_at;
  if (admin.previous_login_ip) user.last_login_ip = admin.previous_login_ip;
  return user;
}

/** Why the policy refuses a new password (PASSWORD_MIN characters, not the email, not the current or previous one). */
function passwordRefusal(admin: Stored['admin'], next: string): ErrorName | undefined {
  if ([...next].length < PASSWORD_MIN) return 'passwordTooShort';
  if (next.trim().toLowerCase() === admin.email.toLowerCase()) return 'passwordIsEmail';
  if (next === admin.password || next === admin.previous_password) return 'passwordReused';
  return undefined;
}

export const authHandlers = [
  http.get('*' + AUTH_PATHS.security, ({ request }) => {
    const mail = text(new URL(request.url).searchParams.get('mail'));
    if (!mail) return invalid('mail');
    const admin = findAdminByEmail(mail);
    // An unknown address answers like a bound account, so the pre-check does not reveal who has an account.
    const result: SecurityCheck = { mail, has_google_secret: admin ? admin.google_secret !== null : true };
    return ok(result);
  }),

  http.post('*' + AUTH_PATHS.login, async ({ request }) => {
    const body = await readBody(request);
    const email = text(body.email);
    if (!email) return invalid('email');
    if (typeof body.password !== 'string' || !body.password) return invalid('password');
    const admin = findAdminByEmail(email);
    const userType = text(body.user_type);
    const ip = clientIp(request);
    // Every attempt is written to the sign-in log (/journal/loginListMsg), signed in or why not; so is every lock.
    const log = (reason: LoginReason) =>
      recordLogin({ email, admin, reason, ip, userAgent: request.headers.get('user-agent') });
    const locked = (lock: Lock) =>
      failWith(lock.kind === 'account' ? 'accountLocked' : 'addressLocked', { values: { minutes: minutesLeft(lock) } });
    // A locked account or address is refused before anything is checked: guessing goes nowhere meanwhile.
    const lock = activeLock(email, ip);
    if (lock) {
      log('locked_out');
      return locked(lock);
    }
    // A failed guess counts against the account and the address; the one that reaches the limit answers the lock.
    const refuse = (reason: LoginReason, error: ErrorName) => {
      log(reason);
      const started = countFailure(email, ip);
      for (const l of started) log(l.kind === 'account' ? 'account_locked' : 'address_locked');
      return started.length ? locked(started[0]) : failWith(error);
    };
    if (!admin || admin.password !== body.password || (userType && userType !== admin.user_type)) {
      const reason = !admin
        ? 'unknown_account'
        : admin.password !== body.password
          ? 'wrong_password'
          : 'wrong_user_type';
      return refuse(reason, 'badCredentials');
    }
    if (admin.status !== 'enabled') {
      log('disabled');
      return failWith('accountDisabled');
    }
    if (!admin.google_secret) {
      clearFailures(email, ip);
      log('no_authenticator');
      return bindingStep(admin);
    }
    const code = text(request.headers.get('ga-code')) ?? text(body.code);
    const checked = spendTotp(admin, admin.google_secret, code);
    if (checked !== 'ok')
      return refuse('wrong_code', checked === 'used' ? 'usedAuthenticatorCode' : 'badAuthenticatorCode');
    clearFailures(email, ip);
    if (admin.password_temporary) {
      log('password_change');
      return passwordStep(admin);
    }
    log(null);
    return signIn(admin, ip);
  }),

  // A temporary password's change, with the token its sign-in answered: the new password, twice, by the policy;
  // then the session, as a login answers it.
  http.post(
    '*' + AUTH_PATHS.changePassword,
    guarded({ scope: 'password' }, async ({ request, session }) => {
      const { admin } = session;
      const body = await readBody(request);
      const next = typeof body.new_password === 'string' ? body.new_password : '';
      if (!next) return session.invalid('new_password');
      if (body.confirm_password !== next) return session.invalid('confirm_password');
      const refused = passwordRefusal(admin, next);
      if (refused) return session.failWith(refused, { values: { min: PASSWORD_MIN } });
      admin.previous_password = null;
      admin.password = next;
      admin.password_temporary = false;
      revokeSession(session.token);
      const ip = clientIp(request);
      recordLogin({ email: admin.email, admin, reason: null, ip, userAgent: request.headers.get('user-agent') });
      return signIn(admin, ip);
    }),
  ),

  http.get(
    '*' + AUTH_PATHS.loginInfo,
    guarded({}, ({ session }) => session.reply(currentUser(session.admin))),
  ),

  // Either token kind may sign out: leaving the binding step revokes its token too.
  http.post(
    '*' + AUTH_PATHS.logout,
    guarded({ scope: 'any' }, ({ session }) => {
      revokeSession(session.token);
      return ok(null);
    }),
  ),
];
