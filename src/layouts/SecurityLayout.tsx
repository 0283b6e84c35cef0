import { Navigate, useLocation, useModel } from '@umijs/max';
import type { ReactNode } from 'react';
import { loginUrl } from '@/auth/redirect';

/**
 * The security layout of spec §2: everything but /user sits behind it. Signed out (no current user), it sends
 * the operator to the login page with a redirect back here.
 */
export default function SecurityLayout({ children }: { children: ReactNode }) {
  const { initialState, loading } = useModel('@@initialState');
  const location = useLocation();
  if (loading) return null;
  if (!initialState?.currentUser) {
    return <Navigate to={loginUrl(`${location.pathname}${location.search}`)} replace />;
  }
  return <>{children}</>;
}
