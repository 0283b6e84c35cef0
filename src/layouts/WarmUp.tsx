import { lazy, memo, startTransition, Suspense, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { afterListPage } from './prefetch';

// In the list page's chunk, which is in by then (src/layouts/prefetch.ts).
const WarmTable = lazy(() => import(/* webpackChunkName: "p__Resource__index" */ '@/console/WarmTable'));

/** How long the browser may wait for an idle moment before the warm-up is drawn anyway. */
const IDLE_TIMEOUT_MS = 3000;

/**
 * The first list page of a page load took about half a second against 200 ms for the next ones (issue 25's bench):
 * antd generates the styles of every component a list uses when the first of them mounts (and drops them when the
 * last one unmounts), and the browser compiles their code on its first run. Once the list page's code is in and the
 * browser is idle, this draws a list's table with made-up rows and no request (src/console/WarmTable.tsx) in a hidden
 * element at the end of the document (no layout, out of the accessibility tree and of the page's content), and keeps
 * it there, so that its styles stay generated. The render is a transition, which React splits into short tasks: a
 * click in the meantime is not held up by it. A browser without idle callbacks does not warm up.
 */
function WarmUp() {
  const [drawing, setDrawing] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback !== 'function') return undefined;
    let handle: number | undefined;
    const forget = afterListPage(() => {
      handle = window.requestIdleCallback(() => startTransition(() => setDrawing(true)), {
        timeout: IDLE_TIMEOUT_MS,
      });
    });
    return () => {
      forget();
      if (handle !== undefined) window.cancelIdleCallback?.(handle);
    };
  }, []);
  if (!drawing) return null;
  return createPortal(
    <div hidden data-testid="warm-up">
      <Suspense fallback={null}>
        <WarmTable />
      </Suspense>
    </div>,
    document.body,
  );
}

export default memo(WarmUp);
