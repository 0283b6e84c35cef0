import { describe, expect, it } from 'vitest';
import { firstPermittedPage, guardedPages } from '@/auth/pages';
import { buildPermissions, flattenTree, matchPattern } from '@/auth/permissions';
import type { AppRoute } from '../../config/routes';

const tree = [
  { url: '/Home' },
  { url: '/risk/user', children: [{ url: 'risk:rule:add' }, { url: 'risk:rule:toggle' }] },
  { url: '/OrgMag/siteMag/:cust_id', children: [{ url: 'site:edit' }] },
];

describe('permission tree (spec §6)', () => {
  it('splits page URLs from button codes', () => {
    expect(flattenTree(tree)).toEqual({
      pages: ['/Home', '/risk/user', '/OrgMag/siteMag/:cust_id'],
      codes: ['risk:rule:add', 'risk:rule:toggle', 'site:edit'],
    });
  });
  it('answers page and button checks', () => {
    const p = buildPermissions(tree);
    expect(p.canView('/risk/user')).toBe(true);
    expect(p.canView('/risk/user/')).toBe(true);
    expect(p.canView('/risk/blacklist')).toBe(false);
    expect(p.canView('/OrgMag/siteMag/C1001')).toBe(true);
    expect(p.canView('/orgMag/siteMag/C1001')).toBe(false);
    expect(p.can('risk:rule:add')).toBe(true);
    expect(p.can('order:refund')).toBe(false);
    expect(p.canView(undefined)).toBe(false);
  });
  it('opens a page only by its whole path, never by a prefix or a parent', () => {
    const p = buildPermissions([{ url: '/Home' }, { url: '/order/orderMag' }]);
    expect(p.canView('/Home/overview')).toBe(false);
    expect(p.canView('/Homeward')).toBe(false);
    expect(p.canView('/order/orderMag/PO3000001')).toBe(false);
    expect(p.canView('/order')).toBe(false);
    expect(buildPermissions([{ url: '/Home/overview' }]).canView('/Home')).toBe(false);
  });
  it('survives a malformed tree', () => {
    const p = buildPermissions([
      { url: '' },
      null as never,
      { url: 5 as never },
      { url: '/Home', children: null as never },
    ]);
    expect(p.pages).toEqual(['/Home']);
  });
  it('matches route patterns segment by segment', () => {
    expect(matchPattern('/a/:id', '/a/1')).toBe(true);
    expect(matchPattern('/a/:id', '/a/')).toBe(false);
    expect(matchPattern('/a/:id', '/a/1/2')).toBe(false);
  });
});

describe('route table → pages and areas', () => {
  const table: AppRoute[] = [
    { path: '/user', layout: false, routes: [{ path: '/user/login', component: './User/Login' }] },
    { path: '/Home', name: 'home', icon: 'pieChart', component: './Home', access: 'canView' },
    {
      path: '/risk',
      name: 'risk',
      icon: 'warning',
      routes: [
        { path: '/risk', redirect: '/risk/user' },
        { path: '/risk/user', name: 'user', component: './R', access: 'canView' },
        { path: '/risk/blacklist', name: 'blacklist', component: './R', access: 'canView' },
      ],
    },
  ];
  it('lists guarded pages in menu order', () => {
    expect(guardedPages(table).map((p) => p.path)).toEqual(['/Home', '/risk/user', '/risk/blacklist']);
  });
  it('finds the first permitted page', () => {
    const canView = (p: string) => p === '/risk/blacklist';
    expect(firstPermittedPage(canView, table)).toBe('/risk/blacklist');
    expect(firstPermittedPage(() => false, table)).toBeUndefined();
  });
});
