/**
 * The list page's code (the generic resource page with ProTable and the filter form, about 215 kB gzip: nearly every
 * page of the menu is one) loaded while the signed-in shell is idle, so that the first list the operator opens does
 * not wait for it: the same chunk the route table loads (its name below matches config/routes.ts's component), once
 * per page load. The login page never runs this (it is in the shell's chunk), and a page already shown is not held
 * up by it: it waits for the browser to be idle, after the first page has loaded.
 */
let started = false;

export function prefetchListPage(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  // A prefetch that fails says nothing: opening a list page asks for the chunk again (webpack forgets a failed load)
  // and shows the load error then, with its retry.
  const load = () =>
    void import(/* webpackChunkName: "p__Resource__index" */ '@/pages/Resource').catch(() => undefined);
  const whenIdle = () =>
    typeof window.requestIdleCallback === 'function'
      ? window.requestIdleCallback(load, { timeout: 5000 })
      : window.setTimeout(load, 1000);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
