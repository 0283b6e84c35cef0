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
}

/** Every page of the route table that sits behind a permission (`access: 'canView'`), in menu order. */
export function guardedPages(table: AppRoute[] = routes): PageRoute[] {
  const out: PageRoute[] = [];
  const walk = (list: AppRoute[], names: string[]) => {
    for (const r of list) {
      const chain = r.name ? [...names, r.name] : names;
      if (r.component && r.access === 'canView') {
        const menuKey = r.name ? `menu.${chain.join('.')}` : undefined;
        out.push({
          path: r.path,
          name: r.name,
          icon: r.icon,
          hideInMenu: !!r.hideInMenu,
          menuKey,
          resource: r.resource,
        });
      }
      if (r.routes) walk(r.routes, chain);
    }
  };
  walk(table, []);
  return out;
}

/** The first page of the menu the operator may open (spec §2: the fallback after login). */
export function firstPermittedPage(canView: (path: string) => boolean, table: AppRoute[] = routes): string | undefined {
  return guardedPages(table).find((p) => !p.hideInMenu && !p.path.includes('/:') && canView(p.path))?.path;
}

/** The guarded page a location shows (`/txnAccount/account/detail/:id` for `/txnAccount/account/detail/7`). */
export function pageOf(pathname: string, table: AppRoute[] = routes): PageRoute | undefined {
  return guardedPages(table).find((p) => matchPattern(p.path, pathname));
}

/** Each declaration a route names (renders, shows as a tab, or serves) with that route's path, in table order. */
export function routedResources(table: AppRoute[] = routes): [key: string, path: string][] {
  const out: [string, string][] = [];
  const walk = (list: AppRoute[]) => {
    for (const r of list) {
      for (const key of [...(r.resource ? [r.resource] : []), ...(r.resources ?? []), ...(r.also ?? [])])
        out.push([key, r.path]);
      if (r.routes) walk(r.routes);
    }
  };
  walk(table);
  return out;
}
