import type { Page } from '@playwright/test';
import { account, expect, freshCode, login, MOCK_URL, test } from './fixtures';

/**
 * The work inbox with two operators (issue 24): both open the fraud-alert queue on My work; one claims the oldest
 * alert, and the other's "Claim next" gets the second, opened on its record page, while the oldest shows who holds it.
 */

/** The fraud-alert queue's first items, oldest first, as the admin's queue answers them. */
async function oldestAlerts(): Promise<string[]> {
  const admin = account('admin@payops.test');
  const signIn = await fetch(`${MOCK_URL}/v1/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'ga-code': await freshCode(admin.secret!) },
    body: JSON.stringify({ email: admin.email, password: admin.password, login_type: 0, user_type: '01' }),
  });
  const token = signIn.headers.get('authorization')!;
  const res = await fetch(`${MOCK_URL}/v1/admin/work/queues/fraudAlerts/items?pageSize=5`, {
    headers: { authorization: token },
  });
  return ((await res.json()).result.list as { id: string }[]).map((i) => i.id);
}

const queueRow = (page: Page, id: string) =>
  page.locator('[data-queue-panel="fraudAlerts"] .ant-table-tbody tr').filter({ hasText: id });

test('two operators on the fraud-alert queue: one claims the oldest, the other’s next gets the second', async ({
  page,
  browser,
}) => {
  test.slow();
  const [oldest, second] = await oldestAlerts();

  await login(page, 'admin@payops.test');
  await page.goto('/Home/work?queue=fraudAlerts');
  await expect(queueRow(page, oldest)).toContainText('无人认领');

  // The approver, in a browser of their own, on the same queue.
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    locale: 'zh-CN',
    viewport: { width: 1440, height: 900 },
  });
  const other = await context.newPage();
  await login(other, 'approver@payops.test');
  await other.goto('/Home/work?queue=fraudAlerts');
  await expect(queueRow(other, oldest)).toBeVisible();

  // The admin claims the oldest alert.
  await queueRow(page, oldest)
    .getByRole('button', { name: /^认\s*领$/ })
    .click();
  await expect(queueRow(page, oldest)).toContainText('你');

  // The approver's "next" passes it by: the second alert, claimed and opened on its record page.
  await other.getByRole('button', { name: '认领下一项' }).click();
  await expect(other).toHaveURL(new RegExp(`/order/fraudAlert/${second}\\?queue=fraudAlerts$`));
  const claim = other.getByTestId('record-claim');
  await expect(claim).toContainText('处理人：你');
  // The oldest, opened by the approver, says who holds it.
  await other.goto(`/order/fraudAlert/${oldest}`);
  await expect(other.getByTestId('record-claim')).toContainText('处理人：admin@payops.test');
  await context.close();

  // The admin sees the second as the approver's.
  await page.reload();
  await expect(queueRow(page, second)).toContainText('approver@payops.test');
});
