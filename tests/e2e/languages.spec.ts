import { expect, login, openInApp, shownPane, test } from './fixtures';

const ARABIC_INDIC = /[\u0660-\u0669\u06F0-\u06F9]/;
const LATIN = /[0-9]/;
/** A cell that is only an identifier (an order number, a merchant id) stays as the server sends it. */
const ONLY_ID = /^[A-Za-z0-9_-]+$/;

test('in Arabic no amount, date or count of a list mixes Arabic-Indic and Latin digits', async ({ page }) => {
  await login(page, 'admin@payops.test');
  // A saved choice, as after a reload: the locale's antd texts load before the first render.
  await page.evaluate(() => localStorage.setItem('umi_locale', 'ar-EG'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const pane = shownPane(page);
  for (const path of ['/order/orderMag', '/txnAccount/balance', '/txnFlow/payment']) {
    await openInApp(page, path);
    await expect(pane.locator('.ant-table-tbody tr.ant-table-row').first()).toBeVisible();
    const cells = (await pane.locator('.ant-table-tbody tr.ant-table-row td').allInnerTexts()).map((t) => t.trim());
    const mixed = cells.filter((t) => !ONLY_ID.test(t) && ARABIC_INDIC.test(t) && LATIN.test(t));
    expect(mixed, `cells of ${path} mixing digit systems`).toEqual([]);
    // The check bites: the page's figures are in Arabic-Indic digits.
    expect(cells.filter((t) => ARABIC_INDIC.test(t)).length, `figures of ${path}`).toBeGreaterThan(0);
    // antd's own texts are Arabic too (pagination), not English, and its figures in the same digits.
    await expect(pane.locator('.ant-pagination-options')).not.toContainText('page');
    await expect(pane.locator('.ant-pagination-total-text')).toHaveText(ARABIC_INDIC);
    await expect(pane.locator('.ant-pagination-total-text')).not.toHaveText(LATIN);
    await expect(pane.locator('.ant-pagination-item').first()).not.toHaveText(LATIN);
    // Labels and headers take their direction from their own text: an English "Order no." keeps its full stop.
    const bidi = await pane
      .locator('.ant-table-thead th')
      .first()
      .evaluate((th) => getComputedStyle(th).unicodeBidi);
    expect(bidi).toBe('plaintext');
  }
});
