import type { PermissionNode } from '../src/auth/permissions';
import { guardedPages } from '../src/auth/pages';
import { PERMISSION_CODES } from '../src/domain/permissionCodes';
import { rolesOf, type Stored } from './db';

/**
 * The login's `list_per`: the admin's pages in menu order, each with the button codes of that page the admin
 * holds as children. `list_permission` is the same tree flattened.
 */
export function permissionTree(admin: Stored['admin']): { list_per: PermissionNode[]; list_permission: string[] } {
  const roles = rolesOf(admin);
  const pages = new Set(roles.flatMap((r) => r.pages));
  const codes = new Set(roles.flatMap((r) => r.codes));
  const list_per: PermissionNode[] = [];
  guardedPages().forEach((page, i) => {
    if (!pages.has(page.path)) return;
    const id = `p${String(i + 1).padStart(3, '0')}`;
    // Ids come from the position in the full lists, so a node keeps its id whichever role holds it.
    const children = (PERMISSION_CODES[page.path] ?? [])
      .map((code, j) => ({ id: `${id}-${String(j + 1).padStart(2, '0')}`, url: code }))
      .filter((node) => codes.has(node.url));
    list_per.push({ id, name: page.name, url: page.path, children });
  });
  const list_permission = list_per.flatMap((node) => [node.url, ...(node.children ?? []).map((c) => c.url)]);
  return { list_per, list_permission };
}
