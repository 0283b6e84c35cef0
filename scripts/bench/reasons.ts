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
    '(the answer would be there when ProTable asks); render the toolbar, views and chips after the first rows.',
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
    'New in issue 25 (first measured 2026-11-27): a record page mounts its header, facts, actions, timeline and ' +
    'related lists in one render after its row arrives, and the first record page opened loads its chunk. Not yet ' +
    'attributed by phases. Next: split the click as the menu click is split (pane, request, answer, header), then ' +
    'draw the header from the row the list already holds while the rest loads.',
  'home.kpiPainted':
    'A chain, measured in one cold load on 2026-11-27 (resource timing, ms from navigation start): the entry script ' +
    'in at 193; the layout and Home chunks, preloaded, in by 371; the current user asked for only at 495 (Umi starts ' +
    'getInitialState once the layout route has loaded, with the shell chunk and the signed-in texts beside it); then ' +
    'about 420 ms of rendering the layout, the menu, the tab strip and Home before Home asks for the summary (989); ' +
    'the KPIs at about 1,200. The first paint moved from 844 ms (2026-11-24) to about 1,130 with issues 23 and 24 ' +
    '(the tab strip, the sider footer, My work); which part costs what is not yet attributed. Done in issue 25: the ' +
    'chart library (519 kB gzip) replaced by our own SVG charts, so Home loads 650 kB before its charts are drawn; ' +
    "the list page's prefetch held until then. Next: ask for the summary and the queues as soon as the current user " +
    "is known (they do not need Home's code), start getInitialState from the entry, and profile the layout's first " +
    'render.',
  'lh.home.mobile.performance':
    "Lighthouse's mobile profile (4× CPU slowdown, slow 4G) on Home: the same chain as the KPIs, each step four times " +
    'slower; the first paint waits for the layout and the current user. Next: see the KPIs.',
  'lh.home.desktop.performance':
    'The first paint and LCP (the KPIs) wait for the chain described for the KPIs; the score was 96 on 2026-11-24 ' +
    'with a first paint at 844 ms, before issues 23 and 24 added to the layout. Next: see the KPIs.',
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
