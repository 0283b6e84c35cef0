import { request } from '@umijs/max';
import type {
  CurrentUser,
  GoogleSecret,
  LoginForm,
  LoginResult,
  MailCode,
  PasswordChange,
  SecurityCheck,
} from './types';
import { USER_TYPES } from './types';
import { AUTH_PATHS } from './paths';

export { AUTH_PATHS };

/** Security pre-check for an email: does the account have an authenticator? */
export function securityCheck(mail: string) {
  return request<{ result: SecurityCheck }>(AUTH_PATHS.security, {
    method: 'GET',
    params: { mail, login_type: 0, user_type: USER_TYPES.admin },
  });
}

export function login(form: LoginForm) {
  return request<LoginResult>(AUTH_PATHS.login, {
    method: 'POST',
    headers: { 'ga-code': form.code ?? '' },
    data: { ...form, login_type: 0, user_type: USER_TYPES.admin },
  });
}

export function fetchGoogleSecret() {
  return request<{ result: GoogleSecret }>(AUTH_PATHS.googleSecret, { method: 'GET' });
}

export function sendMailCode(mail: string) {
  return request<{ result: MailCode }>(AUTH_PATHS.mailCode, { method: 'POST', data: { mail } });
}

export function bindAuthenticator(
  form: LoginForm,
  binding: { mailCodeToken: string; bindingCode: string; bindingKey: string; emailCode: string },
) {
  return request<LoginResult>(AUTH_PATHS.bind, {
    method: 'POST',
    params: {
      mailCodeToken: binding.mailCodeToken,
      bindingCode: binding.bindingCode,
      bindingKey: binding.bindingKey,
    },
    headers: { 'email-code': binding.emailCode },
    data: { ...form, login_type: 0, user_type: USER_TYPES.admin },
  });
}

/** A temporary password's change, with the token of the sign-in that asked for it: answered as a login. */
export function changePassword(change: PasswordChange) {
  return request<LoginResult>(AUTH_PATHS.changePassword, { method: 'POST', data: change });
}

export function fetchCurrentUser(options?: { skipErrorHandler?: boolean }) {
  return request<{ result: CurrentUser }>(AUTH_PATHS.loginInfo, { method: 'GET', ...options });
}

/** Revokes the token on the server; the client forgets it whatever the answer. */
export function logoutCall() {
  return request(AUTH_PATHS.logout, { method: 'POST', skipErrorHandler: true });
}
