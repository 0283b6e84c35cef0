// Scratch: screenshots of pages at widths and locales (not committed).
import { chromium } from 'playwright-core';
import { DEMO_ACCOUNTS } from './mocks/accounts';
import { totpCode } from './mocks/totp';
import { startStack } from './scripts/stack';

const [, , ...specs] = process.argv; // each: path|width|locale|name
async function main() {
  const stack = await startStack({ stdio: 'ignore' });
  await fetch(`${stack.mockUrl}/__mock/reset`, { method: 'POST' });
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  const a = DEMO_ACCOUNTS.find((x) => x.email === (process.env.WHO ?? 'admin@payops.test'))!;
  for (const spec of specs) {
    const [path, width, locale, name] = spec.split('|');
    const context = await browser.newContext({ viewport: { width: Number(width), height: 900 } });
    const page = await context.newPage();
    await page.goto(`${stack.webUrl}/user/login`);
    await page.evaluate((l) => localStorage.setItem('umi_locale', l), locale);
    await page.goto(`${stack.webUrl}/user/login`);
    await page.locator('#email').fill(a.email);
    await page.locator('#password').fill(a.password);
    await page.locator('input[id*="code"], input[id*="Code"]').first().fill(totpCode(a.secret!));
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => !u.pathname.startsWith('/user/login'), { timeout: 30000 });
    await page.goto(`${stack.webUrl}${path}`);
    await page.waitForTimeout(3500);
    if (process.env.CLICK) {
      await page.getByText(process.env.CLICK).first().click();
      await page.waitForTimeout(2000);
    }
    await page.screenshot({ path: `/tmp/shots/${name}.png`, fullPage: !!process.env.FULL });
    console.log('shot', name);
    await context.close();
  }
  await browser.close();
  await stack.stop();
}
main().catch((e) => {
  console.error(e);
  process.exit(1);
});
