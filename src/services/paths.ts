/**
 * Every server path the console calls, in one dependency-free module: the services and the fake backend
 * (mocks/) both import it, so the two cannot drift.
 */
export const AUTH_PATHS = {
  security: '/v1/common/security',
  googleSecret: '/v1/common/security/google-authentication',
  bind: '/v1/common/security/google-authentication/v2',
  mailCode: '/v1/common/security/authentication/mail',
  login: '/v1/admin/login',
  loginInfo: '/v1/admin/login/info',
  logout: '/v1/admin/logout',
} as const;

export const NOTICE_PATHS = {
  list: '/v1/admin/notices',
  read: (id: string) => `/v1/admin/notices/${encodeURIComponent(id)}/read`,
  readPattern: '/v1/admin/notices/:id/read',
  clear: '/v1/admin/notices/clear',
} as const;

/** Files uploaded for a later call (dispute evidence): multipart `file`, answered with its id. */
export const UPLOAD_PATH = '/v1/admin/uploads';
