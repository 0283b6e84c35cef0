import {
  account,
  DEMO_MAIL_CODE,
  expect,
  fillLogin,
  HTTP_4XX,
  login,
  logout,
  MOCK_URL,
  test,
  totpCode,
} from './fixtures';

test.describe('login with each demo account', () => {
  test('admin lands on Home with its menu', async ({ page }) => {
    await login(page, 'admin@payops.test');
    await expect(page).toHaveURL(/\/Home$/);
    await expect(page.getByText('欢迎，Chen Jing')).toBeVisible();
    await expect(page.getByRole('menu').getByText('首页')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toMatch(/^pt_/);
  });

  test('risk lands on its first permitted page', async ({ page }) => {
    await login(page, 'risk@payops.test');
    await expect(page).toHaveURL(/\/Home$/);
    await expect(page.getByText('欢迎，Omar Haddad')).toBeVisible();
  });

  test('the unbound account binds an authenticator, reading the secret from the screen', async ({ page }) => {
    await page.goto('/user/login');
    const a = account('new@payops.test');
    await page.getByLabel('邮箱').fill(a.email);
    await page.getByLabel('密码').fill(a.password);
    await page.getByLabel('密码').press('Tab');
    await expect(page.getByText(/尚未绑定身份验证器/)).toBeVisible();
    await page.getByRole('button', { name: /登\s*录/ }).click();

    const dialog = page.getByRole('dialog', { name: '绑定身份验证器' });
    const secret = (await dialog.getByTestId('authenticator-secret').textContent()) as string;
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    await expect(dialog.locator('svg').first()).toBeVisible();
    await dialog.getByRole('button', { name: '发送邮箱验证码' }).click();
    await expect(dialog.getByText(`验证码已发送至 ${a.email}。`)).toBeVisible();
    await dialog.getByLabel('邮箱验证码').fill(DEMO_MAIL_CODE);
    await dialog.getByLabel('身份验证器显示的验证码').fill(totpCode(secret));
    await dialog.getByRole('button', { name: '绑定并登录' }).click();
    await expect(page).toHaveURL(/\/Home$/);
    await expect(page.getByText('欢迎，Sofia Rossi')).toBeVisible();
  });

  test('a wrong code shows the server error and keeps the form', async ({ page }) => {
    await page.goto('/user/login');
    await fillLogin(page, 'admin@payops.test');
    await page.getByLabel('六位身份验证码').fill('000000');
    await page.getByRole('button', { name: /登\s*录/ }).click();
    // A worded title keeping the code; the server's message in Chinese, in the notice and at the code's input.
    const notice = page.locator('.ant-notification-notice').filter({ hasText: '操作失败（100002）' });
    await expect(notice).toContainText('身份验证器验证码不正确');
    await expect(page.locator('.ant-form-item').filter({ has: page.getByLabel('六位身份验证码') })).toContainText(
      '身份验证器验证码不正确',
    );
    await expect(page.getByLabel('邮箱')).toHaveValue('admin@payops.test');
    await expect(page).toHaveURL(/\/user\/login/);
  });
});

test.describe('redirect after login', () => {
  for (const [redirect, expected] of [
    ['%2FHome%3Ftab%3D1', /\/Home\?tab=1$/],
    ['%2F%2Fevil.example', /\/Home$/],
    ['https%3A%2F%2Fevil.example%2F', /\/Home$/],
    ['%2F%5Cevil.example', /\/Home$/],
    ['javascript%3Aalert(1)', /\/Home$/],
    ['%2FsettingMag%2Fnowhere', /\/Home$/],
  ] as const) {
    test(`redirect=${redirect}`, async ({ page }) => {
      await login(page, 'admin@payops.test', `/user/login?redirect=${redirect}`);
      await expect(page).toHaveURL(expected);
      expect(new URL(page.url()).host).toBe(new URL(process.env.BASE_URL as string).host);
    });
  }
});

test('logout clears the session and offers to come back', async ({ page }) => {
  await login(page, 'admin@payops.test');
  await logout(page);
  await expect(page).toHaveURL(/\/user\/login\?redirect=%2FHome$/);
  expect(
    await page.evaluate(() => [localStorage.getItem('access_token'), localStorage.getItem('permissions')]),
  ).toEqual([null, null]);
  await page.goto('/Home');
  await expect(page).toHaveURL(/\/user\/login\?redirect=%2FHome$/);
});

test('an expired token sends the operator to login and back to the same page', async ({ page, problems }) => {
  problems.allow.push(HTTP_4XX);
  await login(page, 'admin@payops.test', '/user/login?redirect=%2FHome%3Ftab%3D3');
  await expect(page).toHaveURL(/\/Home\?tab=3$/);
  await fetch(`${MOCK_URL}/__mock/expire-tokens`, { method: 'POST' });
  await page.reload();
  await expect(page).toHaveURL(/\/user\/login\?redirect=%2FHome%3Ftab%3D3$/);
  await login(page, 'admin@payops.test', '');
  await expect(page).toHaveURL(/\/Home\?tab=3$/);
});

test('a forbidden URL typed by the risk account shows 403, and its menu leaves that area out', async ({ page }) => {
  await login(page, 'risk@payops.test');
  await expect(page.getByRole('menu').getByText('商户审核')).toHaveCount(0);
  await page.goto('/orgMag/regRev');
  await expect(page.getByText('抱歉，你无权访问该页面。')).toBeVisible();
  // No table in the page (the shell's hidden warm-up table, src/layouts/WarmUp.tsx, is outside the layout).
  await expect(page.locator('.ant-pro-layout .ant-table')).toHaveCount(0);
});

test('the admin menu shows the merchant area', async ({ page }) => {
  await login(page, 'admin@payops.test');
  await page.getByRole('menu').getByText('商户审核').click();
  await page.getByRole('menu').getByText('注册列表').click();
  await expect(page).toHaveURL(/\/orgMag\/regRev/);
  await expect(page.locator('.ant-table-row').first()).toBeVisible();
});

test('an unknown path shows 404', async ({ page }) => {
  await login(page, 'admin@payops.test');
  await page.goto('/no/such/page');
  await expect(page.getByText('抱歉，你访问的页面不存在。')).toBeVisible();
});
