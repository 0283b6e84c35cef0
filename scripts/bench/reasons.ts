/**
 * Why a budget (issues 8 and 25) is missed (or cannot be checked), by the figure's key in scripts/bench/report.ts. The bench
 * writes these into docs/PERFORMANCE.md under "Budgets missed"; a missed budget without a reason here shows a TODO.
 * What is known was found with webpack-bundle-analyzer on the production build (`analyze: { analyzerMode: 'json' }`
 * in a scratch copy of .umirc.ts, `ANALYZE=1 npx max build`), sizes minified unless said otherwise.
 */
export const REASONS: Record<string, string> = {
  'menu.median':
    'CPU-bound rendering on this 2-core machine, not the network (the list request and its answer are 20-70 ms of ' +
    "the click). Done in issue 25: ProLayout's menu data built once per route tree and permission set; hidden tabs " +
    'not rendered again on navigation; no second render of the page for unchanged filters; the folded filter ' +
    "fields' inputs drawn only when the form unfolds (src/console/WhenShown.tsx: in an A/B walk of 29 list pages, " +
    'drawing them was about 30 % of the click); our own code no longer compiled to ES5 (config/babelTargets.ts). ' +
    "What is left, by the bench's phases: ProTable's mount with its form, toolbar and columns; ProTable rendering " +
    'again once its form has initialised (the request starts only then, about 150-200 ms after the pane is in the ' +
    "document); the rows' render (rc-table's fixed-column measurement forces a layout). A CPU profile of an " +
    "unminified build (COMPRESS=none) spreads it over react-dom, antd, pro-utils, rc-table and antd's CSS-in-JS hooks " +
    'with no single hot spot. Next: start the list request when the route changes, not after the form initialises ' +
    '(the answer would be there when ProTable asks); render the toolbar, views and chips after the first rows. ' +
    "Found on 2026-11-27: WhenShown's first version left every select filter empty (ProTable's input took a select's " +
    "'multiple' as its own read/edit mode), so the walks after it measured lists whose selects drew nothing; since the " +
    "fix the first row's selects are drawn again and counted. Tried the same day: initialising every list route's " +
    "lazy component after the prefetch, so that a click renders its list in the route change's render without a " +
    'fallback first: two walks each way were within the noise (277 and 332 ms against 305 and 306), not kept.',
  'menu.slowest':
    'The first list page of the walk (registrations): its code is loaded while the shell is idle ' +
    '(src/layouts/prefetch.ts), but its first render still generates the CSS-in-JS styles of every antd component a ' +
    'list uses and runs that code cold. Next: render one list page in the background after the prefetch, so that ' +
    'the first click does not pay for it.',
  'menu.tabs.median':
    'The same click as the 12th tab costs more than the one-tab click, almost all of it in the first commit (the ' +
    'pane in the document). Done in issue 25: hidden tabs do not render again on navigation, and a hidden list keeps ' +
    'its table but not its cells, header cells or toolbar (src/console/keptRows.tsx: the DOM and the React tree of ' +
    'eleven kept pages is much smaller, and the 12-tab clicks fell by about a third in the A/B walk). What is left ' +
    'scales with the kept pages without rendering them: style recalculation over their DOM when antd inserts ' +
    'styles, and the tab strip. Next: a CPU profile of one such click on a quiet machine.',
  'menu.tabs.slowest':
    'See the median with 12 tabs open: the slowest page varies between runs, its time the same first commit plus a ' +
    'larger table.',
  'record.header':
    "Met in the bench of 2026-11-27 (185 ms median of the five runs' medians, 150-204), with no change to the record " +
    'page itself: the run of the day before (211 ms) was taken under more load. Not yet split by phases.',
  'home.kpiPainted':
    'About 900 ms, from 1,271 at the start of the session of 2026-11-27 (and 1,313 in its first bench, where the ' +
    "fake backend's reset before each run made the first requests copy its tables while the browser rendered: the " +
    'reset now copies them at once). Done in issue 25: the current user is asked for from the render hook, before ' +
    "Umi's effect calls getInitialState, and Home's summary and queues leave right behind it (src/request/early.ts: " +
    'quiet, taken once by Home, asked again if they failed), so Home draws its figures in its first render; the ' +
    "landing route's lazy components are initialised at start-up (src/layouts/landing.ts): a React.lazy component " +
    'suspends at its first render even with its chunk in, and React 18 then held the reveal of the whole shell for ' +
    "500 ms (FALLBACK_THROTTLE_MS); the layout's frame is committed first and the menu, the tab strip and Home follow " +
    "in a transition, the sider's foot one render later (src/layouts/AfterShell.tsx), which also keeps the blocking " +
    'time near zero. What is left (one cold load, ms from navigation start): the entry evaluated by about 280; the ' +
    'shell and label chunks it then asks for evaluated by about 460; the frame (ProLayout: its menu data from about ' +
    "190 routes, antd's CSS-in-JS styles generated for the first time) about 150 ms; the transition of the menu, tab " +
    'strip and Home about 250 ms in short tasks. Next: styles extracted at build time so that the first render does ' +
    'not generate them; the shell chunks named in the document so that they load with the entry.',
  'lh.home.mobile.performance':
    "Lighthouse's mobile profile simulates slow 4G (about 1.6 Mbit/s) and a CPU four times slower: Home's 650 kB of " +
    'gzip JavaScript alone takes about 3.3 s to arrive, so its LCP cannot come much before 3.5 s (mobile LCP scores ' +
    'well under 2.5 s), and each render is four times longer. The blocking time fell (the start-up render is split ' +
    'since issue 25). Reaching 75 needs the first signed-in view near the login page in size (about 300 kB): a frame ' +
    'without ProLayout and the pro-components in its first chunks. Not attempted in issue 25.',
  'lh.home.desktop.performance':
    "LCP is Home's figures, drawn at the end of the start-up chain described for the KPIs, and the 650 kB of JavaScript " +
    "before them take about half a second at Lighthouse's desktop throttling (10 Mbit/s). Next: see the KPIs.",
  'heap.ratio':
    'Warm-up, not a leak (as far as a second round shows): code and caches loaded once. The chart library that made ' +
    'most of it (6.7 MiB of compiled code that no GC freed) is gone since issue 25.',
  'heap.tabsOpen':
    'Each kept list page held its whole React tree (about 7.5 MiB: 58,000 fibers and 352,000 hook objects for 11 ' +
    'hidden tabs, half of it table cells); since issue 25 a hidden list keeps its table without cells and toolbar.',
  'npmTest.seconds':
    "On a quiet machine: vitest about 190 s on 2 cores (the jsdom files share their worker's modules), lint, format " +
    "and type checks about 25 s. Under another run's load it can take twice as long.",
  'build.seconds':
    "The template's webpack build took 24-26 s on this machine, the console's 17-24 s on a quiet machine and about " +
    "30 s under load. Tried: Umi's mako bundler builds in about 23 s, but puts the libraries of the lazy chunks into " +
    'one vendors chunk that the entry waits for (1.48 MB of gzip JS on the login page), ignores the 120 s chunk ' +
    'time-out and writes source maps into dist/: not kept.',
};
