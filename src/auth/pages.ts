import { matchPattern } from './permissions';
import routes, { type AppRoute } from '../../config/routes';

export interface PageRoute {
  path: string;
  name?: string;
  icon?: string;
  hideInMenu: boolean;
  /** Its label's locale key, as the menu names it (`menu.<area>.<name>`). */
  menuKey?: string;
  /** The declaration it renders, when it renders one (not tabs of several). */
  resource?: string;
  /** Declarations shown on the page besides `resource` (tabs, related lists); a record page's `:resource`. */
  resources?: string[];
  /** A record page: guarded by its list's URL (`permission`), not a page of the permission tree. */
  record?: boolean;
  permission?: string;
}

/** A table's walks, with the routes it had at its top when walked (a test swaps the table's routes in place). */
const guarded = new WeakMap<AppRoute[], { top: AppRoute[]; pages: Map<boolean, PageRoute[]> }>();

/**
 * Every page of the route table that sits behind a permission (`access: 'canView'`), in menu order: the pages of the
 * permission tree, or with `records` the record pages beside the lists (`<list>/:id`) instead.
 */
export function guardedPages(table: AppRoute[] = routes, { records = false } = {}): readonly PageRoute[] {
  // The route table does not change: walked once per table and kind (the work area asks for every tab's page at
  // each of its renders, every menu click), again if its routes were replaced.
  let walked = guarded.get(table);
  if (!walked || walked.top.length !== table.length || walked.top.some((r, i) => r !== table[i])) {
    walked = { top: [...table], pages: new Map() };
    guarded.set(table, walked);
  }
  const known = walked.pages.get(records);
  if (known) return known;
  const out: PageRoute[] = [];
  const walk = (list: AppRoute[], names: string[]) => {
    for (const r of list) {
      const chain = r.name ? [...names, r.name] : names;
      if (r.component && r.access === 'canView' && !!r.record === records) {
        const menuKey = r.name ? `menu.${chain.join('.')}` : undefined;
        out.push({
          path: r.path,
          name: r.name,
          icon: r.icon,
          hideInMenu: !!r.hideInMenu,
          menuKey,
          resource: r.resource,
          ...(r.record ? { record: true, permission: r.permission, resources: r.resources } : {}),
        });
      }
      if (r.routes) walk(r.routes, chain);
    }
  };
  walk(table, []);
  walked.pages.set(records, out);
  return out;
}

/** The first page of the menu the operator may open (spec §2: the fallback after login). */
export function firstPermittedPage(canView: (path: string) => boolean, table: AppRoute[] = routes): string | undefined {
  return guardedPages(table).find((p) => !p.hideInMenu && !p.path.includes('/:') && canView(p.path))?.path;
}

/**
 * The guarded page a location shows (`/txnAccount/account/detail/:id` for `/txnAccount/account/detail/7`), or the
 * record page (`/order/orderMag/:id` for `/order/orderMag/P1`) where no page of the tree matches.
 */
export function pageOf(pathname: string, table: AppRoute[] = routes): PageRoute | undefined {
  return (
    guardedPages(table).find((p) => matchPattern(p.path, pathname)) ??
    guardedPages(table, { records: true }).find((p) => matchPattern(p.path, pathname))
  );
}

/** Each declaration a route names (renders, shows as a tab, or serves) with that route's path, in table order. */
export function routedResources(table: AppRoute[] = routes): [key: string, path: string][] {
  const out: [string, string][] = [];
  const walk = (list: AppRoute[]) => {
    for (const r of list) {
      if (r.record) continue;
      for (const key of [...(r.resource ? [r.resource] : []), ...(r.resources ?? []), ...(r.also ?? [])])
        out.push([key, r.path]);
      if (r.routes) walk(r.routes);
    }
  };
  walk(table);
  return out;
}
