/**
 * The browser measurements: first loads (login page, Home), the menu walk (menu click → first table row painted)
 * and the JS heap, in the system Chromium driven by playwright-core, each run in a fresh context (cold HTTP cache).
 * What happens in the page is timed in the page (performance.now(), PerformanceObserver), not from Node.
 */
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import routes, { type AppRoute } from '../../config/routes';
import { DEMO_ACCOUNTS } from '../../mocks/accounts';
import { totpCode } from '../../mocks/totp';
import e2eConfig from '../../tests/e2e/playwright.config';
import { chromiumPath } from '../stack';
import { distFile } from './dist';

/** The e2e suite's launch arguments (tests/e2e/playwright.config.ts), so both see the same browser. */
export const LAUNCH_ARGS: string[] = e2eConfig.use?.launchOptions?.args ?? ['--no-sandbox', '--disable-gpu'];
const CONTEXT = { viewport: { width: 1440, height: 900 }, locale: 'zh-CN' } as const;
export const ACCOUNT = 'admin@payops.test';

export function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), headless: true, args: LAUNCH_ARGS });
}

/** What the init script gathers in the page (window.__bench). Times are performance.now(): ms from navigation start. */
interface InPage {
  fcp: number | null;
  lcp: number | null;
  longTasks: { start: number; duration: number }[];
  kpiPainted: number | null;
  /** Home: its charts in the document and one more frame (the first view complete). */
  chartsDrawn: number | null;
  /** The last click on a menu item (a capture-phase listener: before the menu's own handlers). */
  clickAt: number | null;
}

/**
 * Runs in every document before the page's scripts. Plain JS in a string: tsx wraps named functions in a `__name`
 * helper that does not exist in the page, so the shim below also lets the typed page.evaluate callbacks run.
 */
const INIT_SCRIPT = `(() => {
  globalThis.__name = globalThis.__name || ((f) => f);
  const b = (window.__bench = { fcp: null, lcp: null, longTasks: [], kpiPainted: null, chartsDrawn: null, clickAt: null });
  const observe = (type, each) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(each)).observe({ type, buffered: true });
    } catch (e) {}
  };
  observe('paint', (e) => { if (e.name === 'first-contentful-paint') b.fcp = e.startTime; });
  observe('largest-contentful-paint', (e) => { b.lcp = e.startTime; });
  observe('longtask', (e) => { b.longTasks.push({ start: e.startTime, duration: e.duration }); });
  addEventListener('click', (e) => {
    if (e.target instanceof Element && e.target.closest('.ant-pro-sider .ant-menu-item')) b.clickAt = performance.now();
  }, true);
  if (location.pathname === '/Home') {
    // The KPIs are painted one frame after the frame in which they are in the document.
    const poll = () => {
      if (b.kpiPainted === null && document.querySelector('[data-testid^="kpi-"]'))
        requestAnimationFrame(() => { if (b.kpiPainted === null) b.kpiPainted = performance.now(); });
      if (document.querySelector('.payops-chart svg')) requestAnimationFrame(() => { b.chartsDrawn = performance.now(); });
      else if (performance.now() < 60000) requestAnimationFrame(poll);
    };
    requestAnimationFrame(poll);
  }
})();`;

export async function newContext(browser: Browser, storageState?: Awaited<ReturnType<BrowserContext['storageState']>>) {
  const context = await browser.newContext({ ...CONTEXT, storageState });
  await context.addInitScript({ content: INIT_SCRIPT });
  return context;
}

function account() {
  const a = DEMO_ACCOUNTS.find((x) => x.email === ACCOUNT);
  if (!a?.secret) throw new Error(`no demo account ${ACCOUNT} with an authenticator`);
  return a;
}

export async function resetBackend(mockUrl: string): Promise<void> {
  const res = await fetch(`${mockUrl}/__mock/reset`, { method: 'POST' });
  if (!res.ok) throw new Error(`POST ${mockUrl}/__mock/reset answered ${res.status}`);
}

/** Logs in through the login form in `page` (email, password, the authenticator's current code). */
export async function logInThroughForm(page: Page, webUrl: string): Promise<void> {
  const a = account();
  await page.goto(`${webUrl}/user/login`);
  await page.getByLabel('邮箱').fill(a.email);
  await page.getByLabel('密码').fill(a.password);
  await page.getByLabel('六位身份验证码').fill(totpCode(a.secret as string));
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await page.waitForURL((u) => !u.pathname.startsWith('/user/login'), { timeout: 30000 });
  await page.waitForFunction(() => !!localStorage.getItem('access_token'));
}

/** A fresh backend and a logged-in storage state (the token is in local storage), from a throw-away context. */
export async function loggedInState(browser: Browser, webUrl: string, mockUrl: string) {
  await resetBackend(mockUrl);
  const context = await browser.newContext(CONTEXT);
  try {
    await logInThroughForm(await context.newPage(), webUrl);
    return await context.storageState();
  } finally {
    await context.close();
  }
}

export interface Resource {
  url: string;
  type: string;
  /** Body bytes on the wire (compressed as nginx served it: br where its brotli module is loaded, else gzip). */
  transferred: number;
  /** The file's size in dist/ (null: not a file of the build, e.g. an API answer). */
  raw: number | null;
  /** The dist/ file gzipped at level 6, as deploy/nginx.conf gzips for a browser without br. */
  gzip: number | null;
  encoding: string | null;
}

export interface LoadFigures {
  url: string;
  requests: number;
  jsRequests: number;
  cssRequests: number;
  /** Compressed as served (see Resource.transferred), gzip level 6, and raw. */
  jsTransferred: number;
  jsGzip: number;
  jsRaw: number;
  cssTransferred: number;
  cssGzip: number;
  cssRaw: number;
  /** The content encodings nginx answered the JS and CSS with. */
  encodings: string[];
  fcp: number | null;
  lcp: number | null;
  /** Sum over long tasks starting after FCP of (duration − 50 ms), until quiet. */
  tbt: number | null;
  longTasks: number;
  consoleErrors: string[];
  /** Home: navigation start → KPIs in the document and one more frame. */
  kpiPainted?: number | null;
  /** Home: when the first chart chunk request started (performance.now()); null: never requested. */
  chartChunkStart?: number | null;
  /** Home: navigation start → its charts drawn (its first view complete). */
  chartsDrawn?: number | null;
  /** Home: JS (gzip level 6) of the scripts requested before its charts were drawn: what Home itself loads. */
  jsGzipBeforeDrawn?: number | null;
  /** Home: when the list page's prefetch started (null: not seen before the page was quiet). */
  prefetchStart?: number | null;
  resources: Resource[];
  /** The page never went quiet (2 s without long task or network) within the time limit. */
  quietTimedOut: boolean;
}

/** Watches a page's network (in-flight count, last activity, sizes) and its console errors. */
function watch(page: Page) {
  const w = {
    inflight: 0,
    lastNet: Date.now(),
    requests: 0,
    sizes: [] as Promise<Resource | null>[],
    consoleErrors: [] as string[],
  };
  page.on('request', () => {
    w.requests += 1;
    w.inflight += 1;
    w.lastNet = Date.now();
  });
  const done = () => {
    w.inflight = Math.max(0, w.inflight - 1);
    w.lastNet = Date.now();
  };
  page.on('requestfinished', (req) => {
    done();
    w.sizes.push(
      (async () => {
        const res = await req.response();
        const sizes = await req.sizes();
        return {
          url: req.url(),
          type: req.resourceType(),
          transferred: sizes.responseBodySize,
          raw: distFile(req.url())?.raw ?? null,
          gzip: distFile(req.url())?.gzip ?? null,
          encoding: (await res?.headerValue('content-encoding')) ?? null,
        };
      })().catch(() => null),
    );
  });
  page.on('requestfailed', done);
  page.on('console', (msg) => {
    if (msg.type() === 'error') w.consoleErrors.push(msg.text());
  });
  page.on('pageerror', (err) => w.consoleErrors.push(`uncaught: ${err.message}`));
  return w;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Waits until the page has had 2 s without a long task and without network activity (at most `limit` ms). */
async function quiet(page: Page, w: ReturnType<typeof watch>, limit = 30000): Promise<boolean> {
  const until = Date.now() + limit;
  while (Date.now() < until) {
    await sleep(250);
    const sinceLongTask = await page.evaluate(() => {
      const b = (window as unknown as { __bench: InPage }).__bench;
      const last = b.longTasks.reduce((m, t) => Math.max(m, t.start + t.duration), 0);
      return performance.now() - last;
    });
    if (w.inflight === 0 && Date.now() - w.lastNet >= 2000 && sinceLongTask >= 2000) return true;
  }
  return false;
}

/** A first load of `url` in a new page of `context` (a fresh context: cold cache), measured until quiet. */
export async function measureLoad(context: BrowserContext, url: string, chartChunks: string[]): Promise<LoadFigures> {
  const page = await context.newPage();
  const w = watch(page);
  await page.goto(url, { waitUntil: 'load', timeout: 60000 });
  const settled = await quiet(page, w);
  const b = await page.evaluate(() => (window as unknown as { __bench: InPage }).__bench);
  const chartChunkStart = await page.evaluate(
    (names) =>
      performance
        .getEntriesByType('resource')
        .filter((e) => names.some((n) => new URL(e.name).pathname === n))
        .reduce<number | null>((m, e) => (m === null ? e.startTime : Math.min(m, e.startTime)), null),
    chartChunks,
  );
  // When each script was asked for, in the page's clock (resource timing), to tell Home's own from what came after.
  const started = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((e) => [e.name, e.startTime] as [string, number]),
  );
  const resources = (await Promise.all(w.sizes)).filter((r): r is Resource => !!r);
  await page.close();
  const startOf = new Map(started);
  const prefetch = started.filter(([name]) => new URL(name).pathname.startsWith('/p__Resource__index.'));
  const of = (type: string) => resources.filter((r) => r.type === type);
  const sum = (list: Resource[], key: 'transferred' | 'raw' | 'gzip') => list.reduce((s, r) => s + (r[key] ?? 0), 0);
  const assets = [...of('script'), ...of('stylesheet')];
  const fcp = b.fcp;
  return {
    url: new URL(url).pathname,
    requests: w.requests,
    jsRequests: of('script').length,
    cssRequests: of('stylesheet').length,
    jsTransferred: sum(of('script'), 'transferred'),
    jsGzip: sum(of('script'), 'gzip'),
    jsRaw: sum(of('script'), 'raw'),
    cssTransferred: sum(of('stylesheet'), 'transferred'),
    cssGzip: sum(of('stylesheet'), 'gzip'),
    cssRaw: sum(of('stylesheet'), 'raw'),
    encodings: [...new Set(assets.map((r) => r.encoding ?? 'identity'))],
    fcp,
    lcp: b.lcp,
    tbt:
      fcp === null
        ? null
        : b.longTasks.filter((t) => t.start >= fcp).reduce((s, t) => s + Math.max(0, t.duration - 50), 0),
    longTasks: b.longTasks.length,
    consoleErrors: w.consoleErrors,
    kpiPainted: b.kpiPainted,
    chartChunkStart,
    chartsDrawn: b.chartsDrawn,
    jsGzipBeforeDrawn:
      b.chartsDrawn === null
        ? null
        : of('script')
            .filter((r) => (startOf.get(r.url) ?? Infinity) <= (b.chartsDrawn as number))
            .reduce((s, r) => s + (r.gzip ?? 0), 0),
    prefetchStart: prefetch.length ? Math.min(...prefetch.map(([, t]) => t)) : null,
    resources,
    quietTimedOut: !settled,
  };
}

/** A page of the menu: its path, the submenu it sits in (its area's path), and whether it is a list (a table). */
export interface MenuPage {
  path: string;
  area?: string;
  list: boolean;
}

/** The menu as pro-layout draws it from config/routes.ts (named, not hidden, no route parameters), in order. */
export function menuPages(table: AppRoute[] = routes): MenuPage[] {
  const out: MenuPage[] = [];
  const walk = (list: AppRoute[], area?: string) => {
    for (const r of list) {
      if (r.hideInMenu || r.layout === false) continue;
      if (r.routes) walk(r.routes, r.name ? r.path : area);
      else if (r.name && r.component && r.access === 'canView' && !r.path.includes('/:'))
        // The generic resource renderer is the list page; Home, the overview and the FX rate query are not.
        out.push({ path: r.path, area, list: r.component === './Resource' });
    }
  };
  walk(table);
  return out;
}

/**
 * Where a click's time goes, each in ms from the click (null: not seen). `pane`: the page's pane is in the document
 * (one React commit: the route change, the layout's re-render and the page's first render with ProTable's form and
 * columns); `requestStart`: the first API request after the click starts (ProTable asks once its form has
 * initialised, after a second render and its debounce); `responseEnd`: the last API answer before the first row;
 * `row`: the first row is in the document (the rows' render); the paint is one frame after that (PageTiming.ms).
 */
export interface Phases {
  pane: number | null;
  requestStart: number | null;
  responseEnd: number | null;
  row: number | null;
}

export interface PageTiming {
  path: string;
  /** The tab's title (the menu label). */
  name: string;
  /** Menu click → first row of the shown pane painted (null: not seen). */
  ms: number | null;
  outcome: string;
  phases?: Phases;
}

export interface WalkFigures {
  pages: PageTiming[];
  /** Used JS heap after a GC, on the first list page. */
  heapFirst: number | null;
  /** The same after every list page once, on the last one (other tabs closed), before the pages without a table. */
  heapLists?: number | null;
  /** The same after every menu page once, back on the first list page with every other tab closed. */
  heapAll: number | null;
  /**
   * Last run only: the same after a second round of every list page (other tabs closed). Close to heapAll when the
   * growth of the first round is warm-up (code, caches), not a leak.
   */
  heapSecondRound: number | null;
  /**
   * The same clicks with the work area full: every list page again, each opened as the 12th tab (MAX_TABS, the
   * work area's limit) beside 11 list pages kept alive in hidden tabs (the oldest closed before each click).
   */
  tabsPages?: PageTiming[];
  /**
   * Record link → the record page's header (its key facts) painted: from a list's first row, the quick look's link
   * to the record's page, one list page after another (RECORD_PAGES of them).
   */
  records?: PageTiming[];
  /** With the tabs of that round left open (the work area keeps up to 12 pages alive by design). */
  heapTabsOpen: number | null;
  tabsOpen: number | null;
  /** The pages that were shown when a chart chunk was requested (only Home, the overview and FX rate may). */
  chartRequestedOn: string[];
  consoleErrors: string[];
}

/** Only these pages may load the chart library. */
export const CHART_PAGES = ['/Home', '/Home/overview', '/txnManager/fxrateTrail'];

/** Opens the item's submenu when it is closed, then waits for the item. */
async function menuItem(page: Page, p: MenuPage) {
  if (p.area) {
    const title = page.locator(`.ant-pro-sider .ant-menu-submenu-title[data-menu-id$="-${p.area}"]`);
    if ((await title.getAttribute('aria-expanded')) !== 'true') await title.click();
  }
  const item = page.locator(`.ant-pro-sider li.ant-menu-item[data-menu-id$="-${p.path}"]`);
  await item.waitFor({ state: 'visible' });
  return item;
}

/**
 * Clicks the menu item and times, in the page, from the click (capture phase) to the first table row of the pane
 * of that page (the work area keeps other pages mounted in hidden panes) and one more frame (painted), with the
 * phases in between (Phases: DOM mutations as they happen, API requests from resource timing).
 */
export async function clickAndTime(
  page: Page,
  p: MenuPage,
): Promise<{ ms: number | null; outcome: string; phases?: Phases }> {
  const item = await menuItem(page, p);
  const waiting = page.evaluate(
    (path) =>
      new Promise<{ ms: number | null; outcome: string; phases?: Phases }>((resolve) => {
        const b = (window as unknown as { __bench: InPage }).__bench;
        // The browser keeps 250 resource entries, then drops new ones: the walk's hundreds of clicks would lose theirs.
        performance.clearResourceTimings();
        const t0 = performance.now();
        const clicked = () => b.clickAt !== null && b.clickAt >= t0;
        const paneOf = () =>
          Array.from(document.querySelectorAll('.ant-tabs-tabpane')).find((el) => el.id.endsWith(`-panel-${path}`));
        const rowOf = (pane: Element | undefined) =>
          pane
            ? Array.from(pane.querySelectorAll('.ant-table-tbody tr.ant-table-row')).find((r) => !r.closest('[hidden]'))
            : undefined;
        let paneAt: number | null = null;
        let rowAt: number | null = null;
        // A mutation observer's callback runs right after the task that changed the DOM (a React commit).
        const observer = new MutationObserver(() => {
          if (!clicked()) return;
          const now = performance.now();
          const pane = paneOf();
          if (pane && paneAt === null) paneAt = now;
          if (rowAt === null && rowOf(pane)) rowAt = now;
        });
        observer.observe(document.body, { childList: true, subtree: true });
        const phases = (clickAt: number, rowSeen: number): Phases => {
          const api = performance
            .getEntriesByType('resource')
            .filter(
              (e) => e.startTime >= clickAt && new URL(e.name).pathname.startsWith('/v1/'),
            ) as PerformanceResourceTiming[];
          const before = api.filter((e) => e.responseEnd <= rowSeen);
          const rel = (t: number | null) => (t === null ? null : t - clickAt);
          return {
            pane: rel(paneAt),
            requestStart: rel(api.length ? Math.min(...api.map((e) => e.startTime)) : null),
            responseEnd: rel(before.length ? Math.max(...before.map((e) => e.responseEnd)) : null),
            row: rel(rowSeen),
          };
        };
        const step = () => {
          if (clicked()) {
            const clickAt = b.clickAt as number;
            if (rowOf(paneOf())) {
              const rowSeen = rowAt ?? performance.now();
              requestAnimationFrame(() => {
                observer.disconnect();
                resolve({ ms: performance.now() - clickAt, outcome: 'row', phases: phases(clickAt, rowSeen) });
              });
              return;
            }
          }
          if (performance.now() - t0 > 20000) {
            observer.disconnect();
            resolve({ ms: null, outcome: clicked() ? 'no table row within 20 s' : 'the click was not seen' });
            return;
          }
          requestAnimationFrame(step);
        };
        requestAnimationFrame(step);
      }),
    p.path,
  );
  await item.click();
  return waiting;
}

/** How many list pages' first records the walk opens by their record link (each run). */
export const RECORD_PAGES = 20;

/**
 * On a list page showing rows: a plain click on the first row's key opens the quick look; its link to the record's
 * page is the record link clicked and timed, in the page, to the record's key facts in the shown pane and one more
 * frame. Null when the list has no row or no record page.
 */
async function recordAndTime(page: Page, p: MenuPage): Promise<PageTiming | null> {
  const pane = page.locator(`.ant-tabs-tabpane[id$="-panel-${p.path}"]`);
  const key = pane.locator(`.ant-table-tbody tr.ant-table-row a[href^="${p.path}/"]`).first();
  if (!(await key.count())) return null;
  const href = await key.getAttribute('href');
  await key.click();
  // The quick look's own link to the full page, in its header: its related lists (the merchant's shops, API keys...)
  // link to the same record, and a locator matching those too is refused (strict mode) once they are in, which left
  // the drawer open over the menu and stopped the walk at its next click (two bench runs of five on 2026-11-28).
  const link = page.locator(`.ant-drawer-open .ant-drawer-extra a[href="${href}"]`);
  try {
    await link.waitFor({ state: 'visible', timeout: 10000 });
  } catch {
    // No way to the full page: the quick look is closed, so that the walk's next click reaches the menu.
    await page.keyboard.press('Escape');
    await page
      .locator('.ant-drawer-open')
      .waitFor({ state: 'detached', timeout: 5000 })
      .catch(() => undefined);
    return null;
  }
  const waiting = page.evaluate(
    () =>
      new Promise<{ ms: number | null; outcome: string }>((resolve) => {
        let clickAt: number | null = null;
        addEventListener(
          'click',
          (e) => {
            if (e.target instanceof Element && e.target.closest('.ant-drawer a')) clickAt = performance.now();
          },
          { capture: true, once: true },
        );
        const t0 = performance.now();
        const step = () => {
          if (clickAt !== null && document.querySelector('.ant-tabs-tabpane-active [data-testid="record-facts"]')) {
            const from = clickAt;
            requestAnimationFrame(() => resolve({ ms: performance.now() - from, outcome: 'header' }));
            return;
          }
          if (performance.now() - t0 > 20000) {
            resolve({ ms: null, outcome: clickAt === null ? 'the click was not seen' : 'no header within 20 s' });
            return;
          }
          requestAnimationFrame(step);
        };
        requestAnimationFrame(step);
      }),
  );
  await link.click();
  const { ms, outcome } = await waiting;
  return { path: href ?? p.path, name: await activeTabTitle(page), ms, outcome };
}

/** Clicks a page without a table in the menu and waits until its pane shows no spinner or skeleton. */
async function clickAndSettle(page: Page, p: MenuPage) {
  const item = await menuItem(page, p);
  await item.click();
  await page.waitForURL((u) => u.pathname === p.path);
  await page.waitForFunction(
    (path) => {
      const pane = Array.from(document.querySelectorAll('.ant-tabs-tabpane')).find((el) =>
        el.id.endsWith(`-panel-${path}`),
      );
      return !!pane && !!pane.textContent && !pane.querySelector('.ant-spin-spinning, .ant-skeleton');
    },
    p.path,
    { timeout: 30000 },
  );
}

/** Closes every tab but the shown one, with each tab's own close button (as tests/e2e/walk.spec.ts does). */
async function closeOtherTabs(page: Page) {
  const others = page.locator('.payops-work-tabbar .ant-tabs-tab:not(.ant-tabs-tab-active) .ant-tabs-tab-remove');
  // With many tabs the strip scrolls and a tab may be out of its view: the click is dispatched rather than aimed.
  for (let left = await others.count(); left > 0; left -= 1) await others.first().dispatchEvent('click');
  await page.locator('.payops-work-tabbar .ant-tabs-tab').nth(1).waitFor({ state: 'detached' });
}

/** Closes the oldest tab (the first of the strip that is not shown), by its close button, and waits until it is gone. */
async function closeOldestTab(page: Page) {
  const tabs = page.locator('.payops-work-tabbar .ant-tabs-tab');
  const before = await tabs.count();
  // The strip scrolls: the oldest tab may be out of its view, so the click is dispatched rather than aimed.
  await page
    .locator('.payops-work-tabbar .ant-tabs-tab:not(.ant-tabs-tab-active) .ant-tabs-tab-remove')
    .first()
    .dispatchEvent('click');
  await page.waitForFunction((n) => document.querySelectorAll('.payops-work-tabbar .ant-tabs-tab').length < n, before);
}

const activeTabTitle = (page: Page) =>
  page
    .locator('.payops-work-tabbar .ant-tabs-tab-active')
    .innerText({ timeout: 5000 })
    .catch(() => '');

/**
 * One walk: from the 403 page (the layout without any page of the menu), every list page of the menu in menu order
 * by its menu item, closing the other tabs at each; then Home, the overview and FX rate (the chart pages, last, so
 * that a list page requesting the chart chunk shows); then back to the first list page for the leak check.
 */
export async function walkMenu(
  context: BrowserContext,
  webUrl: string,
  chartChunks: string[],
  opts: { lastRun: boolean },
): Promise<WalkFigures> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const heap = async () => {
    await cdp.send('HeapProfiler.collectGarbage');
    await cdp.send('HeapProfiler.collectGarbage');
    return (await cdp.send('Runtime.getHeapUsage')).usedSize;
  };
  const consoleErrors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') consoleErrors.push(msg.text());
  });
  page.on('pageerror', (err) => consoleErrors.push(`uncaught: ${err.message}`));
  let shown = '/403';
  const chartRequestedOn: string[] = [];
  page.on('request', (req) => {
    if (chartChunks.includes(new URL(req.url()).pathname)) chartRequestedOn.push(shown);
  });

  await page.goto(`${webUrl}/403`, { waitUntil: 'load' });
  await page.locator('.ant-pro-sider .ant-menu-item').first().waitFor();
  // An operator looks at the page before the first click: the walk starts once the list page's code, which the shell
  // loads when idle (src/layouts/prefetch.ts), is in and the page is idle again (at most 10 s: a build without the
  // prefetch is walked as it is, its first click timing the download too).
  await page
    .waitForFunction(
      () => performance.getEntriesByType('resource').some((e) => e.name.includes('/p__Resource__index.')),
      undefined,
      { timeout: 10000 },
    )
    .catch(() => undefined);
  // Then the shell's warm-up of the first list (src/layouts/WarmUp.tsx: a hidden table drawn when idle after it).
  await page
    .locator('[data-testid="warm-up"] .ant-table-row')
    .first()
    .waitFor({ state: 'attached', timeout: 5000 })
    .catch(() => undefined);
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })));

  const all = menuPages();
  const lists = all.filter((p) => p.list);
  const pages: PageTiming[] = [];
  let heapFirst: number | null = null;
  for (const p of lists) {
    shown = p.path;
    const { ms, outcome, phases } = await clickAndTime(page, p);
    pages.push({ path: p.path, name: await activeTabTitle(page), ms, outcome, phases });
    await closeOtherTabs(page).catch(() => undefined);
    if (heapFirst === null) heapFirst = await heap();
  }
  // Information: the list pages alone (the pages without a table come next: Home, the overview and FX rate load the
  // chart library, the role editor its tree).
  const heapLists = await heap();
  for (const p of all.filter((x) => !x.list)) {
    shown = p.path;
    await clickAndSettle(page, p).catch((err: Error) => consoleErrors.push(`bench: ${p.path}: ${err.message}`));
    await closeOtherTabs(page).catch(() => undefined);
  }
  shown = lists[0].path;
  await clickAndTime(page, lists[0]);
  await closeOtherTabs(page).catch(() => undefined);
  const heapAll = await heap();

  let heapSecondRound: number | null = null;
  if (opts.lastRun) {
    for (const p of [...lists.slice(1), lists[0]]) {
      shown = p.path;
      await clickAndTime(page, p);
      await closeOtherTabs(page).catch(() => undefined);
    }
    heapSecondRound = await heap();
  }
  // The work area full: the last 11 list pages opened first (not timed), then every list page in menu order, each as
  // the 12th tab, the oldest tab closed before each click (so no page is open already when it is clicked, and the
  // work area never asks which tab gives way).
  const tabsPages: PageTiming[] = [];
  for (const p of lists.slice(-11)) {
    shown = p.path;
    await clickAndTime(page, p);
  }
  for (const p of lists) {
    if ((await page.locator('.payops-work-tabbar .ant-tabs-tab').count()) >= 12)
      await closeOldestTab(page).catch((err: Error) => consoleErrors.push(`bench: closing a tab: ${err.message}`));
    shown = p.path;
    const { ms, outcome, phases } = await clickAndTime(page, p);
    tabsPages.push({ path: p.path, name: await activeTabTitle(page), ms, outcome, phases });
  }
  const tabsOpen = await page.locator('.payops-work-tabbar .ant-tabs-tab').count();
  const heapTabsOpen = await heap();
  await closeOtherTabs(page).catch(() => undefined);
  // Record pages: a record link of each of the first list pages that have one.
  const records: PageTiming[] = [];
  for (const p of lists) {
    if (records.length >= RECORD_PAGES) break;
    shown = p.path;
    const { ms } = await clickAndTime(page, p);
    if (ms === null) continue;
    const timed = await recordAndTime(page, p).catch((err: Error) => {
      consoleErrors.push(`bench: record of ${p.path}: ${err.message}`);
      return null;
    });
    if (timed) records.push(timed);
    await closeOtherTabs(page).catch(() => undefined);
  }
  await page.close();
  return {
    pages,
    heapFirst,
    heapLists,
    heapAll,
    heapSecondRound,
    tabsPages,
    heapTabsOpen,
    tabsOpen,
    records,
    chartRequestedOn,
    consoleErrors,
  };
}
