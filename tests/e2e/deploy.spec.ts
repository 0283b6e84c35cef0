import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { DEMO_ACCOUNTS } from '../../mocks/accounts';
import { account, expect, freshCode, MOCK_URL, test, totpCode } from './fixtures';

const BASE_URL = process.env.BASE_URL as string;
/** The load balancer deploy/realip.conf trusts in this run (scripts/stack.ts). */
const TRUSTED_PROXY = process.env.TRUSTED_PROXY as string;
const DIST = path.resolve(__dirname, '../../dist');

type Headers = Record<string, string | string[] | undefined>;

/** The headers every answer of the console's server carries, whatever the path or status. */
function expectHardened(h: Headers, what: string) {
  const csp = String(h['content-security-policy']);
  expect(csp, what).toContain("frame-ancestors 'none'");
  expect(csp, what).toContain("default-src 'self'");
  expect(csp, what).not.toMatch(/https?:/);
  expect(h['x-content-type-options'], what).toBe('nosniff');
  expect(h['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  expect(h['x-frame-options'], what).toBe('DENY');
  expect(h['strict-transport-security'], what).toBe('max-age=31536000; includeSubDomains');
  expect(h['cross-origin-opener-policy'], what).toBe('same-origin');
  for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'display-capture'])
    expect(String(h['permissions-policy']), what).toContain(`${feature}=()`);
}

interface Raw {
  status: number;
  headers: Headers;
  body: string;
}

/**
 * A request to nginx exactly as written: the path is sent as is (a browser or fetch would resolve `%2e%2e`), and
 * `from` picks the loopback address the connection comes from (nginx sees each as another client).
 */
function raw(
  path: string,
  opts: { method?: string; headers?: Record<string, string>; body?: unknown; from?: string } = {},
): Promise<Raw> {
  const base = new URL(BASE_URL);
  const body = opts.body === undefined ? undefined : JSON.stringify(opts.body);
  const headers = { ...(body ? { 'content-type': 'application/json' } : {}), ...opts.headers };
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: base.hostname, port: base.port, path, method: opts.method ?? 'GET', headers, localAddress: opts.from },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const admin = account('admin@payops.test');
// A code signs an account in once: each sign-in types a fresh one.
const signIn = async (headers: Record<string, string> = {}, from?: string) =>
  raw('/v1/admin/login', {
    method: 'POST',
    from,
    headers: { 'ga-code': await freshCode(admin.secret!), ...headers },
    body: { email: admin.email, password: admin.password, login_type: 0, user_type: '01' },
  });

/** The address the API recorded for the admin's last sign-in (its account row, read at the fake backend). */
async function recordedIp(token: string): Promise<string> {
  const res = await fetch(`${MOCK_URL}/v1/admin/admins?email=${encodeURIComponent(admin.email)}`, {
    headers: { authorization: token },
  });
  const rows = (await res.json()).result.list as { email: string; last_login_ip: string }[];
  return rows.find((r) => r.email === admin.email)!.last_login_ip;
}

/** deploy/nginx.conf as ops run it: checked through the real nginx in front of the build and the API. */
test.describe('nginx in front of the build', () => {
  test('index.html: security headers, never cached; history routes fall back to it', async ({ request }) => {
    for (const path of ['/', '/Home', '/user/login?redirect=%2FHome', '/orgMag/regRev']) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(200);
      expect(await res.text()).toContain('<div id="root"></div>');
      const h = res.headers();
      expect(h['content-type']).toContain('text/html');
      expect(h['cache-control']).toBe('no-cache');
      expectHardened(h, path);
    }
  });

  test('the browser takes the headers without complaint and denies the devices', async ({ page }) => {
    const said: string[] = [];
    page.on('console', (msg) => said.push(`${msg.type()}: ${msg.text()}`));
    await page.goto('/user/login');
    await expect(page.getByLabel('邮箱')).toBeVisible();
    const allowed = await page.evaluate(() => {
      const policy = (document as unknown as { featurePolicy?: { allowsFeature(f: string): boolean } }).featurePolicy;
      return policy && ['camera', 'microphone', 'geolocation'].map((f) => policy.allowsFeature(f));
    });
    expect(allowed).toEqual([false, false, false]);
    expect(said.filter((s) => /policy|cross-origin/i.test(s))).toEqual([]);
  });

  test('hashed bundles are cached a year as immutable and compressed; a missing one is a 404', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const bundle = /src="(\/umi\.[0-9a-f]{8}\.js)"/.exec(html)?.[1] as string;
    expect(bundle).toBeTruthy();
    const res = await request.get(bundle, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.status()).toBe(200);
    expect(res.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(['br', 'gzip']).toContain(res.headers()['content-encoding']);
    expectHardened(res.headers(), bundle);
    const gz = await request.get(bundle, { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers()['content-encoding']).toBe('gzip');
    const missing = await request.get('/umi.deadbeef.js');
    expect(missing.status()).toBe(404);
    expectHardened(missing.headers(), 'a missing bundle');
  });

  test('/v1 reaches the API: authorization passes both ways, errors pass through unchanged', async ({ request }) => {
    const direct = await fetch(`${MOCK_URL}/v1/admin/login/info`);
    const proxied = await request.get('/v1/admin/login/info');
    expect(proxied.status()).toBe(direct.status);
    expect(await proxied.json()).toEqual(await direct.json());

    const login = await request.post('/v1/admin/login', {
      headers: { 'ga-code': totpCode('JBSWY3DPEHPK3PXP') },
      data: { email: 'admin@payops.test', password: 'PayOps#2026', login_type: 0, user_type: '01' },
    });
    const token = login.headers()['authorization'];
    expect(token).toMatch(/^pt_/);
    const info = await request.get('/v1/admin/login/info', { headers: { authorization: token } });
    expect((await info.json()).result.email).toBe('admin@payops.test');
    expectHardened(info.headers(), 'an API answer');
  });

  test('/v1 answers are never stored, even on a path shaped like a bundle', async ({ request }) => {
    for (const path of ['/v1/admin/login/info', '/v1/x.3f2a1b4c.async.js', '/v1/x.3f2a1b4c.chunk.css', '/v1/a.json']) {
      const res = await request.get(path);
      // The API's own answer (its envelope), not a file of dist/ or nginx's 404 page.
      const direct = await fetch(`${MOCK_URL}${path}`);
      expect(res.status(), path).toBe(direct.status);
      expect(await res.json(), path).toEqual(await direct.json());
      expect(res.headers()['cache-control'], path).toBe('no-store');
      expectHardened(res.headers(), path);
    }
  });

  test('only the console host is served: any other Host gets no answer', async () => {
    const port = new URL(BASE_URL).port;
    await expect(raw('/', { headers: { host: 'evil.example' } })).rejects.toThrow(/socket hang up|ECONNRESET/);
    await expect(raw('/v1/admin/login/info', { headers: { host: `evil.example:${port}` } })).rejects.toThrow(
      /socket hang up|ECONNRESET/,
    );
    expect((await raw('/', { headers: { host: `localhost:${port}` } })).status).toBe(200);
  });

  test("the API records the connection's address, not the one a client claims", async () => {
    const spoofed = await signIn({ 'x-forwarded-for': '6.6.6.6', 'x-real-ip': '6.6.6.7' });
    expect(spoofed.status).toBe(200);
    expect(await recordedIp(String(spoofed.headers.authorization))).toBe('127.0.0.1');

    // Behind the load balancer deploy/realip.conf trusts: the client it names (the right end of the header), alone.
    const proxied = await signIn({ 'x-forwarded-for': '6.6.6.6, 203.0.113.7' }, TRUSTED_PROXY);
    expect(proxied.status).toBe(200);
    expect(await recordedIp(String(proxied.headers.authorization))).toBe('203.0.113.7');
  });

  test('/v1 paths with ";", an encoded dot or an encoded "%" are refused before the API', async () => {
    const odd = [
      '/v1/admin/login/info;x=1',
      '/v1/admin/%2e%2e/admin/login/info',
      '/v1/admin/%2E/login/info',
      '/v1/admin/notices%252e',
      '/v1/%2e/admin/login',
    ];
    for (const path of odd) {
      const res = await raw(path, { method: path.endsWith('/login') ? 'POST' : 'GET', body: {} });
      expect(res.status, path).toBe(400);
      // nginx's own answer, in the API's envelope (the fake backend never answers code 400).
      expect(res.headers['content-type'], path).toBe('application/json');
      expect(JSON.parse(res.body), path).toMatchObject({ code: 400, success: false, errorCode: '400' });
      expect(res.headers['cache-control'], path).toBe('no-store');
      expectHardened(res.headers, path);
    }
    // In the query string they are values like any other (a search for "50%").
    const query = '/v1/admin/login/info?q=50%25;%2e';
    const res = await raw(query);
    expect(res.status).toBe((await fetch(`${MOCK_URL}${query}`)).status);
    expect(JSON.parse(res.body).code).toBe(401);
  });

  test('sign-in attempts are limited per client address, answered 429 in the envelope', async () => {
    // A client address of its own (any of 127.0.0.0/8), new at each run: the suite's own sign-ins come from
    // 127.0.0.1 and are not counted with these.
    const n = () => 2 + Math.floor(Math.random() * 250);
    const from = `127.${n()}.${n()}.${n()}`;
    const answers: Raw[] = [];
    for (let i = 0; i < 30; i += 1) {
      answers.push(
        await raw('/v1/admin/login', {
          method: 'POST',
          from,
          body: { email: 'nobody@payops.test', password: 'guess', login_type: 0, user_type: '01' },
        }),
      );
    }
    // A burst of 20 goes through to the API (which refuses the guesses itself)...
    expect(answers.slice(0, 20).map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(JSON.parse(answers[0].body).code).toBe(100001);
    // ...then the API is left alone until the minute's allowance comes back.
    const limited = answers.filter((a) => a.status === 429);
    expect(limited.length).toBeGreaterThanOrEqual(5);
    expect(answers.at(-1)!.status).toBe(429);
    const last = limited[0];
    expect(last.headers['content-type']).toBe('application/json');
    expect(JSON.parse(last.body)).toMatchObject({ code: 429, success: false, errorCode: '429' });
    expect(JSON.parse(last.body).errorMessage).toMatch(/too many/i);
    expect(last.headers['cache-control']).toBe('no-store');
    expectHardened(last.headers, 'a limited sign-in');

    // Other clients sign in as before.
    expect((await signIn()).status).toBe(200);
  });

  test('the production build carries no file of the fake backend', async ({ request }) => {
    const markers = [
      ...DEMO_ACCOUNTS.flatMap((a) => [a.email, a.password, a.secret ?? a.email]),
      // msw's service worker, the fake backend's test controls, the demo database's storage key.
      'INTEGRITY_CHECKSUM',
      '/__mock/',
      'payops-demo-db',
    ];
    const files = (fs.readdirSync(DIST, { recursive: true }) as string[]).filter((f) =>
      fs.statSync(path.join(DIST, f)).isFile(),
    );
    expect(files.length).toBeGreaterThan(20);
    expect(files.filter((f) => /mockServiceWorker/.test(f))).toEqual([]);
    for (const file of files) {
      const text = fs.readFileSync(path.join(DIST, file), 'utf8');
      expect(
        markers.filter((m) => text.includes(m)),
        file,
      ).toEqual([]);
    }
    expect((await request.get('/mockServiceWorker.js')).status()).toBe(404);
  });
});
