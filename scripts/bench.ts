/**
 * npm run bench: the performance benchmark of issue 8 (not part of npm test). Builds once (timed, with its peak
 * memory), serves dist/ as production does (scripts/stack.ts: nginx with deploy/nginx.conf, the fake backend behind
 * /v1), drives the system Chromium, runs Lighthouse, times `npm test`, and writes docs/PERFORMANCE.md with the raw
 * runs in docs/performance.json. Options: --runs N (5), --lh-runs N (5), --skip-build, --skip-tests,
 * --skip-lighthouse, --out docs/PERFORMANCE.md, --rewrite (the Markdown again from the JSON, after editing
 * scripts/bench/reasons.ts). Env: CHROMIUM_PATH, NGINX_BIN (as npm run test:e2e).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root, startStack, type Stack } from './stack';
import {
  launch,
  loggedInState,
  measureLoad,
  newContext,
  resetBackend,
  walkMenu,
  type LoadFigures,
  type WalkFigures,
} from './bench/browser';
import { chartChunks, distFile } from './bench/dist';
import { runLighthouse, type LighthouseRun } from './bench/lighthouse';
import { parseOptions } from './bench/options';
import { summaryLines, write, type BenchData } from './bench/report';
import { load, machine, revision, timedBuild, timedNpmTest, type BuildFigures, type TestFigures } from './bench/system';

const tmp = path.join(root, '.e2e-tmp', 'bench');
const log = (line: string) => console.log(`bench: ${line}`);
const round = (n: number | null | undefined) => (typeof n === 'number' ? Math.round(n) : 'n/a');

async function main() {
  const opts = parseOptions(process.argv.slice(2));
  if (opts.rewrite) {
    write(JSON.parse(fs.readFileSync(opts.json, 'utf8')) as BenchData, opts.out, opts.json);
    log(`wrote ${path.relative(root, opts.out)} again from ${path.relative(root, opts.json)}`);
    return;
  }
  const startedAt = new Date().toISOString();
  const loadStart = load();
  const m = machine();
  const rev = revision();
  log(`commit ${rev.commit}${rev.dirty ? ' (with uncommitted changes)' : ''}`);
  log(`${m.cpus} CPUs (${m.model}), load average ${loadStart.join(' ')} at the start`);
  const errors: string[] = [];
  const attempt = async <T>(what: string, fn: () => Promise<T>): Promise<T | null> => {
    try {
      return await fn();
    } catch (err) {
      const message = err instanceof Error ? (err.stack ?? err.message) : String(err);
      log(`${what} failed: ${message}`);
      errors.push(`${what}: ${err instanceof Error ? err.message : String(err)}`);
      return null;
    }
  };

  let build: BuildFigures | null = null;
  if (!opts.skipBuild || !fs.existsSync(path.join(root, 'dist/index.html'))) {
    log('building (npx max build) ...');
    build = await timedBuild(path.join(tmp, 'build.log'));
    log(
      `build ${build.ok ? 'done' : 'FAILED'} in ${build.seconds.toFixed(1)} s, peak RSS ${build.maxRssMiB?.toFixed(0)} MiB (largest process), ${build.treePeakMiB.toFixed(0)} MiB (tree); log in ${build.log}`,
    );
    if (!build.ok) throw new Error(`the production build failed: see ${build.log}`);
  }
  let templateBuild: BuildFigures | null = null;
  if (opts.template) {
    log(`building the reference template in ${opts.template} (npx max build) ...`);
    templateBuild = await timedBuild(path.join(tmp, 'template-build.log'), opts.template);
    log(`template build ${templateBuild.ok ? 'done' : 'FAILED'} in ${templateBuild.seconds.toFixed(1)} s`);
    if (!templateBuild.ok) templateBuild = null;
  }
  const charts = chartChunks();
  log(`chart chunks: ${charts.join(', ') || 'none found'}`);

  const login: LoadFigures[] = [];
  const home: LoadFigures[] = [];
  const walks: WalkFigures[] = [];
  let lighthouse: LighthouseRun[] | null = null;
  let chromiumVersion = 'Chromium';
  let stack: Stack | undefined;
  try {
    // Home as on an operator's day: today's and yesterday's figures, 30 days of trend. In the world the end-to-end
    // tests keep (it ends on 2026-11-01) Home said "no data" for both days, and from 2026-11-30 on its trend was empty
    // too, so its charts, which the Home figures wait for, were never drawn.
    stack = await startStack({ dir: path.join(tmp, 'nginx'), stdio: ['ignore', 'ignore', 'inherit'], seedNow: true });
    const { webUrl, mockUrl } = stack;
    log(`serving ${webUrl} (fake backend ${mockUrl})`);
    const browser = await launch();
    chromiumVersion = `Chromium ${browser.version()}`;
    try {
      for (let run = 1; run <= opts.runs; run += 1) {
        await attempt(`login page, run ${run}`, async () => {
          await resetBackend(mockUrl);
          const context = await newContext(browser);
          try {
            const f = await measureLoad(context, `${webUrl}/user/login`, charts);
            login.push(f);
            log(
              `login #${run}: ${f.requests} requests, JS ${(f.jsGzip / 1000).toFixed(1)} kB gzip, FCP ${round(f.fcp)} ms, LCP ${round(f.lcp)} ms, TBT ${round(f.tbt)} ms, ${f.consoleErrors.length} console errors`,
            );
          } finally {
            await context.close();
          }
        });
      }
      for (let run = 1; run <= opts.runs; run += 1) {
        await attempt(`Home, run ${run}`, async () => {
          const state = await loggedInState(browser, webUrl, mockUrl);
          const context = await newContext(browser, state);
          try {
            const f = await measureLoad(context, `${webUrl}/Home`, charts);
            home.push(f);
            log(
              `Home #${run}: ${f.requests} requests, JS ${(f.jsGzip / 1000).toFixed(1)} kB gzip, FCP ${round(f.fcp)} ms, LCP ${round(f.lcp)} ms, TBT ${round(f.tbt)} ms, KPIs ${round(f.kpiPainted)} ms, chart chunk ${round(f.chartChunkStart)} ms, charts drawn ${round(f.chartsDrawn)} ms with JS ${((f.jsGzipBeforeDrawn ?? 0) / 1000).toFixed(1)} kB gzip, list prefetch ${round(f.prefetchStart)} ms`,
            );
          } finally {
            await context.close();
          }
        });
      }
      for (let run = 1; run <= opts.runs; run += 1) {
        await attempt(`menu walk, run ${run}`, async () => {
          const state = await loggedInState(browser, webUrl, mockUrl);
          const context = await newContext(browser, state);
          try {
            const w = await walkMenu(context, webUrl, charts, { lastRun: run === opts.runs }).catch(async (err) => {
              // What the page showed when the walk stopped, for whoever looks into it (a drawer's mask over the menu,
              // until 2026-11-28: the record walk's locator of the quick look's link, see recordAndTime).
              const shot = path.join(tmp, `menu-walk-run-${run}.png`);
              await context
                .pages()[0]
                ?.screenshot({ path: shot })
                .then(() => log(`menu walk #${run} stopped: screenshot in ${shot}`))
                .catch(() => undefined);
              throw err;
            });
            walks.push(w);
            const times = w.pages.map((p) => p.ms).filter((x): x is number => x !== null);
            const sorted = [...times].sort((a, b) => a - b);
            log(
              `menu walk #${run}: ${times.length}/${w.pages.length} pages, median ${round(sorted[Math.floor(sorted.length / 2)])} ms, slowest ${round(sorted[sorted.length - 1])} ms; heap ${((w.heapFirst ?? 0) / 2 ** 20).toFixed(1)} → ${((w.heapAll ?? 0) / 2 ** 20).toFixed(1)} MiB${w.heapSecondRound ? `, ${(w.heapSecondRound / 2 ** 20).toFixed(1)} MiB after a second round` : ''}${w.heapTabsOpen ? `, ${(w.heapTabsOpen / 2 ** 20).toFixed(1)} MiB with ${w.tabsOpen} tabs open` : ''}`,
            );
          } finally {
            await context.close();
          }
        });
      }
    } finally {
      await browser.close();
    }

    if (!opts.skipLighthouse)
      lighthouse = await attempt('Lighthouse', () =>
        runLighthouse({ webUrl, mockUrl, runs: opts.lhRuns, dir: path.join(tmp, 'lighthouse'), log }),
      );
  } finally {
    await stack?.stop();
  }

  let npmTest: TestFigures | null = null;
  if (!opts.skipTests) {
    log('timing npm test ...');
    npmTest = await timedNpmTest(path.join(tmp, 'npm-test.log'));
    log(
      `npm test ${npmTest.ok ? 'passed' : `FAILED (exit ${npmTest.exitCode})`} in ${npmTest.seconds.toFixed(0)} s; log in ${npmTest.log}`,
    );
  }

  const loadEnd = load();
  log(`${os.cpus().length} CPUs, load average ${loadEnd.join(' ')} at the end`);
  const first = login[0];
  const loginChunks = (first?.resources ?? [])
    .filter((r) => r.type === 'script' || r.type === 'stylesheet')
    .map((r) => {
      const size = distFile(r.url);
      return size ? { ...size, transferred: r.transferred } : null;
    })
    .filter((x): x is NonNullable<typeof x> => !!x)
    .sort((a, b) => b.raw - a.raw);
  const data: BenchData = {
    startedAt,
    finishedAt: new Date().toISOString(),
    options: {
      runs: opts.runs,
      lhRuns: opts.lhRuns,
      skipBuild: opts.skipBuild,
      skipTests: opts.skipTests,
      skipLighthouse: opts.skipLighthouse,
    },
    revision: rev,
    machine: m,
    chromium: chromiumVersion,
    loadStart,
    loadEnd,
    build,
    templateBuild,
    chartChunks: charts,
    loginChunks,
    login,
    home,
    walks,
    lighthouse,
    npmTest,
    errors,
  };
  write(data, opts.out, opts.json);
  for (const line of summaryLines(data)) console.log(`  ${line}`);
  log(`wrote ${path.relative(root, opts.out)} and ${path.relative(root, opts.json)}`);
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
