import { matchPattern } from './permissions';

export const LOGIN_PATH = '/user/login';

/**
 * Where to go after login (spec §2, §4): the `redirect` target only when it is same-origin and a permitted,
 * existing page; otherwise the first permitted page. Always returns a same-origin relative path, so the
 * caller can never be sent off-site (`//evil.example`, `/\evil.example`, `javascript:` ...).
 */
export function resolveRedirect(options: {
  redirect: string | null | undefined;
  origin: string;
  pagePatterns: string[];
  canView: (path: string) => boolean;
  fallback: string;
}): string {
  const { redirect, origin, pagePatterns, canView, fallback } = options;
  if (!redirect) return fallback;
  let url: URL;
  try {
    url = new URL(redirect, origin);
  } catch {
    return fallback;
  }
  if (url.origin !== origin || (url.protocol !== 'http:' && url.protocol !== 'https:')) return fallback;
  // A raw target that the URL parser read as relative but that browsers may treat as protocol-relative.
  if (/^\s*[\\/]{2}/.test(redirect) || /^\s*\/\\/.test(redirect)) return fallback;
  const path = url.pathname;
  if (path === LOGIN_PATH || path.startsWith(`${LOGIN_PATH}/`)) return fallback;
  const route = pagePatterns.find((pattern) => matchPattern(pattern, path));
  if (!route || !canView(path)) return fallback;
  return `${path}${url.search}${url.hash}`;
}

/** The login URL that brings the operator back to `current` afterwards. */
export function loginUrl(current: string): string {
  return `${LOGIN_PATH}?${new URLSearchParams({ redirect: current }).toString()}`;
}
