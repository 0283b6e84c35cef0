/** Local storage keys of spec §9. `umi_locale` is the key Umi's locale plugin reads and writes. */
export const STORAGE_KEYS = {
  token: 'access_token',
  permissions: 'permissions',
  userInfo: 'user_info',
  locale: 'umi_locale',
  collapsed: 'layout_collapsed',
  /** When the operator last did something, in any tab of this browser (ms since the epoch). */
  lastActivity: 'last_activity',
} as const;

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

export function readJSON<T>(key: string): T | undefined {
  const raw = storage()?.getItem(key);
  if (!raw) return undefined;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return undefined;
  }
}

export function writeJSON(key: string, value: unknown): void {
  storage()?.setItem(key, JSON.stringify(value));
}

export function getToken(): string | undefined {
  return storage()?.getItem(STORAGE_KEYS.token) || undefined;
}

export function setToken(token: string): void {
  storage()?.setItem(STORAGE_KEYS.token, token);
}

/** When the operator last did something, in any tab of this browser; undefined when nothing is recorded. */
export function getLastActivity(): number | undefined {
  const value = Number(storage()?.getItem(STORAGE_KEYS.lastActivity));
  return Number.isFinite(value) && value > 0 ? value : undefined;
}

export function setLastActivity(at: number): void {
  storage()?.setItem(STORAGE_KEYS.lastActivity, String(at));
}

/** Forget everything that belongs to the signed-in operator (spec §4, logout). */
export function clearSession(): void {
  const s = storage();
  s?.removeItem(STORAGE_KEYS.token);
  s?.removeItem(STORAGE_KEYS.permissions);
  s?.removeItem(STORAGE_KEYS.userInfo);
  s?.removeItem(STORAGE_KEYS.lastActivity);
}
