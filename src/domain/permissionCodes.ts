/**
 * Every button permission code, in one list (ARCHITECTURE.md rule 1). The server's permission tree carries
 * them as children of the page they belong to; the fake backend's roles are built from this list.
 * Each business area adds its codes here when its pages land.
 */
export const PERMISSION_CODES: Record<string, readonly string[]> = {};
