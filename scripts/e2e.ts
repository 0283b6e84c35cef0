/**
 * npm run test:e2e: the production build behind the Debian nginx with deploy/nginx.conf, /v1 proxied to the fake
 * backend's HTTP server, both on free loopback ports (scripts/stack.ts), and Playwright driving the system Chromium.
 * Starts and stops everything itself. Env: E2E_SKIP_BUILD=1 reuses dist/; CHROMIUM_PATH (default /usr/bin/chromium);
 * NGINX_BIN. Extra arguments go to Playwright.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { build, chromiumPath, root, startStack, TRUSTED_PROXY, type Stack } from './stack';

let stack: Stack | undefined;

async function main() {
  const chromium = chromiumPath();
  if (process.env.E2E_SKIP_BUILD !== '1' || !fs.existsSync(path.join(root, 'dist/index.html'))) build();

  stack = await startStack();
  const started = Date.now();
  const run = spawnSync(
    path.join(root, 'node_modules/.bin/playwright'),
    ['test', '-c', 'tests/e2e/playwright.config.ts', ...process.argv.slice(2)],
    {
      cwd: root,
      stdio: 'inherit',
      env: {
        ...process.env,
        BASE_URL: stack.webUrl,
        MOCK_URL: stack.mockUrl,
        TRUSTED_PROXY,
        CHROMIUM_PATH: chromium,
      },
    },
  );
  console.log(`e2e: playwright took ${((Date.now() - started) / 1000).toFixed(1)} s`);
  await stack.stop();
  process.exit(run.status ?? 1);
}

main().catch(async (err) => {
  console.error(err instanceof Error ? err.message : err);
  await stack?.stop();
  process.exit(1);
});
