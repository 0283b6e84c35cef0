/**
 * The role editor's tree as data (PermissionTree.tsx draws it): areas → pages → button codes, what a click on a node
 * grants or takes away, which nodes show checked or partly checked, and what a search shows.
 */
import routes, { type AppRoute } from '../../config/routes';
import { OTHER_CODE_LABELS, PERMISSION_CODES } from '@/domain/permissionCodes';
import { RESOURCES } from '@/resources';

export interface GrantNode {
  /** A page's URL, a button code, or `area:<path>` for a menu group. */
  key: string;
  titleId: string;
  /** Page URLs and codes under it (itself included when it is a page or a code). */
  grants: string[];
  children: GrantNode[];
}

export const isPage = (key: string) => key.startsWith('/');
export const isArea = (key: string) => key.startsWith('area:');

/** The locale key that names a button code: its action's label, or export / create. */
export function codeLabelId(code: string): string {
  if (OTHER_CODE_LABELS[code]) return OTHER_CODE_LABELS[code];
  for (const r of RESOURCES) {
    const action = r.actions?.find((a) => a.permission === code);
    if (action) return `resources.${r.key}.actions.${action.key}`;
    if (r.exportPermission === code) return 'console.export';
    if (r.import?.permission === code) return 'console.import';
    if (r.create?.permission === code) return 'console.create';
  }
  return code;
}

/**
 * Areas → pages → button codes, from the route table and the declarations' codes, in menu order. Two route groups
 * of one area (the hidden /OrgMag pages beside /orgMag) make one node.
 */
export function permissionNodes(table: AppRoute[] = routes, prefix = 'menu'): GrantNode[] {
  const merged: GrantNode[] = [];
  for (const node of routeNodes(table, prefix)) {
    const same = isArea(node.key) && merged.find((m) => isArea(m.key) && m.titleId === node.titleId);
    if (same) {
      same.children.push(...node.children);
      same.grants.push(...node.grants);
    } else merged.push(node);
  }
  return merged;
}

function routeNodes(table: AppRoute[], prefix: string): GrantNode[] {
  return table.flatMap((r): GrantNode[] => {
    const id = r.name ? `${prefix}.${r.name}` : prefix;
    // A record's page (`<list>/:id`) is guarded by its list's URL: no node of its own.
    if (r.record) return [];
    if (r.component && r.access === 'canView') {
      const codes = (PERMISSION_CODES[r.path] ?? []).map((code): GrantNode => ({
        key: code,
        titleId: codeLabelId(code),
        grants: [code],
        children: [],
      }));
      return [{ key: r.path, titleId: id, grants: [r.path, ...codes.map((c) => c.key)], children: codes }];
    }
    if (!r.routes) return [];
    const children = permissionNodes(r.routes, id);
    if (!children.length) return [];
    return [{ key: `area:${r.path}`, titleId: id, grants: children.flatMap((c) => c.grants), children }];
  });
}

/** Every node by key, each node's parent, and every grant in tree order. */
export interface GrantIndex {
  byKey: Map<string, GrantNode>;
  parentOf: Map<string, string>;
  order: string[];
}

export function indexNodes(nodes: GrantNode[]): GrantIndex {
  const byKey = new Map<string, GrantNode>();
  const parentOf = new Map<string, string>();
  const walk = (list: GrantNode[], parent?: string) =>
    list.forEach((n) => {
      byKey.set(n.key, n);
      if (parent) parentOf.set(n.key, parent);
      walk(n.children, n.key);
    });
  walk(nodes);
  return { byKey, parentOf, order: nodes.flatMap((n) => n.grants) };
}

/** A node and the nodes above it, nearest first. */
export function withAncestors(index: GrantIndex, key: string): string[] {
  const out = [key];
  for (let up = index.parentOf.get(key); up; up = index.parentOf.get(up)) out.push(up);
  return out;
}

/** Checked: everything under the node is granted; half checked: some of it (a page without all of its buttons). */
export function checkState(index: GrantIndex, granted: ReadonlySet<string>) {
  const checked: string[] = [];
  const halfChecked: string[] = [];
  for (const node of index.byKey.values()) {
    const held = node.grants.filter((g) => granted.has(g)).length;
    if (held === node.grants.length) checked.push(node.key);
    else if (held) halfChecked.push(node.key);
  }
  return { checked, halfChecked };
}

/**
 * What a click on a node grants: a button, itself and its page (a button is no use on a page the role cannot open);
 * a page or an area whose pages are not all granted, those pages' read access only, each button staying a choice
 * of its own (`opened`: the node to unfold so they show); a page or area whose pages are all granted, nothing under
 * it any more, its buttons gone with their pages. The value keeps the tree's order; what the tree does not know is
 * kept after it.
 */
export function clicked(
  index: GrantIndex,
  value: readonly string[],
  key: string,
): { value: string[]; opened?: string } {
  const node = index.byKey.get(key);
  const next = new Set(value);
  let opened: string | undefined;
  if (!node) return { value: [...value] };
  if (!isPage(key) && !isArea(key)) {
    if (next.has(key)) next.delete(key);
    else [key, index.parentOf.get(key)].forEach((g) => g && next.add(g));
  } else {
    const pages = node.grants.filter(isPage);
    if (pages.every((p) => next.has(p))) node.grants.forEach((g) => next.delete(g));
    else {
      pages.forEach((p) => next.add(p));
      opened = key;
    }
  }
  return { value: ordered(index, next), opened };
}

/** Everything the tree holds, or the value in the tree's order. */
export const ordered = (index: GrantIndex, granted: ReadonlySet<string> = new Set(index.order)): string[] => [
  ...index.order.filter((g) => granted.has(g)),
  ...[...granted].filter((g) => !index.byKey.has(g)),
];

/**
 * The nodes whose label holds the text (any case), with the nodes above them and, under a match, all it holds (a
 * page found brings its buttons); `open`: the nodes to unfold so that every match, and what a match holds, shows.
 * Undefined for no text.
 */
export function search(nodes: GrantNode[], labelOf: (node: GrantNode) => string, text: string) {
  const needle = text.trim().toLocaleLowerCase();
  if (!needle) return undefined;
  const open: string[] = [];
  const walk = (list: GrantNode[]): GrantNode[] =>
    list.flatMap((n) => {
      const inner = walk(n.children);
      const match = labelOf(n).toLocaleLowerCase().includes(needle);
      if (inner.length || (match && n.children.length)) open.push(n.key);
      if (match) return [n];
      return inner.length ? [{ ...n, children: inner }] : [];
    });
  return { nodes: walk(nodes), open };
}
