import { defineConfig } from '@playwright/test';

/** Run through `npm run test:e2e` (scripts/e2e.ts), which serves the build and sets BASE_URL. Never downloads a browser. */
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60000,
  expect: { timeout: 10000 },
  reporter: [['list']],
  outputDir: '../../test-results',
  use: {
    baseURL: process.env.BASE_URL,
    browserName: 'chromium',
    locale: 'zh-CN',
    viewport: { width: 1440, height: 900 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      // Without the background-networking flags Chromium keeps calling hosts this closed network refuses.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        // Headless Chromium 156 builds the address bar's popup (chrome://omnibox-popup.top-chrome, a WebUI page with
        // its AI-mode panel) for a window it never shows, again and again while a page loads: in a trace of Home's
        // cold load its renderer used more CPU (3.4 s) than the console's own (3.3 s), on a machine of 2 cores. A
        // browser an operator sees has that popup once per window; here it only slowed every test and every figure
        // of the bench and Lighthouse, which share these arguments (scripts/bench/browser.ts).
        '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup',
      ],
    },
  },
});
