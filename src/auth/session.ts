import { idleState } from './idle';
import type { PermissionNode } from './permissions';
import type { CurrentUser } from '@/services/types';
import { fetchCurrentUser, logoutCall } from '@/services/auth';
import { STORAGE_KEYS, clearSession, getLastActivity, getToken, readJSON, writeJSON } from '@/request/storage';

export function savedPermissions(): PermissionNode[] {
  const tree = readJSON<unknown>(STORAGE_KEYS.permissions);
  return Array.isArray(tree) ? (tree as PermissionNode[]) : [];
}

export function savePermissions(tree: PermissionNode[]): void {
  writeJSON(STORAGE_KEYS.permissions, tree);
}

/** The signed-in operator from `GET /v1/admin/login/info`, kept in local storage (spec §4, §9); undefined when signed out. */
export async function loadCurrentUser(): Promise<CurrentUser | undefined> {
  if (!getToken()) return undefined;
  try {
    const res = await fetchCurrentUser({ skipErrorHandler: true });
    writeJSON(STORAGE_KEYS.userInfo, res.result);
    return res.result;
  } catch {
    return undefined;
  }
}

/**
 * A saved session whose operator has done nothing, in any tab, for the idle limit: over, though its token may live
 * on (the browser was closed or asleep when the idle time-out would have signed them out). None recorded: not idle.
 */
export function idleSession(now: number = Date.now()): boolean {
  const last = getLastActivity();
  return !!getToken() && last !== undefined && idleState(last, now).kind === 'expired';
}

/** Logout (spec §4): the server revokes the token; the client forgets token, permissions and user info. */
export async function endSession(): Promise<void> {
  if (getToken()) await logoutCall().catch(() => undefined);
  clearSession();
}
