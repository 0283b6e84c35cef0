import { Navigate, useAccess, useLocation } from '@umijs/max';
import routes from '../../../config/routes';
import { firstPermittedPage } from '@/auth/pages';
import Forbidden from '../Exception/403';

/**
 * An area's own path (`/compliance`, `/wallet`): on to the first page of that area the operator may open, so a
 * role holding only the second page never lands on a 403. With none of them permitted, the 403 page.
 */
export default function AreaRedirect() {
  const { pathname } = useLocation();
  const { canViewPath } = useAccess();
  const area = routes.filter((r) => r.routes && r.path === pathname.replace(/\/+$/, ''));
  const target = firstPermittedPage(canViewPath, area);
  return target ? <Navigate to={target} replace /> : <Forbidden />;
}
