/**
 * Why a budget of issue 8 is missed (or cannot be checked), by the figure's key in scripts/bench/report.ts. The bench
 * writes these into docs/PERFORMANCE.md under "Budgets missed"; a missed budget without a reason here shows a TODO.
 * What is known was found with webpack-bundle-analyzer on the production build (`analyze: { analyzerMode: 'json' }`
 * in a scratch copy of .umirc.ts, `ANALYZE=1 npx max build`), sizes minified unless said otherwise.
 */
export const REASONS: Record<string, string> = {
  'menu.median':
    'CPU-bound rendering on this 2-core machine, not the network. A probe of single clicks (DOM-mutation and ' +
    'resource timestamps, 2026-11-24) splits a steady-state click of about 300 ms into: the route change and the ' +
    "layout's re-render until the new title, about 80 ms (a CPU profile of an unminified build shows ProLayout " +
    "recomputing its menu data on every navigation: Umi's layout plugin hands it a new route tree each render); " +
    'mounting the page with ProTable, its filter form and columns, about 100 ms; ProTable rendering again once its ' +
    'form has initialised, then its debounce (now 1 ms instead of 20), about 60 ms; the list request 10-20 ms; the rows ' +
    "(rc-table's fixed-column measurement forces a layout), about 60 ms. The rest is spread over antd's CSS-in-JS " +
    'hooks in every component, with no single hot spot. Next: start the list request when the route changes instead ' +
    "of after the form's first render; cells without a tooltip or Typography each; a memoised route tree for " +
    'ProLayout (a patch of the generated layout); a filter form that mounts its collapsed fields on demand.',
  'menu.tabs.median':
    'The same click as the 12th tab costs about twice the one-tab click, and the extra is almost all in the first ' +
    "commit (the bench's phases, 2026-11-27: pane in the document 436 ms against 63 with one tab, after hidden tabs " +
    'stopped rendering again on navigation: 534 before). What is left scales with the 11 kept pages without rendering ' +
    'them: not yet attributed (candidates: the tab strip measuring 12 tabs and their context-menu triggers, style ' +
    "recalculation over the kept pages' DOM when antd inserts styles, rc-table's forced layout). Next: a CPU profile " +
    'of one such click.',
  'menu.tabs.slowest':
    'See the median with 12 tabs open: the slowest page varies between runs (a different page in each bench run), its ' +
    'time the same first commit plus a larger table.',
  'menu.slowest':
    'The first list page of the walk: its code is now loaded while the shell is idle (src/layouts/prefetch.ts: 650 → ' +
    '530-580 ms in the bench runs since), but its first render still generates the CSS-in-JS styles of every antd component a list uses ' +
    '(about 40 style elements at once) and runs that code cold. Next: the pages after it show what the rest costs ' +
    '(see the median); rendering the list page once in the background after the prefetch would move that cost out of ' +
    'the first click.',
  'heap.ratio':
    'Warm-up, not a leak (as far as a second round shows): the heap grows by the same amount in every run, and a second ' +
    'round of every list page (other tabs closed) stays within 1.5 MiB of the first round. After the list pages alone ' +
    'it is about 1.2 × the first page; the rest comes with the pages without a table (the chart library on Home, the ' +
    'overview and FX rate, the role editor), code and caches loaded once. Next: decide whether the budget should ' +
    'compare the second round with the first, or count the chart pages separately.',
  'lh.home.desktop.performance':
    "Lighthouse's score varies between runs (87-97 in five runs on 2026-11-24 after the fixes below): LCP is about 1.2 s, " +
    'at the edge of its desktop threshold. Two layout shifts were removed: the content padding ProLayout drops once a ' +
    "PageContainer mounts (now none from the first paint), and the sider opening itself after the first paint (antd's " +
    'breakpoint; now off). Next: an LCP element that does not wait for the KPI answer (the KPI placeholder is the ' +
    'same size), and several Lighthouse runs per bench (`--lh-runs 3`).',
  'npmTest.seconds':
    "On a quiet machine: vitest about 190 s on 2 cores (the jsdom files share their worker's modules since " +
    "2026-11-24), lint, format and type checks about 25 s. Under another run's load it can take twice as long.",
  'build.seconds':
    "The template's webpack build took 24-26 s on this machine, the console's 17-18 s. Tried: Umi's mako bundler " +
    '(`mako: {}` in .umirc.ts) builds in about 23 s (peak RSS 935 MiB), and the template with its own `mako: {}` in ' +
    '13 s, but the console then loads 1.48 MB of gzip JS on the login page instead of 0.3 MB (mako puts the libraries ' +
    'of the lazy chunks, pro-table and the chart library among them, into one vendors chunk that the entry waits ' +
    'for), the 120 s chunk time-out set through chainWebpack does not apply, and it writes source maps into dist/: ' +
    'not kept.',
};
