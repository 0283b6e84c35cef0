import { getLocale } from '@@/plugin-locale/localeExports';
import type { RequestConfig, RunTimeLayoutConfig } from '@umijs/max';
import type { ReactNode } from 'react';
import defaultSettings from '../config/defaultSettings';
import type { PermissionNode } from '@/auth/permissions';
import { endSession, idleSession, loadCurrentUser, savedPermissions } from '@/auth/session';
import ChunkErrorBoundary from '@/components/ChunkErrorBoundary';
import { FeedbackBridge } from '@/components/Feedback';
import LocaleDirection from '@/components/LocaleDirection';
import { PICKER_LOCALES } from '@/locales/fallback';
import AfterShell from '@/layouts/AfterShell';
import WarmUp from '@/layouts/WarmUp';
import { keepRoutes, preloadLanding } from '@/layouts/landing';
import { loadStaticStyles } from '@/layouts/staticStyles';
import { layoutMessage } from '@/layouts/menuTitles';
import { Forbidden, preloadShell, WorkArea } from '@/layouts/lazyShell';
import LabelledMenu, { selectedMenuKey } from '@/layouts/LabelledMenu';
import MenuLink, { MenuArea } from '@/layouts/MenuLink';
import SecurityLayout from '@/layouts/SecurityLayout';
import SiderFooter from '@/layouts/SiderFooter';
import { startHomeRequests } from '@/pages/Home/requests';
import { requestConfig } from '@/request';
import { getToken, STORAGE_KEYS } from '@/request/storage';
import type { CurrentUser } from '@/services/types';

export interface InitialState {
  currentUser?: CurrentUser;
  permissions: PermissionNode[];
  collapsed: boolean;
}

let booting: Promise<InitialState> | undefined;

/**
 * Who is signed in and what they may open. With a saved session the shell's chunk and the page labels load while the
 * current user is asked for, and so are the landing page's first requests (Home's figures).
 */
async function boot(): Promise<InitialState> {
  // A saved session left idle past the limit ends here, before any page: the login page shows, not Home.
  if (idleSession()) await endSession();
  const pathname = window.location.pathname;
  // The shell's chunk, the page labels and the landing page's code load while the current user is asked for, so that
  // nothing in the first signed-in render suspends (src/layouts/landing.ts).
  const code = getToken() ? Promise.all([preloadShell(), preloadLanding(pathname)]).catch(() => undefined) : undefined;
  const user = loadCurrentUser();
  // Home's first questions leave right behind the current user's (quietly: Home asks again if they fail).
  if (getToken()) startHomeRequests(pathname);
  const currentUser = await user;
  // Signed in: the first render waits for that code. Not signed in (a token the server no longer knows): the login
  // page comes next and needs none of it.
  if (currentUser) await code;
  return {
    currentUser,
    permissions: currentUser ? savedPermissions() : [],
    collapsed: localStorage.getItem(STORAGE_KEYS.collapsed) === '1',
  };
}

/**
 * Runs before the first render (Umi calls it from an effect, once the layout's code is in): the boot started by
 * `render` below, or a new one.
 */
export async function getInitialState(): Promise<InitialState> {
  const started = booting;
  booting = undefined;
  return started ?? boot();
}

/**
 * The parts of the layout's settings that never change, made once: Umi's layout asks for its settings at every render
 * (every navigation), and ProLayout computes its menu data again whenever `menu` is a new object (about 100 routes
 * through its route transform and the locale, then the menu's match of the location). With these, the menu data is
 * computed once per route tree and permission set (the access plugin's marked routes), not per click.
 */
const MENU = { locale: true };
// The menu comes after the page at start-up (its hundred items were half of the render that brought Home's figures):
// the sider's frame is there from the first paint, its items one render after the page.
const menuContentRender: NonNullable<ReturnType<RunTimeLayoutConfig>['menuContentRender']> = (props, menu) => (
  <AfterShell later>
    <LabelledMenu selected={selectedMenuKey(props.location?.pathname ?? '/', props.menuData)}>{menu}</LabelledMenu>
  </AfterShell>
);
// Every menu item links to its page, the page shown's too (marked as the current page, src/layouts/MenuLink.tsx): the
// items do not depend on the location, so a navigation does not draw the menu again.
const menuItemRender: NonNullable<ReturnType<RunTimeLayoutConfig>['menuItemRender']> = (item, dom) => {
  if (item.isUrl || item.children || !item.path) return dom;
  return (
    <MenuLink
      to={item.path.replace('/*', '')}
      menuKey={String(item.key ?? item.path)}
      resource={typeof item.resource === 'string' ? item.resource : undefined}
      target={item.target}
    >
      {dom}
    </MenuLink>
  );
};
// An area's title, marked while the page shown is in the area.
const subMenuItemRender: NonNullable<ReturnType<RunTimeLayoutConfig>['subMenuItemRender']> = (item, dom) => (
  <MenuArea areaKey={String(item.key ?? item.path)}>{dom}</MenuArea>
);
// The operator, search, bell and language at the foot of the menu, laid out to its width (open or folded).
const menuFooterRender: NonNullable<ReturnType<RunTimeLayoutConfig>['menuFooterRender']> = (props) => (
  <AfterShell later>
    <SiderFooter collapsed={props?.collapsed} />
  </AfterShell>
);
// The work area's tabs fill the content area, and each page's PageContainer pads itself: no padding of the layout's
// own, from the first paint (ProLayout drops it only once a PageContainer has mounted, which moved the whole work
// area 40 px left and 32 px up as Home arrived: Lighthouse's layout shift).
const CONTENT_STYLE = { padding: 0 };
const unAccessible = (
  <SecurityLayout>
    <Forbidden />
  </SecurityLayout>
);
// The pages open in tabs that stay mounted (src/components/WorkArea renders the route's page itself).
const childrenRender = () => (
  <SecurityLayout>
    <AfterShell>
      <WorkArea />
    </AfterShell>
    <WarmUp />
  </SecurityLayout>
);

export const layout: RunTimeLayoutConfig = ({ initialState, setInitialState }) => ({
  ...defaultSettings,
  // The primary colour is the antd theme's already (.umirc.ts). Given to ProLayout as well, it wraps the work area in
  // an antd ConfigProvider with a new theme object at every render: every antd component of every page kept open in a
  // hidden tab then rendered again at every navigation (with 12 tabs, about 130 ms before the page asked for began).
  colorPrimary: undefined,
  title: 'PayOps Console',
  logo: '/favicon.svg',
  // Signed out: no menu or header, only the security layout's way to the login page.
  pure: !initialState?.currentUser,
  menu: MENU,
  formatMessage: layoutMessage,
  menuContentRender,
  menuItemRender,
  subMenuItemRender,
  rightContentRender: false,
  menuFooterRender,
  contentStyle: CONTENT_STYLE,
  collapsed: initialState?.collapsed,
  // The menu is collapsed or opened by the operator only, and stays as they left it. With antd's breakpoint the
  // sider folded itself in a window narrower than 992 px and that was saved as the operator's choice; on a wide
  // window it then unfolded itself after the first paint, animated (Lighthouse's layout shift on Home).
  breakpoint: false,
  onCollapse: (collapsed: boolean) => {
    localStorage.setItem(STORAGE_KEYS.collapsed, collapsed ? '1' : '0');
    setInitialState((s) => (s ? { ...s, collapsed } : s));
  },
  ErrorBoundary: ChunkErrorBoundary,
  unAccessible,
  childrenRender,
});

export const request: RequestConfig = requestConfig;

/** Umi's routes and their lazy pages, kept so start-up can load the landing page's code (src/layouts/landing.ts). */
export function patchRoutes({
  routes,
  routeComponents,
}: {
  routes: Parameters<typeof keepRoutes>[0];
  routeComponents: Parameters<typeof keepRoutes>[1];
}) {
  keepRoutes(routes, routeComponents);
}

/**
 * Inside the locale provider: <html dir/lang> kept in step with the locale (right-to-left for he, ar, fa, ku), and
 * the message and notification hooks, which follow theme and direction (src/components/Feedback.tsx).
 */
export function innerProvider(container: ReactNode) {
  return (
    <>
      <FeedbackBridge />
      <LocaleDirection>{container}</LocaleDirection>
    </>
  );
}

/**
 * Before the first render: a saved fallback locale's antd and dayjs texts (a chunk of their own, none for zh-CN and
 * en-US), with a saved session the stylesheet of antd's styles (src/layouts/staticStyles.ts), and in demo mode the
 * fake backend in the browser, before the first request.
 */
export function render(oldRender: () => void) {
  const ready: Promise<unknown>[] = [];
  const locale = getLocale();
  if (PICKER_LOCALES.includes(locale))
    ready.push(import('@/locales/componentLocales').then((m) => m.loadComponentLocale(locale)));
  if (process.env.DEMO) ready.push(import('../mocks/browser').then((m) => m.startWorker()));
  const styles = loadStaticStyles(!!getToken());
  if (styles) ready.push(styles);
  // The current user is asked for now, while the layout's code loads and runs, not after (the fake backend in demo
  // mode must be listening first).
  const start = () => {
    booting ??= boot();
  };
  if (process.env.DEMO) Promise.all(ready).then(start, start);
  else start();
  Promise.all(ready).then(oldRender, oldRender);
}
