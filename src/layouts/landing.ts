import { matchPath } from '@umijs/max';

/** Umi's route table as its runtime hands it over (id → route, nested by parentId) with each route's lazy page. */
interface RouteEntry {
  path?: string;
  parentId?: string;
  redirect?: string;
  /** A route of config/routes.ts that shows a resource (a list, or with `record` one of its records). */
  resource?: string;
  resources?: string[];
}
/** The parts of a React.lazy component used here: calling `_init(_payload)` starts its import, as a render would. */
interface LazyComponent {
  _payload?: unknown;
  _init?: (payload: unknown) => unknown;
}

let routes: Record<string, RouteEntry> = {};
let components: Record<string, unknown> = {};

/** Keeps Umi's routes and their page components (the `patchRoutes` runtime hook in src/app.tsx). */
export function keepRoutes(table: Record<string, RouteEntry>, pages: Record<string, unknown>): void {
  routes = table;
  components = pages;
}

/** Printable ASCII only: its case is the same to toLowerCase and to the router's patterns. */
const ASCII = /^[ -~]*$/;
/** A path as matchPath compares it when it has no parameter: one leading '/', no trailing ones, in lower case. */
const plainForm = (path: string) => path.replace(/^\/*/, '/').replace(/\/+$/, '').toLowerCase();
/** What a location must start with to match a path with parameters: the text before the first one, in lower case. */
const fixedStart = (path: string) => {
  const form = path.replace(/^\/*/, '/');
  return form.slice(0, Math.max(form.lastIndexOf('/', form.indexOf(':') - 1), 0)).toLowerCase();
};

/**
 * The ids of the routes a location renders: the route it matches and the layouts around it. matchPath compiles a
 * pattern at each call (some 400 routes at start-up), so it is asked only about the routes the location can match:
 * one without a parameter if the location reads the same (trailing slashes and case aside), one with parameters if the
 * location starts with the text before them. A location with a character outside printable ASCII is asked about
 * every route.
 */
export function landingRoutes(pathname: string): string[] {
  const ids = new Set<string>();
  const location = ASCII.test(pathname) ? plainForm(pathname) : null;
  for (const [id, route] of Object.entries(routes)) {
    if (!route.path || route.redirect || route.path.includes('*')) continue;
    if (location !== null && ASCII.test(route.path)) {
      const can = route.path.includes(':')
        ? location.startsWith(fixedStart(route.path))
        : plainForm(route.path) === location;
      if (!can) continue;
    }
    if (!matchPath({ path: route.path, end: true }, pathname)) continue;
    for (let at: string | undefined = id; at && !ids.has(at); at = routes[at]?.parentId) ids.add(at);
  }
  return [...ids];
}

/** Starts a lazy component's import the way its first render would; settles when the component is in. */
function initLazy(component: unknown): Promise<void> | undefined {
  const lazy = component as LazyComponent | undefined;
  if (typeof lazy?._init !== 'function') return undefined;
  try {
    lazy._init(lazy._payload);
  } catch (thrown) {
    // A pending import is thrown as its promise (what Suspense waits for); a failed one throws its error, which the
    // page's own render will meet again and show.
    if (thrown && typeof (thrown as Promise<unknown>).then === 'function')
      return (thrown as Promise<unknown>).then(
        () => undefined,
        () => undefined,
      );
  }
  return undefined;
}

/**
 * Loads the pages the console opens at (the layout and the page of `pathname`) before the first render that shows
 * them. Their code is already on the way (Umi preloads a route's chunks), but a React.lazy component suspends at its
 * first render even when its chunk is in, and React then holds every further reveal of that render for half a second
 * after the fallback it showed (React 18's FALLBACK_THROTTLE_MS): on a cold Home the shell painted about 500 ms after
 * its data had arrived. Started here, the components render at once.
 */
export function preloadLanding(pathname: string): Promise<void> {
  return Promise.all(landingRoutes(pathname).map((id) => initLazy(components[id]))).then(() => undefined);
}

/**
 * Starts the lazy page of every route that shows a resource (its lists, and its records', whose page is a chunk of
 * its own, loaded then), and of the routes around it (each area of the menu is a route of its own, with a lazy
 * component that only renders the page inside), once the list page's chunk is in: a route's first render then
 * mounts its page in the render of the click, instead of suspending, showing a fallback and mounting the page in a
 * later render that React splits into short tasks (about 40 ms later, with the list's first request). The first page
 * opened in each area suspended on its area's component: its page was then drawn in those short tasks while the
 * menu's area unfolded, and each step of the unfolding started the page's drawing over (seven to nine times on the
 * orders list and the payment channels).
 */
export function preloadListRoutes(): void {
  const started = new Set<string>();
  for (const [id, route] of Object.entries(routes)) {
    if (!route.resource && !route.resources?.length) continue;
    for (let at: string | undefined = id; at && !started.has(at); at = routes[at]?.parentId) {
      started.add(at);
      void initLazy(components[at]);
    }
  }
}
