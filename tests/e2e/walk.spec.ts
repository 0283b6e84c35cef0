import { guardedPages } from '../../src/auth/pages';
import { buildPermissions, type PermissionNode } from '../../src/auth/permissions';
import { resourceByKey } from '../../src/resources';
import { expectColumnsFit, expectKeyColumnsInView, LIST_PAGES } from './columns';
import { closeOtherTabs, expect, expectAccessible, login, openInApp, test } from './fixtures';

/**
 * Every page of config/routes.ts that the account may open, visited as each account: no uncaught exception, console
 * error or failed request (the fixture), a page with content, and no serious accessibility violation; on a list page,
 * at 1440×900 with the menu open the default columns fit (no table scrolls sideways) and at 1280 the status and amount
 * columns are in sight (issue 20); one menu item is highlighted (issue 23). A page added to the route table is walked without a new test. Routes with
 * parameters are walked by the areas that own them.
 */
const pages = guardedPages().filter((p) => !p.path.includes('/:'));

test('the login page is accessible', async ({ page }) => {
  await page.goto('/user/login');
  await expect(page.getByRole('button', { name: /登\s*录/ })).toBeVisible();
  await expectAccessible(page);
});

for (const email of ['admin@payops.test', 'risk@payops.test']) {
  test(`route walk as ${email}`, async ({ page }) => {
    await login(page, email);
    const tree = (await page.evaluate(() =>
      JSON.parse(localStorage.getItem('permissions') ?? '[]'),
    )) as PermissionNode[];
    const { canView } = buildPermissions(tree);
    const visible = pages.filter((p) => canView(p.path));
    expect(visible.length, 'pages this account may open').toBeGreaterThan(0);
    // The walk grows with the route table: a budget per page, not one for the whole walk.
    test.setTimeout(30_000 + visible.length * 8_000);
    for (const { path, hideInMenu } of visible) {
      await openInApp(page, path);
      await closeOtherTabs(page);
      const content = page.locator('.ant-pro-layout-content');
      await expect(content).not.toBeEmpty();
      await expect(content.getByText('抱歉')).toHaveCount(0);
      // The page's data has arrived: no spinner or skeleton left.
      await expect(content.locator('.ant-spin-spinning, .ant-skeleton')).toHaveCount(0);
      // One menu item lit, the page's own (issue 23: Home and the overview were lit together); a page the menu
      // hides lights at most its area's item.
      const lit = page.locator('aside.ant-pro-sider a[aria-current="page"]');
      if (hideInMenu) expect(await lit.count(), path).toBeLessThanOrEqual(1);
      else await expect(lit, path).toHaveCount(1);
      // The menu, header and tabs are the same on every page: checked in full on the first, then the content only.
      await expectAccessible(page, path === visible[0].path ? undefined : '.ant-pro-layout-content');
      if (LIST_PAGES.has(path)) {
        await expectColumnsFit(page, path);
        await expectKeyColumnsInView(page, path);
      }
    }
  });
}

test('one record page of every list with a detail, opened from its first row (the first in a fresh tab), as admin', async ({
  page,
  context,
}) => {
  await login(page, 'admin@payops.test');
  const lists = [...LIST_PAGES].filter(([, keys]) => {
    const def = resourceByKey(keys[0]);
    return !!def?.detail && !def.single;
  });
  expect(lists.length).toBeGreaterThan(40);
  test.setTimeout(30_000 + lists.length * 6_000);
  let visited = 0;
  for (const [path, [key]] of lists) {
    await openInApp(page, path);
    await closeOtherTabs(page);
    const content = page.locator('.ant-pro-layout-content');
    const rows = content.locator('.ant-table-tbody tr.ant-table-row');
    await expect(content.locator('.ant-spin-spinning')).toHaveCount(0);
    // A list the seed leaves empty has no record to open.
    if (!(await rows.count())) continue;
    const link = rows.first().locator(`a[href^="${path}/"]`).first();
    const href = await link.getAttribute('href');
    expect(href, `${path}: the first row's key links to its record page`).toBeTruthy();
    // The first record is opened as a new tab would open it (the address alone, the session shared); the others
    // inside the console, which is quicker and checks the same page.
    const tab = visited === 0 ? await context.newPage() : page;
    if (tab === page) {
      await openInApp(page, href!);
      await closeOtherTabs(page);
    } else await tab.goto(href!);
    const shown = tab.locator('.ant-pro-layout-content');
    await expect(shown.getByTestId('record-facts'), `${href} (${key})`).toBeVisible();
    await expect(shown.locator('.ant-spin-spinning, .ant-skeleton')).toHaveCount(0);
    await expect(shown.getByText('抱歉')).toHaveCount(0);
    await expectAccessible(tab, '.ant-pro-layout-content');
    if (tab !== page) await tab.close();
    visited += 1;
  }
  console.log(`record walk: ${visited} record pages of ${lists.length} lists`);
  expect(visited).toBeGreaterThan(40);
});

test('the pages of one merchant (route parameters) as admin', async ({ page }) => {
  await login(page, 'admin@payops.test');
  const withParams = guardedPages().filter((p) => p.path.includes('/:cust_id'));
  expect(withParams.length).toBeGreaterThan(0);
  for (const { path } of withParams) {
    await page.goto(path.replace(':cust_id', 'C100001'));
    const content = page.locator('.ant-pro-layout-content');
    await expect(content.getByText('C100001').first()).toBeVisible();
    await expect(content.getByText('抱歉')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    await expectAccessible(page);
  }
});

test('the record page of a receiving account, from its list, on both product lines', async ({ page }) => {
  await login(page, 'admin@payops.test');
  for (const list of ['/txnAccount/account', '/wallet/account']) {
    await page.goto(list);
    const first = page.locator('.ant-table-tbody tr.ant-table-row').first();
    const id = (await first.locator('td').first().innerText()).trim();
    await first.getByRole('link', { name: '详情' }).click();
    await expect(page).toHaveURL(new RegExp(`${list.replace(/[/]/g, '\\/')}/detail/${id}$`));
    const content = page.locator('.ant-pro-layout-content');
    await expect(content.getByText(id).first()).toBeVisible();
    // The collections that arrived at it, from the collection page.
    await expect(content.getByRole('heading', { name: '收款' })).toBeVisible();
    await expect(content.locator('.ant-spin-spinning, .ant-skeleton')).toHaveCount(0);
    await expectAccessible(page);
  }
});

test('every page the risk account may not open, typed into the address bar, shows 403 and none of its data', async ({
  page,
}) => {
  await login(page, 'risk@payops.test');
  const tree = (await page.evaluate(() => JSON.parse(localStorage.getItem('permissions') ?? '[]'))) as PermissionNode[];
  const { canView } = buildPermissions(tree);
  // Route parameters filled with a real-looking value: a hidden record page is as forbidden as its list.
  const hidden = [...guardedPages(), ...guardedPages(undefined, { records: true })]
    .filter((p) => !canView(p.permission ?? p.path))
    .map((p) => p.path.replace(/:[a-z_]+/g, 'C100001'));
  expect(hidden.length, 'pages (and record pages) the risk account may not open').toBeGreaterThan(100);
  test.setTimeout(30_000 + hidden.length * 3_000);
  const dataCalls: string[] = [];
  page.on('request', (r) => {
    const { pathname } = new URL(r.url());
    // What every signed-in page asks (who am I, the notices); anything else would be a forbidden page's data.
    if (pathname.startsWith('/v1/admin/') && !/^\/v1\/admin\/(login\/info|notices)/.test(pathname)) {
      dataCalls.push(pathname);
    }
  });
  for (const path of hidden) {
    await page.goto(path);
    await expect(page.getByText('抱歉，你无权访问该页面。'), path).toBeVisible();
    // The shell's hidden warm-up table (src/layouts/WarmUp.tsx, made-up rows) is outside the layout.
    await expect(page.locator('.ant-pro-layout .ant-table'), path).toHaveCount(0);
  }
  expect(dataCalls).toEqual([]);
  console.log(`403 walk: ${hidden.length} forbidden pages typed in as risk@payops.test`);
});
