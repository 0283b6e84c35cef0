import fs from 'node:fs';
import path from 'node:path';
import { DEMO_ACCOUNTS } from '../../mocks/accounts';
import { expect, MOCK_URL, test, totpCode } from './fixtures';

const DIST = path.resolve(__dirname, '../../dist');

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
      expect(h['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(h['content-security-policy']).toContain("default-src 'self'");
      expect(h['content-security-policy']).not.toMatch(/https?:/);
      expect(h['x-content-type-options']).toBe('nosniff');
      expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
  });

  test('hashed bundles are cached a year as immutable and compressed; a missing one is a 404', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const bundle = /src="(\/umi\.[0-9a-f]{8}\.js)"/.exec(html)?.[1] as string;
    expect(bundle).toBeTruthy();
    const res = await request.get(bundle, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.status()).toBe(200);
    expect(res.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(['br', 'gzip']).toContain(res.headers()['content-encoding']);
    const gz = await request.get(bundle, { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers()['content-encoding']).toBe('gzip');
    const missing = await request.get('/umi.deadbeef.js');
    expect(missing.status()).toBe(404);
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
    expect(info.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
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
