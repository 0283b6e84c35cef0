import { useIntl } from '@umijs/max';
import { Tree } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { useMemo } from 'react';
import routes, { type AppRoute } from '../../config/routes';
import { PERMISSION_CODES } from '@/domain/permissionCodes';
import { RESOURCES } from '@/resources';

/** The locale key that names a button code: its action's label, or export / create. */
export function codeLabelId(code: string): string {
  for (const r of RESOURCES) {
    const action = r.actions?.find((a) => a.permission === code);
    if (action) return `resources.${r.key}.actions.${action.key}`;
    if (r.exportPermission === code) return 'console.export';
    if (r.import?.permission === code) return 'console.import';
    if (r.create?.permission === code) return 'console.create';
  }
  return code;
}

interface Node {
  key: string;
  titleId: string;
  /** Page URLs and codes under it (itself included when it is a page or a code). */
  grants: string[];
  children: Node[];
}

/**
 * Areas → pages → button codes, from the route table and the declarations' codes, in menu order. Two route groups
 * of one area (the hidden /OrgMag pages beside /orgMag) make one node.
 */
export function permissionNodes(table: AppRoute[] = routes, prefix = 'menu'): Node[] {
  const merged: Node[] = [];
  for (const node of routeNodes(table, prefix)) {
    const same =
      node.key.startsWith('area:') && merged.find((m) => m.key.startsWith('area:') && m.titleId === node.titleId);
    if (same) {
      same.children.push(...node.children);
      same.grants.push(...node.grants);
    } else merged.push(node);
  }
  return merged;
}

function routeNodes(table: AppRoute[], prefix: string): Node[] {
  return table.flatMap((r): Node[] => {
    const id = r.name ? `${prefix}.${r.name}` : prefix;
    // A record's page (`<list>/:id`) is guarded by its list's URL: no node of its own.
    if (r.record) return [];
    if (r.component && r.access === 'canView') {
      const codes = (PERMISSION_CODES[r.path] ?? []).map((code): Node => ({
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

/**
 * The role editor's checkable tree: value = the page URLs and button codes granted. Checking a code grants its
 * page too (a button is useless on a page the role cannot open); unchecking a page drops its codes; an area checks
 * or unchecks all of its pages.
 */
export default function PermissionTree({
  value,
  onChange,
  id,
  disabled,
}: {
  value?: string[];
  onChange?: (value: string[]) => void;
  id?: string;
  /** Read-only (the detail view). */
  disabled?: boolean;
}) {
  const intl = useIntl();
  const nodes = useMemo(() => permissionNodes(), []);
  const granted = new Set(value ?? []);
  const pageOf = useMemo(() => {
    const map = new Map<string, string>();
    const walk = (list: Node[]) =>
      list.forEach((n) => {
        if (n.key.startsWith('/')) n.children.forEach((c) => map.set(c.key, n.key));
        walk(n.children);
      });
    walk(nodes);
    return map;
  }, [nodes]);
  const byKey = useMemo(() => {
    const map = new Map<string, Node>();
    const walk = (list: Node[]) => list.forEach((n) => (map.set(n.key, n), walk(n.children)));
    walk(nodes);
    return map;
  }, [nodes]);

  const toData = (list: Node[]): DataNode[] =>
    list.map((n) => ({
      key: n.key,
      title: intl.formatMessage({ id: n.titleId, defaultMessage: n.key }),
      children: toData(n.children),
    }));

  // An area shows checked when all of its grants are held.
  const checked = [...byKey.values()]
    .filter((n) => (n.key.startsWith('area:') ? n.grants.every((g) => granted.has(g)) : granted.has(n.key)))
    .map((n) => n.key);

  const toggle = (key: string, on: boolean) => {
    const next = new Set(granted);
    const node = byKey.get(key);
    if (!node) return;
    if (key.startsWith('area:')) node.grants.forEach((g) => (on ? next.add(g) : next.delete(g)));
    else if (key.startsWith('/')) {
      if (on) next.add(key);
      else node.grants.forEach((g) => next.delete(g));
    } else if (on) {
      next.add(key);
      const page = pageOf.get(key);
      if (page) next.add(page);
    } else next.delete(key);
    onChange?.([...next]);
  };

  // Read only (a role's record): what it grants, as plain readable text, not a greyed-out tree of everything.
  if (disabled) {
    const grantedOnly = (list: Node[]): Node[] =>
      list.flatMap((n) => {
        const children = grantedOnly(n.children);
        return granted.has(n.key) || children.length ? [{ ...n, children }] : [];
      });
    const shown = grantedOnly(nodes);
    return (
      <div id={id}>
        {shown.length ? (
          <Tree defaultExpandAll selectable={false} treeData={toData(shown)} />
        ) : (
          intl.formatMessage({ id: 'console.permissions.none' })
        )}
      </div>
    );
  }

  return (
    <div id={id}>
      <Tree
        checkable
        checkStrictly
        disabled={disabled}
        defaultExpandAll
        selectable={false}
        treeData={toData(nodes)}
        checkedKeys={{ checked, halfChecked: [] }}
        onCheck={(_, info) => toggle(String(info.node.key), info.checked)}
      />
    </div>
  );
}
