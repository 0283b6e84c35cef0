import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS, DEMO_MAIL_CODE } from '../../mocks/accounts';
import { totpCode, totpStep, TOTP_STEP_MS } from '../../mocks/totp';

export { expect, DEMO_MAIL_CODE, totpCode };

export const MOCK_URL = process.env.MOCK_URL as string;

export function account(email: string) {
  const a = DEMO_ACCOUNTS.find((x) => x.email === email);
  if (!a) throw new Error(`no demo account ${email}`);
  return a;
}

/** What went wrong in the page while a test ran: uncaught exceptions, console errors, failed requests. */
export interface PageProblems {
  list: string[];
  /** Problems a test expects (a 401 it provoked, say) are matched out by these. */
  allow: RegExp[];
}

function watch(page: Page, problems: PageProblems) {
  page.on('pageerror', (err) => problems.list.push(`pageerror: ${err.message}`));
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.list.push(`console: ${msg.text()}`);
  });
  page.on('requestfailed', (req) => {
    const reason = req.failure()?.errorText ?? '';
    // A navigation away cancels what the old page still had in flight; that is not a fault.
    if (!reason.includes('ERR_ABORTED')) problems.list.push(`requestfailed: ${req.url()} ${reason}`);
  });
  page.on('response', (res) => {
    if (res.status() >= 500) problems.list.push(`http ${res.status()}: ${res.url()}`);
  });
}

/**
 * The steps whose codes signed each account in since the fake backend's last reset: a code is good once
 * (mocks/totp.ts), and a test may sign one account in more than once within 30 seconds (again after its token
 * expired, through the API and then the page).
 */
const usedSteps = new Map<string, number>();

/**
 * The code an operator would type now: the current step's; once that one is used, the next step's (which the
 * server also takes); once both are, the next step's after waiting for it, as an operator waits for a new code.
 */
export async function freshCode(secret: string): Promise<string> {
  for (;;) {
    const current = totpStep(Date.now());
    const used = usedSteps.get(secret);
    const step = used === undefined ? current : Math.max(current, used + 1);
    if (step <= current + 1) {
      usedSteps.set(secret, step);
      return totpCode(secret, step * TOTP_STEP_MS);
    }
    await new Promise((resolve) => setTimeout(resolve, (current + 1) * TOTP_STEP_MS - Date.now() + 100));
  }
}

export const test = base.extend<{ problems: PageProblems }>({
  problems: [
    async ({ page }, use) => {
      await fetch(`${MOCK_URL}/__mock/reset`, { method: 'POST' });
      usedSteps.clear();
      const problems: PageProblems = { list: [], allow: [] };
      watch(page, problems);
      await use(problems);
      const unexpected = problems.list.filter((p) => !problems.allow.some((re) => re.test(p)));
      expect(unexpected, 'errors in the page').toEqual([]);
    },
    { auto: true },
  ],
});

/** Chrome logs every 4xx answer as a console error; tests that provoke one allow it. */
export const HTTP_4XX = /Failed to load resource: the server responded with a status of 4\d\d/;

export async function fillLogin(page: Page, email: string) {
  const a = account(email);
  await page.getByLabel('邮箱').fill(a.email);
  await page.getByLabel('密码').fill(a.password);
  if (a.secret) await page.getByLabel('六位身份验证码').fill(await freshCode(a.secret));
}

/** Logs in through the login page (from wherever the page is, or from /user/login). */
export async function login(page: Page, email: string, from = '/user/login') {
  if (from) await page.goto(from);
  await fillLogin(page, email);
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await expect(page).not.toHaveURL(/\/user\/login/);
}

/**
 * axe-core on the current page: no serious or critical violation. `within` narrows the check to a part of the page
 * (the route walk checks the layout once, then each page's content).
 */
export async function expectAccessible(page: Page, within?: string) {
  // Legacy mode runs axe in the page itself: the default opens a blank page per check to merge the results of
  // frames, which this console has none of (a second a check).
  let axe = new AxeBuilder({ page }).setLegacyMode(true);
  // A toast ("登录成功！" after logging in) fades out after 3 s; if axe samples its text during the fade, the
  // half-transparent text fails color-contrast (CI, 2026-11-28: the route walk's first page, under load). Toasts
  // are antd's own and not what the page under check shows: wait until they have left.
  await expect(page.locator('.ant-message-notice')).toHaveCount(0, { timeout: 10_000 });
  if (within) axe = axe.include(within);
  // Pages kept open in hidden tabs are not on screen (and would make every check walk them again).
  const { violations } = await axe.exclude('[hidden]').analyze();
  const bad = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(bad, `accessibility on ${page.url()}`).toEqual([]);
}

/**
 * Logs out through the avatar's menu. The menu opens when the pointer enters the avatar and closes when it leaves;
 * right after sign-in the avatar's menu may still be loading (the signed-in shell is a chunk of its own), and on a
 * busy machine the move from the avatar to the item can be seen late. So each round moves the pointer away first
 * (a pointer already on the avatar enters nothing) and a round that missed is tried again.
 */
export async function logout(page: Page) {
  await expect(async () => {
    await page.mouse.move(720, 10);
    await page.getByText('Chen Jing', { exact: true }).hover();
    await page.getByText('退出登录').click({ timeout: 5000 });
  }).toPass({ timeout: 30_000 });
}

/**
 * A dialog or a menu done opening: antd zooms a modal in and grows a dropdown out of its button, and a click while it
 * still moves lands on what is beneath it (the form's own button, say) or is released over another item (which picks
 * nothing), which an operator's hand is never fast enough to do.
 */
export async function settled(dialog: Locator): Promise<Locator> {
  await expect(dialog).toBeVisible();
  await expect(dialog).not.toHaveClass(/-(appear|enter)/);
  return dialog;
}

/**
 * Picks an option of a form's single select, as an operator does: open it, click the option, see it in the select.
 * On a busy machine the click can land while the list is still opening or already closing and pick nothing; the
 * operator would see the select still empty and pick again, and so does this.
 */
export async function choose(scope: Locator, label: string, option: string | RegExp) {
  const page = scope.page();
  const item = scope.locator('.ant-form-item').filter({ has: page.getByLabel(label, { exact: true }) });
  await expect(async () => {
    if ((await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').count()) === 0)
      await item.getByLabel(label, { exact: true }).click({ timeout: 5000 });
    await page
      .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
      .filter({ hasText: option })
      .click({ timeout: 5000 });
    await expect(item.locator('.ant-select-selection-item')).toHaveText(option, { timeout: 2000 });
  }).toPass({ timeout: 30_000 });
}

/** In-app navigation, as a menu click does: the bundle is not loaded again for every page. */
/**
 * The page shown in the work area. Not any active tab pane: the shell's warm-up (src/layouts/WarmUp.tsx) keeps a
 * list's frame, tabs and table drawn in a hidden element once the browser is idle, and its tabs have an active pane
 * too (a bare `.ant-tabs-tabpane-active .ant-table` then found two tables, in some runs only).
 */
export function shownPane(page: Page) {
  return page.locator('.payops-work-tabs > .ant-tabs-content-holder > .ant-tabs-content > .ant-tabs-tabpane-active');
}

export async function openInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  // A list page keeps its paging in the query (ProTable's syncToUrl).
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[/]/g, '\\/')}(\\?.*)?$`));
}

/**
 * The work area keeps every page opened in a tab (up to its limit); a walk tidies up as an operator would, so each
 * page is checked on its own and not with a dozen others mounted behind it.
 */
export async function closeOtherTabs(page: Page) {
  const tabs = page.locator('.payops-work-tabbar .ant-tabs-tab');
  // Each tab's own close button (the tab actions menu does the same, with two animated clicks more).
  const others = page.locator('.payops-work-tabbar .ant-tabs-tab:not(.ant-tabs-tab-active) .ant-tabs-tab-remove');
  for (let left = await others.count(); left > 0; left -= 1) await others.first().click();
  await expect(tabs).toHaveCount(1);
}

/** A row's action by name: its button, or the item of its "more" menu (a row shows two actions at most as buttons). */
export async function rowAction(row: Locator, name: RegExp) {
  const button = row.getByRole('button', { name });
  if (await button.count()) return button.click();
  await row.getByRole('button', { name: /^更多操作/ }).click();
  await row.page().getByRole('menuitem', { name }).click();
}
