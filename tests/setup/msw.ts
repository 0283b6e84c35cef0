import { act, cleanup } from '@testing-library/react';
import { getPluginManager } from '@@/core/plugin';
import { setIntl } from '@@/plugin-locale/localeExports';
import { message, notification } from 'antd';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { server } from '../../mocks/node';
import { resetDb } from '../../mocks/db';

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  // antd's static messages and notifications close themselves on a timer; one opened by a late answer could fire
  // after the file's jsdom is gone ("window is not defined"). In tests they stay until afterEach destroys them.
  message.config({ duration: 0 });
  notification.config({ duration: 0 });
});
afterEach(async () => {
  cleanup();
  // antd's static message and notification roots live outside what Testing Library cleans up: close them and let
  // React commit that before the next test (or the end of the file, when jsdom goes away).
  await act(async () => {
    message.destroy();
    notification.destroy();
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
  await endLeaving('.ant-message-notice-wrapper, .ant-notification-notice-wrapper');
  server.resetHandlers();
  resetDb();
  window.localStorage.clear();
  window.sessionStorage.clear();
  // The locale plugin keeps the formatter of the last locale shown in module state (getIntl() for code outside
  // React), which the next file would inherit: back to the default language (config: zh-CN), as a fresh page with
  // empty storage starts. Only once Umi's runtime is up in this worker: the formatter needs its plugin manager, which
  // a plain unit test never creates (and then no formatter was made either).
  if (getPluginManager()) setIntl('zh-CN');
});
afterAll(() => server.close());

/**
 * jsdom has the CSS motion events but never fires them: a closed message or notification stays in the document,
 * "leaving", with its text. The files of a worker share it (isolate: false), so the next test, or the next file,
 * found a notice it did not cause (two "Wrong status" where it expected one). This ends the leave as a browser
 * does when the fade is over, once the motion has reached its active step (outside act, which holds its updates).
 */
async function endLeaving(selector: string) {
  for (let round = 0; round < 10 && document.querySelector(selector); round += 1) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    await act(async () => {
      document.querySelectorAll(selector).forEach((el) => {
        el.dispatchEvent(new Event('transitionend'));
        el.dispatchEvent(new Event('animationend'));
      });
    });
  }
}
