import { db } from '../../mocks/db';
import { sha256Hex } from '../../mocks/resources/apiKey';
import { seedApiKeys } from '../../mocks/seed/apiKeys';
import { MERCHANT_SEED_DATE, seedMerchants } from '../../mocks/seed/merchants';
import { ADMIN, RISK, T0, call, download, pinClock, signIn } from './helpers';
import { resourceByKey } from '../../src/resources';

const apiKey = resourceByKey('apiKey')!;

const API = apiKey.api;
const AT = new Date(T0).toISOString();
const activeMerchant = () => db.merchant.find((m) => m.status === 1)!;
const activeKey = (n = 0) => db.apiKey.filter((k) => k.status === 1)[n];
const keyRow = (id: string) => db.apiKey.find((k) => k.key_id === id)!;

describe('API key seed', () => {
  it('is the same at every reset: keys of reviewed merchants only, both states, no secret', () => {
    const merchants = seedMerchants();
    const keys = seedApiKeys(merchants);
    expect(seedApiKeys(merchants)).toEqual(keys);
    expect(keys.length).toBeGreaterThan(100);
    expect(keys.length).toBeLessThan(500);
    expect(new Set(keys.map((k) => k.key_id)).size).toBe(keys.length);
    expect(new Set(keys.map((k) => k.status))).toEqual(new Set([1, 2]));
    const byId = new Map(merchants.map((m) => [m.cust_id, m]));
    for (const k of keys) {
      const m = byId.get(k.cust_id)!;
      expect([1, 3]).toContain(m.status);
      expect(k.merchant_name).toBe(m.name);
      expect(k.key_id).toMatch(/^pk_live_[0-9A-Za-z]{24}$/);
      expect(k.secret_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(k.secret_last4).toMatch(/^[0-9A-Za-z]{4}$/);
      expect(k).not.toHaveProperty('secret');
      expect(Date.parse(k.created_at)).toBeGreaterThanOrEqual(Date.parse(m.reviewed_at!));
      expect(Date.parse(k.created_at)).toBeLessThan(MERCHANT_SEED_DATE);
      if (k.last_used_at) expect(k.last_used_at >= k.created_at).toBe(true);
      expect(k.revoked_at !== null).toBe(k.status === 2);
      for (const ip of k.ip_allowlist) expect(ip).toMatch(/^(203\.0\.113|198\.51\.100|192\.0\.2|2001:db8)/);
    }
  });

  it('hashes with SHA-256', () => {
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(sha256Hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(sha256Hex('a'.repeat(1000))).toBe('41edece42d63e8d9bf515a9ba6932e1c20cbc9f5a5d134645adb5db1b9737ea3');
  });
});

describe('API keys', () => {
  let token: string;
  const create = (body: Record<string, unknown>) => call('POST', API, { token, body });
  const act = (id: string, action: string, body: Record<string, unknown> = {}) =>
    call('POST', `${API}/${id}/${action}`, { token, body });

  beforeEach(async () => {
    pinClock();
    token = await signIn(ADMIN);
  });

  it('never answers the hash: list and detail', async () => {
    const list = await call('GET', API, { token, query: { pageSize: 100 } });
    const rows = (list.body.result as { list: Record<string, unknown>[] }).list;
    expect(rows).toHaveLength(100);
    for (const r of rows) expect(r).not.toHaveProperty('secret_hash');
    const detail = await call('GET', `${API}/${activeKey().key_id}`, { token });
    expect(detail.body.result).not.toHaveProperty('secret_hash');
    expect(detail.body.result).toMatchObject({ key_id: activeKey().key_id, secret_last4: activeKey().secret_last4 });
  });

  it('creates a key: the secret is answered once, only its hash and last four are kept, nothing of it is logged', async () => {
    const m = activeMerchant();
    const answer = await create({
      cust_id: m.cust_id,
      label: ' ERP sync ',
      ip_allowlist: ['203.0.113.7', '2001:db8::/32'],
    });
    expect(answer.body.code).toBe(0);
    const made = answer.body.result as Record<string, unknown>;
    const secret = String(made.secret);
    expect(secret).toMatch(/^sk_live_[0-9A-Za-z]{40}$/);
    expect(made).toMatchObject({
      cust_id: m.cust_id,
      merchant_name: m.name,
      label: 'ERP sync',
      ip_allowlist: ['203.0.113.7', '2001:db8::/32'],
      status: 1,
      secret_last4: secret.slice(-4),
      created_at: AT,
      last_used_at: null,
    });
    expect(made).not.toHaveProperty('secret_hash');
    const id = String(made.key_id);
    expect(id).toMatch(/^pk_live_[0-9A-Za-z]{24}$/);
    const kept = keyRow(id);
    expect(kept).not.toHaveProperty('secret');
    expect(kept.secret_hash).toBe(sha256Hex(secret));

    // Shown once: the detail, the list, the export and the log never carry it (nor its hash).
    const again = await call('GET', `${API}/${id}`, { token });
    const list = await call('GET', API, { token, query: { cust_id: m.cust_id } });
    const csv = await download(`${API}/export`, { token, query: { cust_id: m.cust_id } });
    expect(csv.text).toContain(id);
    for (const text of [JSON.stringify(again.body), JSON.stringify(list.body), csv.text, JSON.stringify(db.oplog)]) {
      expect(text).not.toContain(secret);
      expect(text).not.toContain(kept.secret_hash);
    }
    expect(db.oplog).toHaveLength(1);
    expect(db.oplog[0]).toMatchObject({ resource: 'apiKey', target_id: id, action: 'create', before: {} });
    expect(db.oplog[0].after).not.toHaveProperty('secret_hash');
    expect(db.oplog[0].after).toMatchObject({ cust_id: m.cust_id, secret_last4: secret.slice(-4) });
  });

  it('refuses bad input at create: unknown merchant, bad IPs, no label; a merchant not in normal status', async () => {
    const m = activeMerchant();
    const before = db.apiKey.length;
    const refused = async (body: Record<string, unknown>) => (await create(body)).body;
    expect(await refused({ cust_id: 'C999999', label: 'x' })).toMatchObject({
      code: 100400,
      message: 'Invalid input: cust_id',
    });
    for (const ip of ['10.0.0.256', '203.0.113.0/33', 'localhost', '2001:db8:::1', '1.2.3.4/24/1'])
      expect(await refused({ cust_id: m.cust_id, label: 'x', ip_allowlist: ['203.0.113.1', ip] }), ip).toMatchObject({
        code: 100400,
        message: 'Invalid input: ip_allowlist',
      });
    expect(await refused({ cust_id: m.cust_id, label: 'x', ip_allowlist: '203.0.113.1' })).toMatchObject({
      message: 'Invalid input: ip_allowlist',
    });
    expect(await refused({ cust_id: m.cust_id, label: '  ' })).toMatchObject({ message: 'Invalid input: label' });
    const frozen = db.merchant.find((x) => x.status === 3)!;
    expect(await refused({ cust_id: frozen.cust_id, label: 'x' })).toMatchObject({ code: 101014 });
    expect(db.apiKey).toHaveLength(before);
    expect(db.oplog).toHaveLength(0);
  });

  it('rotates an active key: a new secret once, the hash changes and is logged as ***', async () => {
    const key = activeKey();
    const oldHash = key.secret_hash;
    const answer = await act(key.key_id, 'rotate');
    expect(answer.body.code).toBe(0);
    const { secret, ...rest } = answer.body.result as Record<string, unknown>;
    expect(String(secret)).toMatch(/^sk_live_/);
    expect(rest).not.toHaveProperty('secret_hash');
    expect(rest).toMatchObject({ secret_last4: String(secret).slice(-4), rotated_at: AT, status: 1 });
    expect(keyRow(key.key_id).secret_hash).toBe(sha256Hex(String(secret)));
    expect(keyRow(key.key_id).secret_hash).not.toBe(oldHash);
    expect(db.oplog).toHaveLength(1);
    expect(db.oplog[0]).toMatchObject({ action: 'rotate', target_id: key.key_id });
    expect(db.oplog[0].before.secret_hash).toBe('***');
    expect(db.oplog[0].after.secret_hash).toBe('***');
    const log = JSON.stringify(db.oplog);
    expect(log).not.toContain(String(secret));
    expect(log).not.toContain(oldHash);
  });

  it('edits the allow-list (checked again by hand), and may empty it', async () => {
    const key = activeKey();
    expect((await act(key.key_id, 'edit', { label: 'x', ip_allowlist: ['999.1.1.1'] })).body).toMatchObject({
      code: 100400,
      message: 'Invalid input: ip_allowlist',
    });
    const ok = await act(key.key_id, 'edit', { label: 'Checkout', ip_allowlist: ['198.51.100.0/24', 'fe80::1'] });
    expect(ok.body.result).toMatchObject({ label: 'Checkout', ip_allowlist: ['198.51.100.0/24', 'fe80::1'] });
    expect((await act(key.key_id, 'edit', { label: 'Checkout', ip_allowlist: [] })).body.code).toBe(0);
    expect(keyRow(key.key_id).ip_allowlist).toEqual([]);
    expect(db.oplog.map((e) => [e.action, e.after.ip_allowlist])).toEqual([
      ['edit', ['198.51.100.0/24', 'fe80::1']],
      ['edit', []],
    ]);
  });

  it('revokes 1→2 with a reason, stamped; then no rotate, edit nor revoke (101014)', async () => {
    const key = activeKey();
    expect((await act(key.key_id, 'revoke')).body).toMatchObject({ code: 100400, message: 'Invalid input: reason' });
    const answer = await act(key.key_id, 'revoke', { reason: 'Leaked in a support ticket' });
    expect(answer.body.result).toMatchObject({
      status: 2,
      revoked_by: ADMIN.email,
      revoked_at: AT,
      revoke_reason: 'Leaked in a support ticket',
    });
    for (const [action, body] of [
      ['rotate', {}],
      ['edit', { label: 'x' }],
      ['revoke', { reason: 'again' }],
    ] as const)
      expect((await act(key.key_id, action, body)).body, action).toMatchObject({
        code: 101014,
        message: 'Wrong status',
      });
    expect(db.oplog).toHaveLength(1);
    expect(db.oplog[0]).toMatchObject({ action: 'revoke', reason: 'Leaked in a support ticket' });
    expect([db.oplog[0].before.status, db.oplog[0].after.status]).toEqual([1, 2]);
  });

  it('filters by merchant, status and allowed address; exports the filtered rows', async () => {
    const key = db.apiKey.find((k) => k.ip_allowlist.length > 0)!;
    const ip = key.ip_allowlist[0];
    const byIp = await call('GET', API, { token, query: { ip_allowlist: ip, pageSize: 100 } });
    const ids = (byIp.body.result as { list: { key_id: string; ip_allowlist: string[] }[] }).list;
    expect(ids.map((k) => k.key_id)).toContain(key.key_id);
    for (const k of ids) expect(k.ip_allowlist).toContain(ip);

    const revoked = db.apiKey.filter((k) => k.status === 2);
    const csv = await download(`${API}/export`, { token, query: { status: 2 } });
    const lines = csv.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Key ID,商户名称,状态,状态代码,备注名称,商户号,密钥尾号,IP 白名单,创建时间,最近使用时间');
    expect(
      lines
        .slice(1)
        .map((l) => l.split(',')[0])
        .sort(),
    ).toEqual(revoked.map((k) => k.key_id).sort());
    expect(csv.text).not.toMatch(/secret_hash|[0-9a-f]{64}/);
  });

  it('the risk account may not call it', async () => {
    const risk = await signIn(RISK);
    expect((await call('GET', API, { token: risk })).body.code).toBe(403);
    expect(
      (await call('POST', API, { token: risk, body: { cust_id: activeMerchant().cust_id, label: 'x' } })).body.code,
    ).toBe(403);
  });
});
