import routes from '../config/routes';
import { firstPermittedPage } from '@/auth/pages';
import { buildPermissions } from '@/auth/permissions';
import type { InitialState } from './app';

/**
 * The access plugin's checks, from the server's permission tree (spec §6) and nothing else:
 * `canView` guards every page route (its path is its permission URL), `canViewArea` a menu area (and its redirect)
 * when at least one page below it is permitted, `can(code)` shows a button.
 */
export default function access(initialState: InitialState | undefined) {
  const permissions = buildPermissions(initialState?.currentUser ? initialState.permissions : []);
  return {
    // A record page is guarded by its list's URL.
    canView: (route: { path?: string; permission?: string }) => permissions.canView(route?.permission ?? route?.path),
    canViewArea: (route: { path?: string }) =>
      !!firstPermittedPage(
        permissions.canView,
        routes.filter((r) => r.path === route?.path),
      ),
    can: (code: string) => permissions.can(code),
    canViewPath: (path: string) => permissions.canView(path),
  };
}
