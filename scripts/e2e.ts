/**
 * npm run test:e2e: the production build behind the Debian nginx with deploy/nginx.conf, /v1 proxied to the fake
 * backend's HTTP server, both on free loopback ports, and Playwright driving the system Chromium. Starts and stops
 * everything itself. Env: E2E_SKIP_BUILD=1 reuses dist/; CHROMIUM_PATH (default /usr/bin/chromium); NGINX_BIN.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

const root = path.resolve(__dirname, '..');
const tmp = path.join(root, '.e2e-tmp');
const children: ChildProcess[] = [];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

async function waitFor(url: string, what: string, ms = 30000): Promise<void> {
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

function start(cmd: string, args: string[], env: NodeJS.ProcessEnv = {}): ChildProcess {
  const child = spawn(cmd, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  children.push(child);
  return child;
}

function stopAll() {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
}
process.on('exit', stopAll);
for (const sig of ['SIGINT', 'SIGTERM'] as const) process.on(sig, () => process.exit(130));

/** deploy/nginx.conf rendered as the nginx image would (envsubst of its four variables), inside a local instance. */
function writeNginxConf(listen: number, apiPort: number): string {
  const dir = path.join(tmp, 'nginx');
  fs.rmSync(dir, { recursive: true, force: true });
  for (const sub of ['logs', 'temp', 'extra']) fs.mkdirSync(path.join(dir, sub), { recursive: true });
  fs.chmodSync(path.join(dir, 'temp'), 0o777);
  const modules = '/etc/nginx/modules-enabled';
  const brotli = fs.existsSync(modules) && fs.readdirSync(modules).some((f) => f.includes('brotli'));
  if (brotli) fs.copyFileSync(path.join(root, 'deploy/brotli.conf'), path.join(dir, 'extra/brotli.conf'));
  const vars: Record<string, string> = {
    LISTEN: `127.0.0.1:${listen}`,
    ROOT: path.join(root, 'dist'),
    API_UPSTREAM: `http://127.0.0.1:${apiPort}`,
    EXTRA_CONF: path.join(dir, 'extra/*.conf'),
  };
  const site = fs
    .readFileSync(path.join(root, 'deploy/nginx.conf'), 'utf8')
    .replace(/\$\{(LISTEN|ROOT|API_UPSTREAM|EXTRA_CONF)\}/g, (_, k: string) => vars[k]);
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
  return dir;
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

async function main() {
  const nginx = process.env.NGINX_BIN ?? (fs.existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx');
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!fs.existsSync(chromium))
    throw new Error(`no Chromium at ${chromium} (apt-get install chromium, or set CHROMIUM_PATH)`);

  if (process.env.E2E_SKIP_BUILD !== '1' || !fs.existsSync(path.join(root, 'dist/index.html'))) {
    const build = spawnSync('npx', ['max', 'build'], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, DEMO: '' },
    });
    if (build.status !== 0) throw new Error('the production build failed');
  }

  const [apiPort, webPort] = [await freePort(), await freePort()];
  start(path.join(root, 'node_modules/.bin/tsx'), ['mocks/server.ts'], { PORT: String(apiPort) });
  await waitFor(`http://127.0.0.1:${apiPort}/`, 'the fake backend');

  const dir = writeNginxConf(webPort, apiPort);
  const check = spawnSync(nginx, ['-t', '-c', path.join(dir, 'nginx.conf'), '-p', dir], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx -t refused the configuration:\n${check.stderr}`);
  start(nginx, ['-c', path.join(dir, 'nginx.conf'), '-p', dir]);
  await waitFor(`http://127.0.0.1:${webPort}/`, 'nginx');

  const started = Date.now();
  const run = spawnSync(
    path.join(root, 'node_modules/.bin/playwright'),
    ['test', '-c', 'tests/e2e/playwright.config.ts', ...process.argv.slice(2)],
    {
      cwd: root,
      stdio: 'inherit',
      env: {
        ...process.env,
        BASE_URL: `http://127.0.0.1:${webPort}`,
        MOCK_URL: `http://127.0.0.1:${apiPort}`,
        CHROMIUM_PATH: chromium,
      },
    },
  );
  console.log(`e2e: playwright took ${((Date.now() - started) / 1000).toFixed(1)} s`);
  stopAll();
  process.exit(run.status ?? 1);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  stopAll();
  process.exit(1);
});
