import type { Page } from '@playwright/test';
import { choose, DEMO_MAIL_CODE, expect, login, settled, test, totpCode } from './fixtures';

/**
 * The RBAC loop of issue 4, through the browser against the fake backend behind nginx: an administrator makes a
 * role holding only the risk pages (the Home page and merchant risk, with one of its buttons), gives it to a new
 * account; that account binds an authenticator, then sees only those pages, gets 403 elsewhere, does not see the
 * buttons it lacks, and the server refuses its calls outside the role even when made by hand.
 */
const ROLE = 'Risk desk';
const EMAIL = 'desk@payops.test';

const treeNode = (page: Page, title: string) =>
  page
    .getByRole('dialog')
    .locator('.ant-tree-title')
    .filter({ hasText: new RegExp(`^${title}$`) });

test('a role with only the risk pages, given to a new admin, is all that admin can see and do', async ({ page }) => {
  await login(page, 'admin@payops.test');

  // 1. The role: Home, the merchant risk page and its "acknowledge" button only.
  await page.goto('/settingMag/role');
  await page.getByRole('button', { name: /新\s*建/ }).click();
  const roleDialog = page.getByRole('dialog');
  await roleDialog.getByLabel('角色名称').fill(ROLE);
  await treeNode(page, '首页').click();
  // The acknowledge code sits under the merchant risk page, folded: the search finds the page and unfolds it; checking
  // the code grants the page too.
  await roleDialog.getByLabel('搜索页面或按钮').fill('商户风控');
  await expect(treeNode(page, '首页')).toHaveCount(0);
  const titles = roleDialog.locator('.ant-tree-title');
  const texts = await titles.allTextContents();
  const riskPage = texts.indexOf('商户风控');
  const acknowledge = texts.indexOf('确认', riskPage);
  expect(riskPage).toBeGreaterThan(0);
  await titles.nth(acknowledge).click();
  await roleDialog.getByRole('button', { name: /创\s*建/ }).click();
  await expect(page.getByRole('cell', { name: ROLE })).toBeVisible();

  // 2. The account, holding that role; its temporary password is shown once.
  await page.goto('/settingMag/adminSetting');
  await page.getByRole('button', { name: /新\s*建/ }).click();
  const adminDialog = page.getByRole('dialog');
  await adminDialog.getByLabel('登录邮箱').fill(EMAIL);
  await adminDialog.getByLabel('姓名').fill('Desk Operator');
  await choose(adminDialog, '用户类型', '管理员');
  await adminDialog.getByLabel('角色').click();
  await page.locator('.ant-select-item-option').filter({ hasText: ROLE }).click();
  // A multiple select keeps its list open; clicking the dialog's title closes it.
  await adminDialog.locator('.ant-modal-title').click();
  await adminDialog.getByRole('button', { name: /创\s*建/ }).click();
  const reveal = page.locator('.ant-modal-confirm');
  await expect(reveal.getByText('此值只显示这一次', { exact: false })).toBeVisible();
  const password = ((await reveal.locator('code').textContent()) ?? '').trim();
  expect(password.length).toBeGreaterThanOrEqual(8);
  await reveal.getByRole('button').last().click();

  // 3. The new admin logs in: no authenticator yet, so it binds one first; its password is temporary (the
  // administrator set it), so it chooses its own before any page.
  await page.evaluate(() => localStorage.clear());
  await page.goto('/user/login');
  await page.getByLabel('邮箱').fill(EMAIL);
  await page.getByLabel('密码').fill(password);
  await page.getByLabel('密码').press('Tab');
  await expect(page.getByText(/尚未绑定身份验证器/)).toBeVisible();
  await page.getByRole('button', { name: /登\s*录/ }).click();
  const bind = page.getByRole('dialog', { name: '绑定身份验证器' });
  const secret = (await bind.getByTestId('authenticator-secret').textContent()) as string;
  await bind.getByRole('button', { name: '发送邮箱验证码' }).click();
  await bind.getByLabel('邮箱验证码').fill(DEMO_MAIL_CODE);
  await bind.getByLabel('身份验证器显示的验证码').fill(totpCode(secret));
  await bind.getByRole('button', { name: '绑定并登录' }).click();
  const change = await settled(page.getByRole('dialog', { name: '设置新密码' }));
  await change.getByLabel('新密码', { exact: true }).fill('Desk-operator-2026');
  await change.getByLabel('确认新密码').fill('Desk-operator-2026');
  await change.getByRole('button', { name: '修改密码并登录' }).click();
  await expect(page).toHaveURL(/\/Home$/);

  // 4. The menu holds only the role's pages.
  const menu = page.getByRole('menu');
  await expect(menu.getByText('首页')).toBeVisible();
  await menu.getByText('商户审核').click();
  await expect(menu.getByText('商户风控')).toBeVisible();
  for (const hidden of ['注册列表', 'KYB 审核', '店铺', 'API 管理', '系统设置']) {
    await expect(menu.getByText(hidden, { exact: true })).toHaveCount(0);
  }

  // 5. Other pages, typed into the address bar, are refused.
  for (const path of ['/orgMag/regRev', '/settingMag/role', '/settingMag/adminSetting', '/OrgMag/siteMag/C100001']) {
    await page.goto(path);
    await expect(page.getByText('抱歉，你无权访问该页面。')).toBeVisible();
  }

  // 6. On its page, the button it holds is there and the one it lacks is not.
  await page.goto('/orgMag/risk');
  await expect(page.getByRole('tab', { name: '风控设置' })).toBeVisible();
  await expect(page.locator('.ant-table-row').first()).toBeVisible();
  await expect(page.getByRole('button', { name: /编\s*辑/ })).toHaveCount(0);
  await page.getByRole('tab', { name: '风险预警' }).click();
  await expect(page.getByRole('button', { name: /确\s*认/ }).first()).toBeVisible();

  // 7. By hand, with its own token: the server refuses what the role does not hold.
  const answers = await page.evaluate(async () => {
    const token = localStorage.getItem('access_token') ?? '';
    const call = async (path: string, init: RequestInit = {}) => {
      const res = await fetch(path, {
        ...init,
        headers: { 'content-type': 'application/json', authorization: token },
      });
      return (await res.json()).code as number;
    };
    const risk = await (
      await fetch('/v1/admin/merchant-risk?pageSize=1', { headers: { authorization: token } })
    ).json();
    const custId = risk.result.list[0].cust_id as string;
    return {
      riskList: risk.code as number,
      merchants: await call('/v1/admin/merchants'),
      roles: await call('/v1/admin/roles'),
      createRole: await call('/v1/admin/roles', {
        method: 'POST',
        body: JSON.stringify({ name: 'x', permissions: ['/Home'] }),
      }),
      editRisk: await call(`/v1/admin/merchant-risk/${custId}/edit`, { method: 'POST', body: '{}' }),
    };
  });
  expect(answers).toEqual({ riskList: 0, merchants: 403, roles: 403, createRole: 403, editRisk: 403 });
});
