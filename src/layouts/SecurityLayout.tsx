import { Navigate, useLocation, useModel } from '@umijs/max';
import type { ReactNode } from 'react';
import { loginUrl } from '@/auth/redirect';
import { SessionGuard } from '@/layouts/lazyShell';
import Watermark from '@/components/Watermark';

/**
 * The security layout of spec §2: everything but /user sits behind it. Signed out (no current user), it sends
 * the operator to the login page with a redirect back here. Signed in, the session guard watches for idleness and
 * for a sign-out in another tab, and the operator's email is watermarked over what they see.
 */
export default function SecurityLayout({ children }: { children: ReactNode }) {
  const { initialState, loading } = useModel('@@initialState');
  const location = useLocation();
  if (loading) return null;
  const user = initialState?.currentUser;
  if (!user) {
    return <Navigate to={loginUrl(`${location.pathname}${location.search}`)} replace />;
  }
  return (
    <Watermark lines={[user.email]}>
      <SessionGuard />
      {children}
    </Watermark>
  );
}
