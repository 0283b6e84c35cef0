import { http } from 'msw';
import routes, { type AppRoute } from '../../config/routes';
import { db, resetDb } from '../../mocks/db';
import { guarded } from '../../mocks/http';
import { server } from '../../mocks/node';
import { guardedPages } from '../../src/auth/pages';
import type { PermissionNode } from '../../src/auth/permissions';
import { PERMISSION_CODES } from '../../src/domain/permissionCodes';
import { ADMIN, RISK, call, pinClock, postLogin } from './helpers';
import { totpCode } from '../../mocks/totp';

interface Tree {
  list_per: PermissionNode[];
  list_permission: string[];
}

async function treeOf(acc: typeof ADMIN): Promise<{ token: string; tree: Tree }> {
  const answer = await postLogin(acc.email, acc.password, totpCode(acc.secret!));
  return { token: answer.token!, tree: answer.body.result as Tree };
}

const page = (path: string, name: string): AppRoute => ({ path, name, component: './Any', access: 'canView' });

describe('permission tree with the route table of today', () => {
  beforeEach(pinClock);

  it('gives the super role every guarded page in menu order', async () => {
    const { tree } = await treeOf(ADMIN);
    expect(tree.list_per.map((n) => n.url)).toEqual(guardedPages().map((p) => p.path));
  });

  it('gives the risk role the dashboard, its work inbox and the risk pages only', async () => {
    const { tree } = await treeOf(RISK);
    const expected = guardedPages()
      .map((p) => p.path)
      .filter((p) => p === '/Home' || p === '/Home/work' || p.startsWith('/risk/'));
    expect(tree.list_per.map((n) => n.url)).toEqual(expected);
  });
});

// A route table and code list of our own, swapped in for this block, so the expectations do not move as the
// real table grows.
describe('permission tree with more pages and codes', () => {
  const table: AppRoute[] = [
    { path: '/user', layout: false, routes: [{ path: '/user/login', name: 'login', component: './User/Login' }] },
    page('/Home', 'home'),
    page('/orgMag/regRev', 'regRev'),
    { path: '/risk', name: 'risk', routes: [page('/risk/user', 'riskUser'), page('/risk/blacklist', 'blacklist')] },
    page('/riskReport', 'riskReport'),
    { path: '/*', component: './Exception/404', layout: false },
  ];
  const codes: Record<string, readonly string[]> = {
    '/orgMag/regRev': ['merchant:approve', 'merchant:reject'],
    '/risk/blacklist': ['blacklist:add', 'blacklist:remove'],
  };
  let savedRoutes: AppRoute[] = [];
  let savedCodes: Record<string, readonly string[]> = {};

  const swapCodes = (next: Record<string, readonly string[]>) => {
    const previous = { ...PERMISSION_CODES };
    for (const key of Object.keys(PERMISSION_CODES)) delete PERMISSION_CODES[key];
    Object.assign(PERMISSION_CODES, next);
    return previous;
  };

  beforeAll(() => {
    savedRoutes = routes.splice(0, routes.length, ...table);
    savedCodes = swapCodes(codes);
    resetDb();
  });
  afterAll(() => {
    routes.splice(0, routes.length, ...savedRoutes);
    swapCodes(savedCodes);
    resetDb();
  });
  beforeEach(pinClock);

  it('builds the roles from the route table and the code list', () => {
    const byName = Object.fromEntries(db.role.map((r) => [r.name, r]));
    expect(byName.super.pages).toEqual(['/Home', '/orgMag/regRev', '/risk/user', '/risk/blacklist', '/riskReport']);
    expect(byName.super.codes).toEqual(['merchant:approve', 'merchant:reject', 'blacklist:add', 'blacklist:remove']);
    expect(byName.risk.pages).toEqual(['/Home', '/risk/user', '/risk/blacklist']);
    expect(byName.risk.codes).toEqual(['blacklist:add', 'blacklist:remove']);
  });

  it('nests each code under its page, and flattens the same tree', async () => {
    const { tree } = await treeOf(RISK);
    expect(tree.list_per).toEqual([
      { id: 'p001', name: 'home', url: '/Home', children: [] },
      { id: 'p003', name: 'riskUser', url: '/risk/user', children: [] },
      {
        id: 'p004',
        name: 'blacklist',
        url: '/risk/blacklist',
        children: [
          { id: 'p004-01', url: 'blacklist:add' },
          { id: 'p004-02', url: 'blacklist:remove' },
        ],
      },
    ]);
    expect(tree.list_permission).toEqual([
      '/Home',
      '/risk/user',
      '/risk/blacklist',
      'blacklist:add',
      'blacklist:remove',
    ]);
    const admin = await treeOf(ADMIN);
    expect(admin.tree.list_permission).toEqual([
      '/Home',
      '/orgMag/regRev',
      'merchant:approve',
      'merchant:reject',
      '/risk/user',
      '/risk/blacklist',
      'blacklist:add',
      'blacklist:remove',
      '/riskReport',
    ]);
  });

  it('lets the guard refuse a page or code the role lacks with 403', async () => {
    server.use(
      http.post(
        '*/v1/admin/merchants/:id/approve',
        guarded({ permission: 'merchant:approve' }, ({ session }) => session.reply({ approved: true })),
      ),
      http.get(
        '*/v1/admin/blacklist',
        guarded({ permission: '/risk/blacklist' }, ({ session }) => session.reply({ list: [] })),
      ),
    );
    const admin = (await treeOf(ADMIN)).token;
    const risk = (await treeOf(RISK)).token;
    expect((await call('POST', '/v1/admin/merchants/m1/approve', { token: admin })).body.code).toBe(0);
    const refused = await call('POST', '/v1/admin/merchants/m1/approve', { token: risk });
    expect(refused.status).toBe(200);
    expect(refused.body).toMatchObject({ code: 403, success: false, errorMessage: 'Permission denied' });
    expect((await call('GET', '/v1/admin/blacklist', { token: risk })).body.code).toBe(0);
  });

  it('lets a page through by its whole URL only: a role with Home is refused the overview below it', async () => {
    server.use(
      http.get(
        '*/v1/test/overview',
        guarded({ permission: '/Home/overview' }, ({ session }) => session.reply({})),
      ),
      http.get(
        '*/v1/test/home',
        guarded({ permission: '/Home' }, ({ session }) => session.reply({})),
      ),
    );
    const risk = db.admin.find((a) => a.email === RISK.email)!;
    for (const r of db.role.filter((x) => risk.role_ids.includes(x.id))) r.pages = r.pages.filter((x) => x === '/Home');
    const token = (await treeOf(RISK)).token;
    expect((await call('GET', '/v1/test/home', { token })).body.code).toBe(0);
    expect((await call('GET', '/v1/test/overview', { token })).body.code).toBe(403);
  });
});
