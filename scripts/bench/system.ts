/** The machine, its load, the timed production build (with its memory) and the timed `npm test`. */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root } from '../stack';

export interface Machine {
  cpus: number;
  model: string;
  memoryGiB: number;
  node: string;
  platform: string;
}

export function machine(): Machine {
  const cpus = os.cpus();
  return {
    cpus: cpus.length,
    model: cpus[0]?.model ?? 'unknown',
    memoryGiB: Math.round((os.totalmem() / 2 ** 30) * 10) / 10,
    node: process.version,
    platform: `${os.type()} ${os.release()}`,
  };
}

/** os.loadavg() (1, 5 and 15 minutes), rounded. */
export function load(): number[] {
  return os.loadavg().map((x) => Math.round(x * 100) / 100);
}

const PAGE = (() => {
  const out = spawnSync('getconf', ['PAGESIZE'], { encoding: 'utf8' });
  return Number(out.stdout) || 4096;
})();

/** The resident memory of a process and all its descendants, in bytes (shared pages are counted in each). */
export function treeRss(pid: number): number {
  const parent = new Map<number, number>();
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${name}/stat`, 'utf8');
      // pid (comm) state ppid ...: comm may hold spaces and parentheses.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parent.set(Number(name), ppid);
    } catch {
      // gone meanwhile
    }
  }
  const tree = new Set([pid]);
  for (let grown = true; grown;) {
    grown = false;
    for (const [p, pp] of parent)
      if (!tree.has(p) && tree.has(pp)) {
        tree.add(p);
        grown = true;
      }
  }
  let rss = 0;
  for (const p of tree) {
    try {
      rss += Number(fs.readFileSync(`/proc/${p}/statm`, 'utf8').split(' ')[1]) * PAGE;
    } catch {
      // gone meanwhile
    }
  }
  return rss;
}

export interface BuildFigures {
  ok: boolean;
  /** Wall time of `npx max build`. */
  seconds: number;
  /** GNU time's %M: the largest resident set of one process of the build (the biggest node process). */
  maxRssMiB: number | null;
  /** The whole process tree's resident memory, sampled every 100 ms: its peak. */
  treePeakMiB: number;
  log: string;
}

/** `npx max build` in `cwd` (the console: its production build into dist/) timed, with its peak memory. Its output goes to `log`. */
export async function timedBuild(log: string, cwd: string = root): Promise<BuildFigures> {
  fs.mkdirSync(path.dirname(log), { recursive: true });
  const timeFile = `${log}.time`;
  fs.rmSync(timeFile, { force: true });
  const gnuTime = fs.existsSync('/usr/bin/time');
  const [cmd, args] = gnuTime
    ? ['/usr/bin/time', ['-f', '%e %M', '-o', timeFile, 'npx', 'max', 'build']]
    : ['npx', ['max', 'build']];
  const out = fs.openSync(log, 'w');
  const started = performance.now();
  const child = spawn(cmd, args, { cwd, env: { ...process.env, DEMO: '' }, stdio: ['ignore', out, out] });
  let peak = 0;
  const timer = setInterval(() => {
    if (child.pid) peak = Math.max(peak, treeRss(child.pid));
  }, 100);
  const code = await new Promise<number | null>((resolve) => child.on('exit', (c) => resolve(c)));
  clearInterval(timer);
  fs.closeSync(out);
  const seconds = (performance.now() - started) / 1000;
  let maxRssMiB: number | null = null;
  if (gnuTime && fs.existsSync(timeFile)) {
    const last = fs.readFileSync(timeFile, 'utf8').trim().split('\n').pop() ?? '';
    const kib = Number(last.split(' ')[1]);
    if (Number.isFinite(kib)) maxRssMiB = kib / 1024;
  }
  return { ok: code === 0, seconds, maxRssMiB, treePeakMiB: peak / 2 ** 20, log: path.relative(root, log) };
}

export interface TestFigures {
  ok: boolean;
  exitCode: number | null;
  seconds: number;
  log: string;
}

/** `npm test` timed (its output goes to `log`). */
export async function timedNpmTest(log: string): Promise<TestFigures> {
  fs.mkdirSync(path.dirname(log), { recursive: true });
  const out = fs.openSync(log, 'w');
  const started = performance.now();
  const child = spawn('npm', ['test'], { cwd: root, stdio: ['ignore', out, out] });
  const code = await new Promise<number | null>((resolve) => child.on('exit', (c) => resolve(c)));
  fs.closeSync(out);
  return {
    ok: code === 0,
    exitCode: code,
    seconds: (performance.now() - started) / 1000,
    log: path.relative(root, log),
  };
}

/**
 * The commit measured, and whether the work tree had changes beside it (they are in the build too). Changes under
 * docs/ are not counted: the build does not read them, and a bench run after another finds that one's report there.
 */
export function revision(): { commit: string; dirty: boolean } {
  const head = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' });
  const status = spawnSync('git', ['status', '--porcelain', '--untracked-files=no'], { cwd: root, encoding: 'utf8' });
  const changed = (status.stdout ?? '').split('\n').filter((line) => line.trim() && !/^.. "?docs\//.test(line));
  return { commit: head.status === 0 ? head.stdout.trim() : 'unknown', dirty: changed.length > 0 };
}
