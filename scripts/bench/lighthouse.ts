/**
 * Lighthouse (the npm package, 12.8.2: the last line that runs on Node 20) on the system Chromium, for the login
 * page and for Home logged in, with the desktop configuration and the default (mobile) one.
 *
 * The Chromium is started here with a profile of its own and a DevTools port; Lighthouse connects to that port.
 * For Home, Playwright logs in through the same port first (connectOverCDP, the profile's default context), so the
 * token is in the profile's local storage. Lighthouse's storage reset clears only file systems, shader cache, service
 * workers and Cache Storage (its default clearStorageTypes) and the HTTP cache: local storage stays, so Home is
 * measured logged in and with a cold cache.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumPath, freePort, root, start, stop, waitFor } from '../stack';
import { LAUNCH_ARGS, logInThroughForm, resetBackend } from './browser';

export type FormFactor = 'desktop' | 'mobile';

export interface LighthouseRun {
  page: 'login' | 'home';
  formFactor: FormFactor;
  run: number;
  /** Category scores 0-100 (null when the category could not be scored). */
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  /** Lighthouse's own metrics (simulated on mobile: slow 4G and a 4× slower CPU). */
  fcp: number | null;
  lcp: number | null;
  tbt: number | null;
  finalUrl: string;
  /** The audits that cost points (category:audit, score below 0.9). */
  failing?: string[];
  error?: string;
}

async function startChromium(dir: string): Promise<{ port: number; proc: ChildProcess }> {
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const port = await freePort();
  const flags = [
    '--headless=new',
    ...LAUNCH_ARGS.filter((f) => f !== '--headless'),
    `--remote-debugging-port=${port}`,
    `--user-data-dir=${dir}`,
    'about:blank',
  ];
  const proc = start(chromiumPath(), flags, {}, ['ignore', 'ignore', 'ignore']);
  await waitFor(`http://127.0.0.1:${port}/json/version`, 'Chromium (for Lighthouse)');
  return { port, proc };
}

/** One run in a plain Node process (scripts/bench/lighthouse-run.mjs): Lighthouse does not run under tsx. */
function once(
  url: string,
  port: number,
  formFactor: FormFactor,
): Promise<Omit<LighthouseRun, 'page' | 'formFactor' | 'run'>> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(__dirname, 'lighthouse-run.mjs'), url, String(port), formFactor], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (b: Buffer) => (out += b.toString()));
    child.stderr.on('data', (b: Buffer) => (err += b.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 300000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      const line = out.trim().split('\n').pop();
      if (code === 0 && line) resolve(JSON.parse(line));
      else reject(new Error(`Lighthouse exited with ${code}: ${err.trim().split('\n').slice(-3).join(' ')}`));
    });
  });
}

/** Logs in through the login form inside the Lighthouse Chromium (its profile keeps the token). */
async function logInProfile(port: number, webUrl: string, mockUrl: string) {
  await resetBackend(mockUrl);
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    const page = await context.newPage();
    await logInThroughForm(page, webUrl);
    await page.close();
  } finally {
    // Over CDP this only disconnects: the Chromium goes on with its profile.
    await browser.close();
  }
}

export async function runLighthouse(opts: {
  webUrl: string;
  mockUrl: string;
  runs: number;
  dir: string;
  log: (line: string) => void;
}): Promise<LighthouseRun[]> {
  const out: LighthouseRun[] = [];
  let chrome = await startChromium(path.join(opts.dir, 'profile'));
  const measure = async (page: 'login' | 'home', formFactor: FormFactor, run: number) => {
    const url = `${opts.webUrl}${page === 'login' ? '/user/login' : '/Home'}`;
    try {
      const r = await once(url, chrome.port, formFactor);
      out.push({ page, formFactor, run, ...r });
      opts.log(
        `lighthouse ${page} ${formFactor} #${run}: performance ${r.performance}, accessibility ${r.accessibility}, ` +
          `best practices ${r.bestPractices}${r.error ? ` (${r.error})` : ''}`,
      );
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      out.push({
        page,
        formFactor,
        run,
        performance: null,
        accessibility: null,
        bestPractices: null,
        fcp: null,
        lcp: null,
        tbt: null,
        finalUrl: url,
        error: message,
      });
      opts.log(`lighthouse ${page} ${formFactor} #${run}: failed: ${message}`);
    }
  };
  try {
    for (const formFactor of ['desktop', 'mobile'] as const)
      for (let run = 1; run <= opts.runs; run += 1) await measure('login', formFactor, run);
    for (const formFactor of ['desktop', 'mobile'] as const)
      for (let run = 1; run <= opts.runs; run += 1) {
        // A fresh backend and session each time (the console also logs out after 30 idle minutes).
        await logInProfile(chrome.port, opts.webUrl, opts.mockUrl).catch(async (err: Error) => {
          // The connection may have taken the Chromium down with it: start it again once.
          opts.log(`lighthouse: logging in failed (${err.message}); starting Chromium again`);
          await stop(chrome.proc);
          chrome = await startChromium(path.join(opts.dir, 'profile'));
          await logInProfile(chrome.port, opts.webUrl, opts.mockUrl);
        });
        await measure('home', formFactor, run);
      }
  } finally {
    await stop(chrome.proc);
  }
  return out;
}
