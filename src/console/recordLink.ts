import { guardedPages } from '../auth/pages';

/** Each declaration's record route (`/order/orderMag/:id`, `/orgMag/risk/:resource/:id`), from the route table. */
const RECORD_ROUTES = new Map<string, string>();
for (const p of guardedPages(undefined, { records: true })) {
  if (p.resource) RECORD_ROUTES.set(p.resource, p.path);
}
for (const p of guardedPages(undefined, { records: true })) {
  for (const key of p.resources ?? []) if (!RECORD_ROUTES.has(key)) RECORD_ROUTES.set(key, p.path);
}

/**
 * The address of one record's page: its list's path and its key (`/order/orderMag/P1`). A list under a parent
 * record (`/OrgMag/siteMag/:cust_id`) takes the parent's key from `row`. Undefined for a resource without a list page.
 */
export function recordPath(resource: string, id: string, row: Record<string, unknown> = {}): string | undefined {
  const pattern = RECORD_ROUTES.get(resource);
  if (!pattern) return undefined;
  return pattern.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(name === 'id' ? id : name === 'resource' ? resource : String(row[name] ?? '')),
  );
}

/** The permission URL guarding a record page: its list's. */
export function recordPermission(resource: string): string | undefined {
  const pattern = RECORD_ROUTES.get(resource);
  return pattern && guardedPages(undefined, { records: true }).find((p) => p.path === pattern)?.permission;
}
