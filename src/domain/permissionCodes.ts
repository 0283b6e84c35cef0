import { RESOURCES } from '../resources';
import { ASSIGN_CODE, WORK_PAGE } from '../services/queues';

/**
 * Every button permission code, per page, derived from the resource declarations (the one place a code is named):
 * create, the actions, export, import. Declarations that share a page (tabs) pool their codes under it. The server's
 * permission tree carries them as children of their page; the fake backend's roles are built from it.
 */
export const PERMISSION_CODES: Record<string, readonly string[]> = (() => {
  const out: Record<string, string[]> = {};
  for (const r of RESOURCES) {
    const codes = [
      ...(r.create ? [r.create.permission] : []),
      ...(r.actions ?? []).map((a) => a.permission),
      ...(r.exportPermission ? [r.exportPermission] : []),
      ...(r.import ? [r.import.permission] : []),
    ];
    out[r.page] = [...new Set([...(out[r.page] ?? []), ...codes])];
  }
  // The one hand-written page with a button: assigning queue items to other operators.
  out[WORK_PAGE] = [ASSIGN_CODE];
  return out;
})();

/** The text that names a code no resource declares (the role editor shows it), by its locale key. */
export const OTHER_CODE_LABELS: Record<string, string> = { [ASSIGN_CODE]: 'work.assign' };
