import { lazy, Suspense } from 'react';

const ForbiddenPage = lazy(() => import('./403'));
const NotFoundPage = lazy(() => import('./404'));

/**
 * The 403 and 404 pages loaded when shown (the shell's 403 part, src/layouts/LayoutException.tsx): antd's Result and
 * its illustrations are not in every start of the signed-in console.
 */
export function LazyForbidden() {
  return (
    <Suspense fallback={null}>
      <ForbiddenPage />
    </Suspense>
  );
}

export function LazyNotFound() {
  return (
    <Suspense fallback={null}>
      <NotFoundPage />
    </Suspense>
  );
}
