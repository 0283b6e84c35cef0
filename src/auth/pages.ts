import routes, { type AppRoute } from '../../config/routes';

export interface PageRoute {
  path: string;
  name?: string;
  icon?: string;
  hideInMenu: boolean;
}

/** Every page of the route table that sits behind a permission (`access: 'canView'`), in menu order. */
export function guardedPages(table: AppRoute[] = routes): PageRoute[] {
  const out: PageRoute[] = [];
  const walk = (list: AppRoute[]) => {
    for (const r of list) {
      if (r.component && r.access === 'canView') {
        out.push({ path: r.path, name: r.name, icon: r.icon, hideInMenu: !!r.hideInMenu });
      }
      if (r.routes) walk(r.routes);
    }
  };
  walk(table);
  return out;
}

/** The first page of the menu the operator may open (spec §2: the fallback after login). */
export function firstPermittedPage(canView: (path: string) => boolean, table: AppRoute[] = routes): string | undefined {
  return guardedPages(table).find((p) => !p.hideInMenu && !p.path.includes('/:') && canView(p.path))?.path;
}

export interface Area {
  name: string;
  icon?: string;
  /** The first page of the area the operator may open. */
  path: string;
}

/** The menu's top-level areas the operator may open, each linking to its first permitted page. */
export function permittedAreas(canView: (path: string) => boolean, table: AppRoute[] = routes): Area[] {
  return table
    .filter((r) => r.name && r.layout !== false)
    .flatMap((r) => {
      const path = firstPermittedPage(canView, [r]);
      return path ? [{ name: r.name as string, icon: r.icon, path }] : [];
    });
}
