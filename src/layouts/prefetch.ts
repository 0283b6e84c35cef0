/**
 * The list page's code (the generic resource page with ProTable and the filter form: nearly every page of the menu
 * is one) loaded while the signed-in shell is idle, so that the first list the operator opens does not wait for it:
 * the same chunk the route table loads (its name below matches config/routes.ts's component), once per page load.
 * The login page never runs this (it is in the shell's chunk), and the page shown first is not held up by it: it
 * waits for the browser to be idle after the document's load, and Home (the page after sign-in) holds it until its
 * charts are drawn, so that only what Home draws loads before Home is complete (issue 25). A hold lasts at most
 * HOLD_LIMIT_MS: a page that fails to draw does not keep the list page from loading.
 */
import { preloadListRoutes } from './landing';

let wanted = false;
let started = false;
let idle = false;
let holding = false;
let load = loadListPage;
let loaded = false;
const whenLoaded = new Set<() => void>();

/**
 * `run` once the list page's code is in (at once if it is): what only makes sense after it, in idle time (the
 * warm-up, src/layouts/WarmUp.tsx). Returns a function that forgets it.
 */
export function afterListPage(run: () => void): () => void {
  if (loaded) {
    run();
    return () => undefined;
  }
  whenLoaded.add(run);
  return () => whenLoaded.delete(run);
}

function listPageLoaded() {
  preloadListRoutes();
  loaded = true;
  whenLoaded.forEach((run) => run());
  whenLoaded.clear();
}

/** The pages that draw their first view late (charts after their figures) and say when it is drawn. */
const HOLDING_PAGES = ['/Home'];
export const HOLD_LIMIT_MS = 10000;

function loadListPage() {
  // A prefetch that fails says nothing: opening a list page asks for the chunk again (webpack forgets a failed load)
  // and shows the load error then, with its retry.
  void import(/* webpackChunkName: "p__Resource__index" */ '@/pages/Resource').then(listPageLoaded, () => undefined);
}

function tryStart() {
  if (started || !wanted || !idle || holding) return;
  started = true;
  load();
}

/** Home says its first view (KPIs, to-do list, charts) is drawn, or could not be: the prefetch may go. */
export function firstViewDrawn(): void {
  if (!holding) return;
  holding = false;
  tryStart();
}

/** `loadPage`: the list page's chunk (a test gives its own). */
export function prefetchListPage(loadPage: () => void = loadListPage): void {
  if (wanted || typeof window === 'undefined') return;
  wanted = true;
  load = loadPage;
  if (HOLDING_PAGES.includes(window.location.pathname)) {
    holding = true;
    window.setTimeout(firstViewDrawn, HOLD_LIMIT_MS);
  }
  const whenIdle = () => {
    const go = () => {
      idle = true;
      tryStart();
    };
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(go, { timeout: 5000 });
    else window.setTimeout(go, 1000);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
