import { describe, expect, it } from 'vitest';
import { guardedPages } from '@/auth/pages';
import { permissionNodes } from '@/console/PermissionTree';
import { PERMISSION_CODES } from '@/domain/permissionCodes';

/** Every node key of the tree, in order. */
const keys = (list: ReturnType<typeof permissionNodes>): string[] => list.flatMap((n) => [n.key, ...keys(n.children)]);

describe("the role editor's tree", () => {
  it('holds each page of the permission tree once, with its buttons, and no record page', () => {
    const all = keys(permissionNodes());
    // In menu order, the hidden /OrgMag pages under their area: compared as sorted lists.
    expect(all.filter((k) => k.startsWith('/')).sort()).toEqual(
      guardedPages()
        .map((p) => p.path)
        .sort(),
    );
    expect(all.filter((k) => !k.startsWith('/') && !k.startsWith('area:')).sort()).toEqual(
      Object.values(PERMISSION_CODES).flat().sort(),
    );
  });
});
