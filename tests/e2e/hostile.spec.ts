import type { Locator, Page } from '@playwright/test';
import routes, { type AppRoute } from '../../config/routes';
import { closeOtherTabs, expect, login, MOCK_URL, openInApp, test } from './fixtures';

/**
 * Hostile data (issue 9): the free text of every table of the fake backend made into markup, event handlers, a bidi
 * override, a template expression and a 10,000-character word (mocks/hostile.ts). The home page, the notice bell,
 * every list page of the menu and the platform overview must still show their rows, run none of it, open no dialog
 * and not grow wider than the window; on a few pages the first row's detail shows the strings as the characters they
 * are made of. The width checks are soft, so that one run names every page that overflows.
 */

/** The list pages of the menu: the generic resource page (one declaration or tabs of several), without parameters. */
function listPages(table: AppRoute[]): string[] {
  return table.flatMap((r) => [
    ...(r.component === './Resource' && (r.resource || r.resources) && !r.hideInMenu && !r.path.includes('/:')
      ? [r.path]
      : []),
    ...listPages(r.routes ?? []),
  ]);
}
const PAGES = listPages(routes);

/** Pages whose first row's detail is opened and read: merchants, orders, KYB. */
const DETAIL_PAGES = ['/orgMag/regRev', '/order/orderMag', '/orgMag/kyb'];

interface Hostile {
  placed: number;
  tables: number;
  strings: string[];
}

/** Nothing ran and nothing was parsed as markup: no flag set, no element made from the data. */
async function expectInert(page: Page, where: string) {
  expect(await page.evaluate(() => typeof (window as { __xss?: unknown }).__xss), `window.__xss on ${where}`).toBe(
    'undefined',
  );
  await expect(page.locator('img[src="x"], svg[onload]'), `elements made from data on ${where}`).toHaveCount(0);
}

/** The page may not scroll sideways (a table may, inside itself). */
async function expectNoPageOverflow(page: Page, where: string) {
  const { scroll, inner } = await page.evaluate(() => ({
    scroll: document.scrollingElement!.scrollWidth,
    inner: window.innerWidth,
  }));
  expect.soft(scroll, `page width on ${where}`).toBeLessThanOrEqual(inner + 1);
}

/** An element that does not scroll sideways: its content fits its width (the failure names what sticks out). */
async function expectFits(box: Locator, where: string) {
  const { scroll, client, wide } = await box.evaluate((el) => {
    const right = el.getBoundingClientRect().right + 1;
    const wide = [...el.querySelectorAll('*')]
      .filter((e) => e.getBoundingClientRect().right > right)
      .slice(0, 3)
      .map(
        (e) =>
          `${e.tagName.toLowerCase()}.${[...e.classList].join('.')} in ${e.parentElement?.closest('[class]')?.className}`,
      );
    return { scroll: el.scrollWidth, client: el.clientWidth, wide };
  });
  expect.soft(scroll, `width of ${where} (wider: ${wide.join(', ')})`).toBeLessThanOrEqual(client + 1);
}

test('hostile text in every list page and detail renders as text and keeps the layout', async ({ page }) => {
  test.setTimeout(60_000 + PAGES.length * 4_000);
  expect(PAGES.length, 'list pages in the menu').toBeGreaterThan(50);

  const switched = await fetch(`${MOCK_URL}/__mock/hostile`, { method: 'POST' });
  const hostile = ((await switched.json()) as { result: Hostile }).result;
  expect(hostile.placed, 'hostile strings placed').toBeGreaterThan(1000);

  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });

  await login(page, 'admin@payops.test');
  // The landing page (the dashboard ranks merchants by name) and the notice bell (titles and descriptions).
  await expect(page.locator('.ant-pro-layout-content .ant-skeleton')).toHaveCount(0);
  await expectInert(page, 'the home page');
  await expectNoPageOverflow(page, 'the home page');
  const bell = page.getByRole('button', { name: /^通知 \(\d+\)$/ });
  await bell.click();
  const notices = page.locator('.ant-popover-inner');
  await expect(notices.locator('.ant-list-item').first()).toBeVisible();
  await expectInert(page, 'the notice bell');
  await expectFits(notices, 'the notice list');
  await expectNoPageOverflow(page, 'the notice list');
  await bell.click();
  await expect(notices).toBeHidden();

  let visits = 0;
  let details = 0;
  for (const path of PAGES) {
    await openInApp(page, path);
    await closeOtherTabs(page);
    const content = page.locator('.ant-pro-layout-content');
    await expect(content.locator('.ant-table-tbody tr.ant-table-row').first(), `a row on ${path}`).toBeVisible();
    await expect(content.locator('.ant-spin-spinning, .ant-skeleton')).toHaveCount(0);
    visits += 1;
    await expectInert(page, path);
    await expectNoPageOverflow(page, path);
    expect(dialogs, `dialogs on ${path}`).toEqual([]);

    if (!DETAIL_PAGES.includes(path)) continue;
    // The row's key opens its detail.
    await content.locator('.ant-table-tbody tr.ant-table-row').first().locator('td a').first().click();
    const drawer = page.locator('.ant-drawer-content');
    await expect(drawer.locator('.ant-descriptions').first()).toBeVisible();
    await expect(drawer.locator('.ant-spin-spinning, .ant-skeleton')).toHaveCount(0);
    details += 1;
    // The record's free text is hostile: each string it holds reads as its own characters, none as markup.
    const text = await drawer.innerText();
    const shown = hostile.strings.filter((s) => text.includes(s));
    expect(shown.length, `hostile strings shown as text in the detail on ${path}`).toBeGreaterThan(0);
    for (const s of shown) await expect(drawer.getByText(s, { exact: false }).first()).toBeVisible();
    await expectInert(page, `${path} detail`);
    await expectFits(drawer.locator('.ant-drawer-body'), `the detail on ${path}`);
    await expectNoPageOverflow(page, `${path} detail`);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
  }

  // The platform overview ranks merchants by name, in a table and a chart; over a period of the seed's world.
  await page.evaluate(() => {
    window.history.pushState(null, '', '/Home/overview');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await closeOtherTabs(page);
  const period = page.locator('.ant-picker-range input');
  await period.first().click();
  await period.first().fill('2026-09-01');
  await page.keyboard.press('Enter');
  await period.nth(1).fill('2026-10-31');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('overview-totals')).toContainText('2026-09-01');
  const ranking = page.locator('.ant-card').filter({ hasText: '商户排名' });
  await expect(ranking.locator('tr.ant-table-row').first()).toBeVisible();
  // The chart (our own SVG since issue 25) draws the names as text too: no markup from them.
  const chart = page.locator('.ant-pro-layout-content .payops-chart svg').first();
  await expect(chart).toBeVisible();
  expect(await chart.locator('script, img, iframe, foreignObject').count(), 'markup inside the chart').toBe(0);
  visits += 1;
  await expectInert(page, '/Home/overview');
  await expectNoPageOverflow(page, '/Home/overview');

  expect(dialogs).toEqual([]);
  expect(details).toBe(DETAIL_PAGES.length);
  // The counts the report quotes.
  console.log(
    `hostile: ${hostile.placed} strings placed in ${hostile.tables} tables; ${visits} pages visited, ` +
      `${details} details opened`,
  );
});
