/**
 * The production stack on loopback, shared by `npm run test:e2e` (scripts/e2e.ts) and `npm run bench`
 * (scripts/bench.ts): the production build in dist/, the fake backend's HTTP server (mocks/server.ts) and the Debian
 * nginx with deploy/nginx.conf rendered as the nginx image renders it (gzip, SPA fallback, /v1 proxied), each on a
 * free port. Env: CHROMIUM_PATH (default /usr/bin/chromium), NGINX_BIN (default /usr/sbin/nginx, else `nginx`).
 */
import { spawn, spawnSync, type ChildProcess, type StdioOptions } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export const root = path.resolve(__dirname, '..');

const children: ChildProcess[] = [];

function stopAll() {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
}
process.on('exit', stopAll);
for (const sig of ['SIGINT', 'SIGTERM'] as const) process.on(sig, () => process.exit(130));

/** The system Chromium (never a downloaded one). */
export function chromiumPath(): string {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!fs.existsSync(chromium))
    throw new Error(`no Chromium at ${chromium} (apt-get install chromium, or set CHROMIUM_PATH)`);
  return chromium;
}

export function nginxBin(): string {
  return process.env.NGINX_BIN ?? (fs.existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx');
}

/** The production build (`npx max build`, without the in-browser fake backend) into dist/. Throws when it fails. */
export function build(): void {
  const run = spawnSync('npx', ['max', 'build'], { cwd: root, stdio: 'inherit', env: { ...process.env, DEMO: '' } });
  if (run.status !== 0) throw new Error('the production build failed');
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

export async function waitFor(url: string, what: string, ms = 30000): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  throw new Error(`${what} did not answer at ${url} within ${ms} ms`);
}

/** A child process stopped with the others when this process exits. */
export function start(
  cmd: string,
  args: string[],
  env: NodeJS.ProcessEnv = {},
  stdio: StdioOptions = ['ignore', 'inherit', 'inherit'],
): ChildProcess {
  const child = spawn(cmd, args, { cwd: root, env: { ...process.env, ...env }, stdio });
  children.push(child);
  return child;
}

/** Sends SIGTERM and waits (at most `ms`) for the process to be gone. */
export function stop(child: ChildProcess, ms = 5000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      resolve();
    }, ms);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/**
 * The load balancer of deploy/realip.conf, for the tests: a loopback address nothing else connects from (the whole of
 * 127.0.0.0/8 is the loopback interface), so only a test that binds its connection to it is a trusted proxy.
 */
export const TRUSTED_PROXY = '127.0.0.3';

/** The host names nginx serves the console under (SERVER_NAME); the browser opens 127.0.0.1. */
const SERVER_NAME = '127.0.0.1 localhost';

/**
 * deploy/nginx.conf rendered as the nginx image would (envsubst of its variables), inside a local instance, with
 * deploy/realip.conf trusting TRUSTED_PROXY.
 */
function writeNginxConf(dir: string, listen: number, apiPort: number): void {
  fs.rmSync(dir, { recursive: true, force: true });
  for (const sub of ['logs', 'temp', 'extra']) fs.mkdirSync(path.join(dir, sub), { recursive: true });
  fs.chmodSync(path.join(dir, 'temp'), 0o777);
  const modules = '/etc/nginx/modules-enabled';
  const brotli = fs.existsSync(modules) && fs.readdirSync(modules).some((f) => f.includes('brotli'));
  if (brotli) fs.copyFileSync(path.join(root, 'deploy/brotli.conf'), path.join(dir, 'extra/brotli.conf'));
  const realip = fs.readFileSync(path.join(root, 'deploy/realip.conf'), 'utf8');
  const placeholder = 'set_real_ip_from 192.0.2.10;';
  if (!realip.includes(placeholder)) throw new Error(`deploy/realip.conf: no line ${placeholder}`);
  fs.writeFileSync(
    path.join(dir, 'extra/realip.conf'),
    realip.replace(placeholder, `set_real_ip_from ${TRUSTED_PROXY};`),
  );
  const vars: Record<string, string> = {
    LISTEN: `127.0.0.1:${listen}`,
    SERVER_NAME,
    ROOT: path.join(root, 'dist'),
    API_UPSTREAM: `http://127.0.0.1:${apiPort}`,
    EXTRA_CONF: path.join(dir, 'extra/*.conf'),
  };
  const site = fs
    .readFileSync(path.join(root, 'deploy/nginx.conf'), 'utf8')
    .replace(/\$\{(LISTEN|SERVER_NAME|ROOT|API_UPSTREAM|EXTRA_CONF)\}/g, (_, k: string) => vars[k]);
  if (/\$\{[A-Z_]+\}/.test(site))
    throw new Error(`deploy/nginx.conf: a variable left unrendered: ${/\$\{[A-Z_]+\}/.exec(site)}`);
  fs.writeFileSync(path.join(dir, 'site.conf'), site);
  const t = (p: string) => path.join(dir, 'temp', p);
  fs.writeFileSync(
    path.join(dir, 'nginx.conf'),
    [
      'daemon off;',
      'worker_processes 1;',
      `pid ${path.join(dir, 'nginx.pid')};`,
      `error_log ${path.join(dir, 'logs/error.log')} warn;`,
      ...enabledModules(modules),
      'events { worker_connections 256; }',
      'http {',
      '  include /etc/nginx/mime.types;',
      '  default_type application/octet-stream;',
      `  access_log ${path.join(dir, 'logs/access.log')};`,
      `  client_body_temp_path ${t('body')}; proxy_temp_path ${t('proxy')}; fastcgi_temp_path ${t('fastcgi')};`,
      `  uwsgi_temp_path ${t('uwsgi')}; scgi_temp_path ${t('scgi')};`,
      `  include ${path.join(dir, 'site.conf')};`,
      '}',
    ].join('\n'),
  );
}

/** The system's enabled dynamic modules (brotli), with the relative paths Debian writes made absolute for our prefix. */
function enabledModules(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.conf'))
    .map((f) => fs.readFileSync(path.join(dir, f), 'utf8').trim())
    .map((line) => line.replace(/load_module\s+(?!\/)(\S+);/, 'load_module /usr/share/nginx/$1;'));
}

export interface Stack {
  /** nginx serving dist/ with /v1 proxied: what a browser opens. */
  webUrl: string;
  /** The fake backend itself (its /__mock/* controls are not proxied). */
  mockUrl: string;
  stop(): Promise<void>;
}

export interface StackOptions {
  /** Where nginx's configuration, logs and temporary files go (default .e2e-tmp/nginx; gitignored). */
  dir?: string;
  /** Where the servers' own output goes (default: this process's stdout and stderr). */
  stdio?: StdioOptions;
  /**
   * The seed's world moved to end about now, as in the demo (mocks/server.ts, SEED_NOW): Home then has a today, a
   * yesterday and 30 days of trend. Without it (the end-to-end tests) the world ends on 2026-11-01 whatever the day, so
   * that their dates are fixed.
   */
  seedNow?: boolean;
}

/** Starts the fake backend and nginx over dist/ (which must exist) on free loopback ports and waits for both. */
export async function startStack(opts: StackOptions = {}): Promise<Stack> {
  const dir = opts.dir ?? path.join(root, '.e2e-tmp', 'nginx');
  if (!fs.existsSync(path.join(root, 'dist/index.html'))) throw new Error('no dist/index.html: build first');
  const [apiPort, webPort] = [await freePort(), await freePort()];
  const mock = start(
    path.join(root, 'node_modules/.bin/tsx'),
    ['mocks/server.ts'],
    { PORT: String(apiPort), SEED_NOW: opts.seedNow ? '1' : '' },
    opts.stdio,
  );
  const mockUrl = `http://127.0.0.1:${apiPort}`;
  await waitFor(`${mockUrl}/`, 'the fake backend');

  writeNginxConf(dir, webPort, apiPort);
  const nginx = nginxBin();
  const check = spawnSync(nginx, ['-t', '-c', path.join(dir, 'nginx.conf'), '-p', dir], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx -t refused the configuration:\n${check.stderr}`);
  const web = start(nginx, ['-c', path.join(dir, 'nginx.conf'), '-p', dir], {}, opts.stdio);
  const webUrl = `http://127.0.0.1:${webPort}`;
  await waitFor(`${webUrl}/`, 'nginx');

  return { webUrl, mockUrl, stop: async () => void (await Promise.all([stop(web), stop(mock)])) };
}
