import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../mocks/db';
import { ADMIN, call, pinClock, postLogin, RISK, signIn, dualControlOff } from './helpers';
import { totpCode } from '../../mocks/totp';
import { permissionUrls } from '../../mocks/crud/tables';
import { ITEMS_MAX } from '../../src/console/validate';

const API = '/v1/admin/roles';
const grants = ['/Home', '/orgMag/shop', 'shop:disable'];

describe('roles in the fake backend', () => {
  let token: string;
  beforeEach(async () => {
    // What the actions do; dual control over them is approvals.test.ts's.
    dualControlOff();
    pinClock();
    token = await signIn(ADMIN);
  });
  const create = (body: Record<string, unknown>) => call('POST', API, { token, body });

  it('creates a role from tree URLs, keeping pages and codes apart, and logs it', async () => {
    const answer = await create({ name: 'Shop desk', description: 'Shops only', permissions: grants });
    expect(answer.body.code).toBe(0);
    const made = answer.body.result as Record<string, unknown>;
    expect(made).toMatchObject({ name: 'Shop desk', page_count: 2, code_count: 1, admin_count: 0 });
    expect(db.role.find((r) => r.id === made.id)).toMatchObject({
      pages: ['/Home', '/orgMag/shop'],
      codes: ['shop:disable'],
    });
    expect(db.oplog.at(-1)).toMatchObject({ resource: 'role', action: 'create', target_id: made.id });
  });

  it('refuses an unknown page or code, a missing tree, and a name already taken', async () => {
    const refusals: [Record<string, unknown>, string][] = [
      [{ name: 'X', permissions: ['/nowhere'] }, 'permissions'],
      [{ name: 'X', permissions: ['shop:fly'] }, 'permissions'],
      [{ name: 'X', permissions: [] }, 'permissions'],
      [{ name: 'X', permissions: '/Home' }, 'permissions'],
      [{ name: ' ', permissions: grants }, 'name'],
      [{ name: 'SUPER', permissions: grants }, 'name'],
    ];
    for (const [body, field] of refusals) {
      expect((await create(body)).body, JSON.stringify(body)).toMatchObject({
        code: 100400,
        message: `Invalid input: ${field}`,
      });
    }
  });

  it('stores no button code without its page: create and edit are refused naming the input, nothing changes', async () => {
    const orphan = ['/Home', 'shop:disable'];
    expect((await create({ name: 'Orphan', permissions: orphan })).body).toMatchObject({
      code: 100400,
      message: 'Invalid input: permissions',
    });
    expect(db.role.some((r) => r.name === 'Orphan')).toBe(false);
    const made = (await create({ name: 'Shop desk', permissions: grants })).body.result as { id: string };
    // The page taken away, its button left behind.
    const edit = await call('POST', `${API}/${made.id}/edit`, {
      token,
      body: { name: 'Shop desk', permissions: ['/Home', 'shop:disable'] },
    });
    expect(edit.body).toMatchObject({ code: 100400, message: 'Invalid input: permissions' });
    expect(db.role.find((r) => r.id === made.id)).toMatchObject({
      pages: ['/Home', '/orgMag/shop'],
      codes: ['shop:disable'],
    });
    // Under dual control, no request is made of it either (a change that keeps the page is one).
    db.param.find((p) => p.param_key === 'approval.kind.rolePermissions')!.value = 'true';
    const edits = (permissions: string[]) =>
      call('POST', `${API}/${made.id}/edit`, { token, body: { name: 'Shop desk', permissions } });
    expect((await edits(['shop:disable'])).body).toMatchObject({ code: 100400, message: 'Invalid input: permissions' });
    expect(db.approval.some((a) => a.target === made.id)).toBe(false);
    expect((await edits(['/orgMag/shop', 'shop:disable'])).body.result).toHaveProperty('approval');
  });

  it('takes the whole tree (more URLs and codes than a list input takes), and no longer a list than the tree', async () => {
    const tree = [...permissionUrls()];
    expect(tree.length).toBeGreaterThan(ITEMS_MAX);
    const superRole = db.role.find((r) => r.id === 'role-super')!;
    // Renaming the role that holds everything sends everything back.
    const renamed = await call('POST', `${API}/role-super/edit`, {
      token,
      body: { name: 'super', description: 'renamed', permissions: [...superRole.pages, ...superRole.codes] },
    });
    expect(renamed.body.code).toBe(0);
    expect((await create({ name: 'All', permissions: tree })).body.code).toBe(0);
    expect((await create({ name: 'Long', permissions: [...tree, '/Home'] })).body).toMatchObject({
      code: 100400,
      message: 'Invalid input: permissions',
    });
  });

  it('deletes only a role no account holds (101014 otherwise)', async () => {
    const made = (await create({ name: 'Temp', permissions: ['/Home'] })).body.result as { id: string };
    expect((await call('POST', `${API}/role-super/delete`, { token, body: {} })).body).toMatchObject({ code: 101014 });
    expect((await call('POST', `${API}/${made.id}/delete`, { token, body: {} })).body.code).toBe(0);
    expect(db.role.some((r) => r.id === made.id)).toBe(false);
    expect((await call('POST', `${API}/${made.id}/delete`, { token, body: {} })).body).toMatchObject({ code: 100404 });
  });

  it("an edited role is what its holders get: the login's tree and the server's checks", async () => {
    const riskRole = db.role.find((r) => r.name === 'risk')!;
    const edit = await call('POST', `${API}/${riskRole.id}/edit`, {
      token,
      body: { name: 'risk', permissions: ['/Home', '/orgMag/shop'] },
    });
    expect(edit.body.code).toBe(0);
    const login = await postLogin(RISK.email, RISK.password, totpCode(RISK.secret!));
    const tree = (login.body.result as { list_per: { url: string; children: { url: string }[] }[] }).list_per;
    expect(tree.map((n) => n.url)).toEqual(['/Home', '/orgMag/shop']);
    expect(tree[1].children).toEqual([]);
    // The page is now open to the account, its buttons are not.
    const riskToken = login.token!;
    expect((await call('GET', '/v1/admin/shops', { token: riskToken })).body.code).toBe(0);
    const id = db.shop.find((s) => s.status === 1)!.shop_id;
    const refused = await call('POST', `/v1/admin/shops/${id}/disable`, { token: riskToken, body: { reason: 'x' } });
    expect(refused.body).toMatchObject({ code: 403 });
    expect((await call('GET', API, { token: riskToken })).body).toMatchObject({ code: 403 });
  });
});
