import { expect, login, logout, shownPane, test } from './fixtures';

test('Ctrl+K finds a merchant and opens its record page', async ({ page }) => {
  await login(page, 'admin@payops.test');
  await expect(page.getByRole('button', { name: /搜索\s*Ctrl K/ })).toBeVisible();
  await page.keyboard.press('Control+k');
  const input = page.getByRole('combobox', { name: /搜索订单号/ });
  await expect(input).toBeFocused();
  await input.fill('C100001');
  await expect(page.getByRole('option').first()).toContainText('C100001');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/orgMag\/regRev\/C100001$/);
  // The merchant's page: its key in the title, its facts in the header.
  const content = page.locator('.ant-pro-layout-content');
  await expect(content.locator('.ant-page-header-heading-title').getByText('C100001')).toBeVisible();
  await expect(content.getByTestId('record-facts')).toBeVisible();
});

test('tabs keep a list’s filters; the watermark names the operator', async ({ page }) => {
  await login(page, 'admin@payops.test');
  await page.goto('/orgMag/regRev');
  const name = shownPane(page).getByLabel('商户名称', { exact: true });
  await name.fill('not sent yet');
  await page.getByRole('menu').getByRole('link', { name: '店铺' }).click();
  await expect(page).toHaveURL(/\/orgMag\/shop/);
  await page.getByRole('tab', { name: '注册列表' }).click();
  await expect(page).toHaveURL(/\/orgMag\/regRev/);
  await expect(shownPane(page).getByLabel('商户名称', { exact: true })).toHaveValue('not sent yet');
  const mark = page.getByTestId('watermark');
  expect(decodeURIComponent(await mark.evaluate((e) => getComputedStyle(e).backgroundImage))).toContain(
    'admin@payops.test',
  );
});

test('logging out in one browser tab logs out the others', async ({ page, context }) => {
  await login(page, 'admin@payops.test');
  await page.goto('/orgMag/shop');
  const other = await context.newPage();
  await other.goto('/orgMag/regRev');
  await expect(shownPane(other).getByLabel('商户名称', { exact: true })).toBeVisible();

  await logout(page);
  await expect(page).toHaveURL(/\/user\/login/);
  await expect(other).toHaveURL(/\/user\/login\?redirect=%2ForgMag%2FregRev/);
});
