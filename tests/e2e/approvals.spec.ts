import type { Page } from '@playwright/test';
import { account, expect, freshCode, login, MOCK_URL, settled, test } from './fixtures';

/**
 * Dual control in two browsers: the admin asks for a refund above the USD threshold (500.00), which waits; the
 * admin cannot approve it; the approver approves it with their authenticator code; the order then shows the refund
 * and the operation log both steps.
 */

/**
 * A session of the admin at the fake backend itself, to read what the pages do not show in one place: one per test
 * (an authenticator code is good once, and the backend is reset before each test).
 */
let apiSession: Promise<string> | undefined;
test.beforeEach(() => {
  apiSession = undefined;
});
function apiToken(): Promise<string> {
  apiSession ??= (async () => {
    const admin = account('admin@payops.test');
    const login = await fetch(`${MOCK_URL}/v1/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'ga-code': await freshCode(admin.secret!) },
      body: JSON.stringify({ email: admin.email, password: admin.password, login_type: 0, user_type: '01' }),
    });
    return login.headers.get('authorization')!;
  })();
  return apiSession;
}

/** An order as the fake backend answers it. */
async function orderOf(no: string) {
  const res = await fetch(`${MOCK_URL}/v1/admin/orders/${no}`, { headers: { authorization: await apiToken() } });
  return (await res.json()).result as { refund_status: number; refunded_amount: string };
}

/** A paid USD order above the refund threshold with nothing refunded, asked of the fake backend directly. */
async function bigUsdOrder(): Promise<string> {
  const token = await apiToken();
  const query = new URLSearchParams({
    currency: 'USD',
    pay_status: '1',
    refund_status: '0',
    sort: 'amount,descend',
    pageSize: '50',
  });
  const res = await fetch(`${MOCK_URL}/v1/admin/orders?${query}`, { headers: { authorization: token } });
  const list = (await res.json()).result.list as { order_no: string; amount: string; freeze_status: number | null }[];
  const found = list.find((o) => Number(o.amount) >= 700 && o.freeze_status === null);
  if (!found) throw new Error('no paid USD order of 700.00 or more');
  return found.order_no;
}

const rowWith = (page: Page, text: string) => page.locator('.ant-table-tbody tr').filter({ hasText: text });

test('a refund above the threshold waits for a second operator, who approves it with a code', async ({
  page,
  browser,
}) => {
  test.slow();
  const orderNo = await bigUsdOrder();
  await login(page, 'admin@payops.test');
  await page.goto(`/order/orderMag?order_no=${orderNo}`);
  const row = rowWith(page, orderNo);
  await row.getByRole('button', { name: /退\s*款/ }).click();
  const form = await settled(page.getByRole('dialog').filter({ hasText: '退款金额' }));
  await form.getByLabel('退款金额').fill('600.00');
  await form.getByLabel('原因').fill('Goods returned in full');
  await form.getByRole('button', { name: /退\s*款/ }).click();
  // The confirmation names the order and the amount before anything is sent.
  const asked = await settled(page.getByRole('dialog').filter({ hasText: '确定要退款吗？' }));
  await expect(asked).toContainText(orderNo);
  await expect(asked).toContainText('600.00 USD');
  await asked.getByRole('button', { name: /退\s*款/ }).click();

  // Sent for approval: a request id, and the order unchanged.
  const said = page.getByText(/APR-\d{6}/).first();
  await expect(said).toBeVisible();
  const requestId = (await said.innerText()).match(/APR-\d{6}/)![0];
  expect(await orderOf(orderNo)).toMatchObject({ refund_status: 0, refunded_amount: '0.00' });

  // On the approvals page the admin's own request offers no approve nor reject.
  await page.goto(`/settingMag/approvals?approval_id=${requestId}`);
  const own = rowWith(page, requestId);
  await expect(own).toContainText('待审批');
  await expect(own.getByRole('button', { name: /批\s*准|驳\s*回/ })).toHaveCount(0);

  // The approver, in a browser of their own.
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    locale: 'zh-CN',
    viewport: { width: 1440, height: 900 },
  });
  const second = await context.newPage();
  await login(second, 'approver@payops.test');
  await second.goto(`/settingMag/approvals?approval_id=${requestId}`);
  const theirs = rowWith(second, requestId);
  await expect(theirs).toContainText('600.00');
  await theirs.getByRole('button', { name: /批\s*准/ }).click();
  const stepUp = await settled(second.getByRole('dialog').filter({ hasText: '身份验证器验证码' }));
  await stepUp.getByLabel('身份验证器验证码').fill(await freshCode(account('approver@payops.test').secret!));
  await stepUp.getByRole('button', { name: /批\s*准/ }).click();
  // Then a confirmation naming the request and its amount.
  const sure = await settled(second.getByRole('dialog').filter({ hasText: '确定要批准吗？' }));
  await expect(sure).toContainText('600.00 USD');
  await sure.getByRole('button', { name: /批\s*准/ }).click();
  await expect(rowWith(second, requestId)).toContainText('已批准');
  await context.close();

  // The order shows the refund (in progress, then done); the operation log both steps.
  expect([1, 3]).toContain((await orderOf(orderNo)).refund_status);
  await page.goto(`/order/orderMag?order_no=${orderNo}`);
  await expect(rowWith(page, orderNo)).toContainText(/处理中|成功/);
  await page.goto(`/journal/operationMag?target_id=${requestId}`);
  // Each step by its label: the admin's request, the approver's approval.
  await expect(rowWith(page, 'admin@payops.test').filter({ hasText: '提交审批' })).toBeVisible();
  await expect(rowWith(page, 'approver@payops.test').filter({ hasText: '批准' })).toBeVisible();
});
