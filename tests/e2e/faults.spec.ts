import type { Page } from '@playwright/test';
import { choose, expect, HTTP_4XX, login, MOCK_URL, rowAction, settled, shownPane, test } from './fixtures';

/**
 * Issue 9, faults in the browser: the fake backend told to misbehave through its test-only switch (mocks/faults.ts:
 * HTTP 500, a request that hangs, a connection dropped), the browser's network cut, a token that dies in the middle
 * of an action, a script chunk that does not come. Each test checks what an operator notices: the text on screen,
 * the form still filled, the button usable again, the page back after a retry. (Two tabs where one logs out:
 * tools.spec.ts.)
 */

interface FaultBody {
  match: string;
  method?: string;
  kind: 'status500' | 'hang' | 'drop';
  times?: number;
}

async function fault(body: FaultBody) {
  const res = await fetch(`${MOCK_URL}/__mock/fault`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect((await res.json()).code, 'the fault switch').toBe(0);
}

const clearFaults = () => fetch(`${MOCK_URL}/__mock/fault/clear`, { method: 'POST' });

/** The shown tab's page (hidden tabs stay mounted). */
const pane = shownPane;
const rows = (page: Page) => pane(page).locator('.ant-table-tbody tr[data-row-key]');

test('a server error (HTTP 500) shows its code and message; the dialog keeps the reason and a second try works', async ({
  page,
  problems,
}) => {
  problems.allow.push(/status of 500/, /http 500: .*\/v1\/admin\/risk-rules\/RR\d+\/disable/);
  await login(page, 'admin@payops.test');
  await page.goto('/risk/user?status=1');
  const first = rows(page).first();
  const ruleId = (await first.getAttribute('data-row-key')) as string;
  await fault({ match: `/v1/admin/risk-rules/${ruleId}/disable`, method: 'POST', kind: 'status500', times: 1 });

  await rowAction(first, /停\s*用/);
  const dialog = await settled(page.getByRole('dialog').filter({ hasText: '原因' }));
  await dialog.getByLabel('原因').fill('Too many false positives');
  await dialog.getByRole('button', { name: /停\s*用/ }).click();

  const notice = page.locator('.ant-notification-notice').filter({ hasText: 'Internal server error (injected fault)' });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('500');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('原因')).toHaveValue('Too many false positives');
  await expect(dialog.getByRole('button', { name: /停\s*用/ })).toBeEnabled();

  await dialog.getByRole('button', { name: /停\s*用/ }).click();
  // Disabling an entry rule is under dual control: the second try makes the request, once.
  await expect(page.getByRole('dialog').filter({ hasText: '停用：已提交审批' })).toBeVisible();
  await expect(dialog).toBeHidden();
});

test('a request that hangs ends with a time-out message after 30 s; the button is usable again', async ({ page }) => {
  // The request layer waits REQUEST_TIMEOUT_MS (30 s) before it gives up.
  test.setTimeout(90_000);
  await login(page, 'admin@payops.test');
  await page.goto('/risk/blacklist');
  const first = rows(page).first();
  const entryId = (await first.getAttribute('data-row-key')) as string;
  await fault({ match: `/v1/admin/blacklist/${entryId}/expiry`, method: 'POST', kind: 'hang' });

  await first.getByRole('button', { name: '修改到期' }).click();
  const dialog = await settled(page.getByRole('dialog').filter({ hasText: '到期时间' }));
  // A new expiry a year ahead: the entry's own may have passed since the end-to-end world was seeded (it ends on
  // 2026-11-01; the server's clock is today's), and the server refuses a past one (CI, 2026-12-07).
  const later = new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10);
  const date = dialog.getByLabel('到期时间');
  await date.click();
  await date.fill(later);
  await date.press('Tab');
  await expect(date).toHaveValue(later);
  const send = dialog.getByRole('button', { name: '修改到期' });
  // The date is taken, not sent: the button waits for its click.
  await expect(send).not.toHaveClass(/ant-btn-loading/);
  await send.click();
  // In flight: the button spins.
  await expect(send).toHaveClass(/ant-btn-loading/);

  await expect(page.getByText('服务器响应超时，请稍后重试。')).toBeVisible({ timeout: 45_000 });
  await expect(send).not.toHaveClass(/ant-btn-loading/);
  await expect(send).toBeEnabled();
  await expect(dialog).toBeVisible();

  await clearFaults();
  await send.click();
  await expect(page.getByText('修改到期成功')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(first).toContainText(later.replaceAll('-', '/'));
});

test('network loss while a form is sent: the form keeps its values, and sending again once back works', async ({
  page,
  problems,
}) => {
  problems.allow.push(
    // The fake backend drops the connection: nginx answers 502 for it.
    /status of 502/,
    /http 502: .*\/v1\/admin\/blacklist/,
    // Then the browser itself is offline.
    /ERR_INTERNET_DISCONNECTED/,
  );
  await login(page, 'admin@payops.test');
  await page.goto('/risk/blacklist');
  await expect(rows(page).first()).toBeVisible();
  await pane(page)
    .getByRole('button', { name: /新\s*建/ })
    .click();
  const dialog = await settled(page.getByRole('dialog').filter({ hasText: '维度' }));
  await choose(dialog, '维度', /^IP$/);
  await dialog.getByLabel('值').fill('198.51.100.23');
  await dialog.getByLabel('原因').fill('Card testing from this address');
  const send = dialog.getByRole('button', { name: /创\s*建/ });
  const kept = async () => {
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('.ant-select-selection-item')).toHaveText('IP');
    await expect(dialog.getByLabel('值')).toHaveValue('198.51.100.23');
    await expect(dialog.getByLabel('原因')).toHaveValue('Card testing from this address');
    await expect(send).toBeEnabled();
  };

  // The backend's connection dies mid-request: the proxy in front of it answers 502 without an envelope.
  await fault({ match: '/v1/admin/blacklist', method: 'POST', kind: 'drop', times: 1 });
  await send.click();
  await expect(page.getByText('请求失败（HTTP 502），请重试。')).toBeVisible();
  await kept();

  // The operator's own network goes.
  await page.context().setOffline(true);
  await send.click();
  await expect(page.getByText('网络连接失败，请检查网络后重试。')).toBeVisible();
  await kept();

  await page.context().setOffline(false);
  await send.click();
  await expect(page.getByText('新建成功')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(rows(page).filter({ hasText: '198.51.100.23' })).toHaveCount(1);
});

test('a token that expires in the middle of an action: login, then back to the same list with its filters', async ({
  page,
  problems,
}) => {
  problems.allow.push(HTTP_4XX);
  await login(page, 'admin@payops.test');
  await page.goto('/risk/user?status=1&condition=USD');
  const first = rows(page).first();
  await expect(first).toContainText('USD');
  await rowAction(first, /停\s*用/);
  const dialog = await settled(page.getByRole('dialog').filter({ hasText: '原因' }));
  await dialog.getByLabel('原因').fill('Paused during a promotion');

  await fetch(`${MOCK_URL}/__mock/expire-tokens`, { method: 'POST' });
  await dialog.getByRole('button', { name: /停\s*用/ }).click();
  await expect(page).toHaveURL(/\/user\/login\?redirect=%2Frisk%2Fuser%3Fstatus%3D1%26condition%3DUSD$/);

  await login(page, 'admin@payops.test', '');
  // The list adds its paging to the address once shown.
  await expect(page).toHaveURL(/\/risk\/user\?status=1&condition=USD(&current=1&pageSize=10)?$/);
  await expect(rows(page).first()).toContainText('USD');
  // The filter is kept in its field, which is folded: the form unfolds to show it.
  await pane(page).getByRole('button', { name: '展开' }).click();
  await expect(pane(page).getByLabel('条件', { exact: true })).toHaveValue('USD');
});

test('a page script that fails to load shows the load error with reason and address; retry brings the page', async ({
  page,
  problems,
}) => {
  // The list pages' chunk: Home does not need it, the blacklist page does. The signed-in shell also loads it when idle
  // (src/layouts/prefetch.ts): blocked from the start, that attempt fails without a word, and the page's own load
  // fails again when it is opened.
  const chunk = '**/p__Resource__index.*.js';
  problems.allow.push(/p__Resource__index/, /ChunkLoadError|Loading chunk/, /ERR_FAILED/);
  let blocked = 0;
  await page.route(chunk, (route) => {
    blocked += 1;
    return route.abort('failed');
  });
  await login(page, 'admin@payops.test');
  await expect(page.getByText('欢迎，Chen Jing')).toBeVisible();
  // The shell's idle load has been tried (and refused) before the menu is used.
  await expect.poll(() => blocked).toBeGreaterThan(0);
  const before = blocked;

  await page.getByRole('menu').getByText('风控管理').click();
  await page.getByRole('menu').getByText('黑名单', { exact: true }).click();
  const alert = page.getByRole('alert').filter({ hasText: '页面部分资源加载失败' });
  await expect(alert).toBeVisible();
  const row = (label: string) => alert.locator('div', { has: page.locator('dt', { hasText: label }) }).locator('dd');
  // The reason as the browser gave it: the script's request failed ("error"; "timeout" after 120 s).
  await expect(row('原因')).toHaveText('error');
  const address = row('地址');
  await expect(address).toHaveText(/^http:\/\/127\.0\.0\.1:\d+\/p__Resource__index\.\w+\.async\.js$/);
  // The page asked again when opened.
  expect(blocked).toBeGreaterThan(before);

  await page.unroute(chunk);
  await alert.getByRole('button', { name: /重\s*试/ }).click();
  // The list then writes its paging into the address (?current=1&pageSize=10), sooner or later.
  await expect(page).toHaveURL(/\/risk\/blacklist(\?current=1&pageSize=10)?$/);
  await expect(rows(page).first()).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: '页面部分资源加载失败' })).toHaveCount(0);
});
