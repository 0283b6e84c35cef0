/**
 * The server's permission tree (spec §3, §6): `list_per` nodes carry a `url`; a node whose url starts with '/'
 * is a page, any other is a button code. Children of a page are its button codes (or sub-pages).
 */
export interface PermissionNode {
  id?: string | number;
  name?: string;
  url: string;
  children?: PermissionNode[];
}

export interface Permissions {
  pages: string[];
  codes: string[];
  /** Is this path (a concrete location or a route pattern) a permitted page? */
  canView: (path: string | undefined) => boolean;
  /** Does the operator hold this button code? */
  can: (code: string) => boolean;
}

const isPage = (url: string) => url.startsWith('/');

export function flattenTree(tree: PermissionNode[] | undefined): { pages: string[]; codes: string[] } {
  const pages = new Set<string>();
  const codes = new Set<string>();
  const walk = (nodes: PermissionNode[] | undefined) => {
    for (const node of nodes ?? []) {
      if (!node || typeof node.url !== 'string' || !node.url) continue;
      (isPage(node.url) ? pages : codes).add(node.url);
      walk(node.children);
    }
  };
  walk(tree);
  return { pages: [...pages], codes: [...codes] };
}

const trimSlash = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p);

/** Does a concrete path match a route pattern such as `/OrgMag/siteMag/:cust_id`? Case-sensitive, as the spec's paths are. */
export function matchPattern(pattern: string, path: string): boolean {
  const a = trimSlash(pattern).split('/');
  const b = trimSlash(path).split('/');
  if (a.length !== b.length) return false;
  return a.every((seg, i) => (seg.startsWith(':') ? b[i] !== '' : seg === b[i]));
}

export function buildPermissions(tree: PermissionNode[] | undefined): Permissions {
  const { pages, codes } = flattenTree(tree);
  const pageSet = new Set(pages.map(trimSlash));
  const codeSet = new Set(codes);
  const patterns = pages.filter((p) => p.includes('/:'));
  return {
    pages,
    codes,
    canView: (path) => {
      if (!path) return false;
      const p = trimSlash(path);
      return pageSet.has(p) || patterns.some((pattern) => matchPattern(pattern, p));
    },
    can: (code) => codeSet.has(code),
  };
}
