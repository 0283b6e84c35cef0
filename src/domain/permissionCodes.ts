import { RESOURCES } from '../resources';

/**
 * Every button permission code, per page, derived from the resource declarations (the one place a code is named).
 * The server's permission tree carries them as children of their page; the fake backend's roles are built from it.
 */
export const PERMISSION_CODES: Record<string, readonly string[]> = Object.fromEntries(
  RESOURCES.map((r) => [
    r.page,
    [...new Set([...(r.actions ?? []).map((a) => a.permission), ...(r.exportPermission ? [r.exportPermission] : [])])],
  ]),
);
