import { expect, login, test } from './fixtures';

test('switches to English, then to Arabic right to left, and keeps it across a reload', async ({ page }) => {
  await login(page, 'admin@payops.test');
  await page.getByRole('button', { name: '语言' }).click();
  await page.getByText('English (United States)').click();
  await expect(page.getByText('Welcome, Chen Jing')).toBeVisible();
  await expect(page.getByRole('menu').getByText('Home')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');

  await page.getByRole('button', { name: 'Language' }).click();
  await page.getByText('العربية (مصر)').click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByText('Welcome, Chen Jing')).toBeVisible();
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByText('Welcome, Chen Jing')).toBeVisible();
});

test('notice bell: read one, clear a type, counts follow', async ({ page }) => {
  await login(page, 'admin@payops.test');
  const bell = page.getByRole('button', { name: /^通知 \(\d+\)$/ });
  await expect(bell).not.toHaveAccessibleName('通知 (0)');
  const unread = Number(/\((\d+)\)/.exec((await bell.textContent()) as string)?.[1]);
  await bell.click();
  await page.locator('[data-read="false"]').first().click();
  await expect(bell).toHaveAccessibleName(`通知 (${unread - 1})`);
  // The bell's shown tab (the work area's page is a tab panel too).
  const panel = page.locator('.ant-popover .ant-tabs-tabpane-active');
  await panel.getByRole('button', { name: /清空/ }).click();
  await expect(panel.getByText('暂无内容')).toBeVisible();
});
