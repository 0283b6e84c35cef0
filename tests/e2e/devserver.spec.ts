import { spawn } from 'node:child_process';
import path from 'node:path';
import { freePort, waitFor } from '../../scripts/stack';
import { expect, fillLogin, test } from './fixtures';

const ROOT = path.resolve(__dirname, '../..');

// The README's second command: `npm start` serves the demo console (the fake backend in the browser). Nothing else
// runs the development server, and it had broken unseen (2026-12-07: React Refresh read plugin-locale's exports before
// they existed, then MFSU missed a module the build replaces; each showed only its error).
test('npm start serves the demo console: the login page, and Home after signing in, with no error', async ({
  page,
  problems,
}) => {
  test.setTimeout(240_000);
  // React's development warnings (findDOMNode inside antd, and the like) are logged as errors; an exception is not.
  problems.allow.push(/^console: Warning: /);
  const port = await freePort();
  const server = spawn('npm', ['start'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), BROWSER: 'none', PORT_CHECK: 'none' },
    stdio: 'ignore',
    detached: true,
  });
  try {
    const url = `http://127.0.0.1:${port}`;
    await waitFor(`${url}/`, 'the development server', 120_000);
    // It serves a loading page until its first compilation is done.
    await expect(async () => {
      await page.goto(`${url}/user/login`);
      await expect(page.getByRole('button', { name: /登\s*录/ })).toBeVisible({ timeout: 5_000 });
    }).toPass({ timeout: 150_000 });
    await fillLogin(page, 'admin@payops.test');
    await page.getByRole('button', { name: /登\s*录/ }).click();
    await expect(page.getByText('欢迎，Chen Jing')).toBeVisible({ timeout: 60_000 });
  } finally {
    // npm, its shell and Umi's server and workers: the whole group.
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
  }
});
