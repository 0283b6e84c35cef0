import { expect, login, openInApp, settled, shownPane, test } from './fixtures';

/**
 * The flows of orders, disputes and the blacklist in a real browser, through nginx: a real multipart upload
 * (evidence files, a CSV import), the refund running 0 → 3 → 1 in the fake backend, and the countdown.
 */
const rowWith = (page: import('@playwright/test').Page, text: string) =>
  page.locator('.ant-table-tbody tr').filter({ hasText: text });

test('a partial refund: amount bounds in the form, asked once more, in progress, then succeeded', async ({ page }) => {
  // It waits for the fake processor's answer through reloads: on a busy machine that alone may take most of a minute.
  test.slow();
  await login(page, 'admin@payops.test');
  await page.goto('/order/orderMag?pay_status=1&refund_status=0&currency=USD');
  // One that may be refunded now (not frozen).
  const first = page
    .locator('.ant-table-tbody tr[data-row-key]')
    .filter({ has: page.getByRole('button', { name: /退\s*款/ }) })
    .first();
  await expect(first).toBeVisible();
  const orderNo = (await first.getAttribute('data-row-key')) as string;
  // That order alone, so that it stays listed once its refund status moves.
  await page.goto(`/order/orderMag?order_no=${orderNo}`);
  const row = rowWith(page, orderNo);
  await row.getByRole('button', { name: /退\s*款/ }).click();
  const dialog = await settled(page.getByRole('dialog').filter({ hasText: '退款金额' }));
  const amount = dialog.getByLabel('退款金额');
  const full = await amount.inputValue();
  expect(full).toMatch(/^\d+\.\d{2}$/);
  await amount.fill('0');
  await dialog.getByLabel('原因').fill('Customer returned one item');
  await dialog.getByRole('button', { name: /退\s*款/ }).click();
  await expect(dialog.getByText('退款金额必须大于 0')).toBeVisible();
  await amount.fill('1.00');
  await dialog.getByRole('button', { name: /退\s*款/ }).click();
  const confirm = await settled(page.getByRole('dialog').filter({ hasText: '确定要退款吗？' }));
  await confirm.getByRole('button', { name: /退\s*款/ }).click();
  // The refund status, on the order's own page (the list shows it a click away, in the column settings).
  await page.goto(`/order/orderMag/${orderNo}`);
  const refundStatus = () =>
    page
      .locator('.ant-pro-layout-content tr')
      .filter({ has: page.locator('th', { hasText: /^退款状态$/ }) })
      .locator('td');
  await expect(refundStatus()).toHaveText('处理中');
  // The processor answers after a few seconds; the page shows it once read again. Each round waits for the page
  // itself (slow on a busy machine) before it reads the status, so a slow render is not a miss.
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId('record-facts')).toBeVisible({ timeout: 15_000 });
    await expect(refundStatus()).toHaveText('成功', { timeout: 1000 });
  }).toPass({ timeout: 60_000 });
});

test('dispute evidence: a file of the wrong type or size is refused before sending; a PDF and a statement go', async ({
  page,
}) => {
  const uploads: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/v1/admin/uploads') uploads.push(r.url());
  });
  await login(page, 'admin@payops.test');
  await page.goto('/order/dispute?due_soon=1');
  const first = page.locator('.ant-table-tbody tr[data-row-key]').first();
  await expect(first.getByRole('timer')).toHaveText(/^还剩/);
  const caseId = (await first.getAttribute('data-row-key')) as string;
  // That case alone, so that it stays listed once evidence moves it out of "due soon".
  await page.goto(`/order/dispute?case_id=${caseId}`);
  const row = rowWith(page, caseId);
  await expect(row.getByRole('timer')).toHaveText(/^还剩/);
  await row.getByRole('button', { name: /提交证据/ }).click();
  const dialog = await settled(page.getByRole('dialog').filter({ hasText: '物流与追踪说明' }));
  // The shipping and tracking category's files (the second category of five).
  const files = dialog.locator('input[type=file]').nth(1);
  await files.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByText('notes.txt: 只接受 PDF, PNG, JPEG，单个文件不超过 5 MB')).toBeVisible();
  await expect(dialog.getByText('notes.txt')).toHaveCount(0);
  // Too big (5 MB and one byte) and empty: refused as well, by the browser, before any upload.
  const pdf = (name: string, size: number) => ({
    name,
    mimeType: 'application/pdf',
    buffer: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(Math.max(0, size - 9), 0x20)]).subarray(0, size),
  });
  await files.setInputFiles(pdf('scan-huge.pdf', 5 * 1024 * 1024 + 1));
  await expect(page.getByText('scan-huge.pdf: 只接受 PDF, PNG, JPEG，单个文件不超过 5 MB')).toBeVisible();
  await files.setInputFiles(pdf('empty.pdf', 0));
  await expect(page.getByText('empty.pdf: 只接受 PDF, PNG, JPEG，单个文件不超过 5 MB')).toBeVisible();
  await expect(dialog.getByText(/scan-huge\.pdf|empty\.pdf/)).toHaveCount(0);
  expect(uploads, 'no upload for a refused file').toEqual([]);
  await files.setInputFiles({
    name: 'delivery-proof.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
  });
  await expect(dialog.locator('.ant-upload-list-item-done').filter({ hasText: 'delivery-proof.pdf' })).toBeVisible();
  expect(uploads).toHaveLength(1);
  await dialog.getByLabel('物流与追踪说明').fill('Signed delivery receipt attached.');
  await dialog.getByRole('button', { name: /提交证据/ }).click();
  // The due date no longer counts down: it says the evidence is in.
  await expect(row.getByText('已停止计时')).toBeVisible();
  await expect(row.getByRole('timer')).toHaveCount(0);
  await expect(row.getByText('已提交证据').first()).toBeVisible();
  await expect(row.getByRole('button', { name: /提交证据/ })).toHaveCount(0);

  await row.getByText(caseId).click();
  const drawer = page.getByRole('dialog').filter({ hasText: '物流与追踪说明' });
  await expect(drawer.getByText('delivery-proof.pdf')).toBeVisible();
  await expect(drawer.getByText('Signed delivery receipt attached.')).toBeVisible();
});

test('blacklist CSV import: a wrong file refused before sending; each line accepted or rejected with its reason, and the 101025 warning', async ({
  page,
}) => {
  await login(page, 'admin@payops.test');
  await page.goto('/risk/blacklist');
  await page.getByRole('button', { name: /导入 CSV/ }).click();
  const importer = await settled(page.getByRole('dialog').filter({ hasText: '选择或拖入 CSV 文件' }));
  // Not a CSV, or over 1 MB: refused in the browser, nothing sent.
  const imports: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/v1/admin/blacklist/import') imports.push(r.url());
  });
  const input = importer.locator('input[type=file]');
  await input.setInputFiles({ name: 'list.xlsx', mimeType: 'application/vnd.ms-excel', buffer: Buffer.from('x') });
  await expect(page.getByText('list.xlsx: 只接受 .csv 文件，且不超过 1 MB')).toBeVisible();
  const big = `dimension,value,reason,expires_at\n${'0,203.0.113.9,x,\n'.repeat(70_000)}`;
  await input.setInputFiles({ name: 'big.csv', mimeType: 'text/csv', buffer: Buffer.from(big) });
  await expect(page.getByText('big.csv: 只接受 .csv 文件，且不超过 1 MB')).toBeVisible();
  expect(imports).toEqual([]);
  const csv = [
    'dimension,value,reason,expires_at',
    '0,203.0.113.77,Card testing bot,',
    '2,4111 1111 1111 1112,Stolen card,',
    '0,999.1.1.1,Typo,',
    '0,203.0.113.77,Listed twice,',
    '1,fraudster@example.com,Chargebacks,2099-01-31',
  ].join('\n');
  await input.setInputFiles({ name: 'blacklist.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(importer.getByText('导入结果：共 5 行，接受 2 行，拒绝 3 行')).toBeVisible();
  await expect(page.getByText('部分行未导入')).toBeVisible();
  // Lines in file order; the header is line 1.
  const line = (n: number) => importer.locator('.ant-table-tbody tr').nth(n - 2);
  await expect(line(3)).toContainText('卡号无效');
  await expect(line(4)).toContainText('值格式不正确');
  await expect(line(5)).toContainText('拒绝');
  // A duplicate's reason in the operator's language (the server's 100409 text).
  await expect(line(5)).toContainText('已存在，不能重复添加');
  await expect(line(6)).toContainText('接受');
  await importer.getByRole('button', { name: /close|关闭/i }).click();
  await expect(
    page.locator('.ant-table-tbody tr[data-row-key^="BL"]').filter({ hasText: 'fraudster@example.com' }),
  ).toBeVisible();
});

test('at 1280 px the columns that scroll under the row actions show a visible edge, and scroll into sight', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await login(page, 'admin@payops.test');
  await openInApp(page, '/order/orderMag');
  const table = shownPane(page).locator('.ant-table');
  await expect(table.locator('.ant-table-row').first()).toBeVisible();
  await expect(table).toHaveClass(/ant-table-ping-right/);
  // The shadow the fixed actions column casts over what scrolls under it, as the browser draws it.
  const edge = await table
    .locator('thead th.ant-table-cell-fix-right-first')
    .evaluate((th) => getComputedStyle(th, '::after').boxShadow);
  const alpha = Number(/rgba\([^)]*,\s*([\d.]+)\)/.exec(edge)?.[1] ?? 1);
  expect(alpha, edge).toBeGreaterThanOrEqual(0.2);
  // Scrolled to its end, the created time is whole, left of the actions, and the edge goes.
  await table.locator('.ant-table-content').evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
  await expect(table).not.toHaveClass(/ant-table-ping-right/);
  const created = await table.locator('thead th', { hasText: '创建时间' }).boundingBox();
  const actions = await table.locator('thead th.ant-table-cell-fix-right-first').boundingBox();
  expect(created!.x + created!.width).toBeLessThanOrEqual(actions!.x + 1);
});
