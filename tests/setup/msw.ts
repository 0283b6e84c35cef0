import { act, cleanup } from '@testing-library/react';
import { message, notification } from 'antd';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { server } from '../../mocks/node';
import { resetDb } from '../../mocks/db';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  cleanup();
  // antd's static message and notification roots live outside what Testing Library cleans up: close them and let
  // React commit that before the next test (or the end of the file, when jsdom goes away).
  await act(async () => {
    message.destroy();
    notification.destroy();
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
  server.resetHandlers();
  resetDb();
  window.localStorage.clear();
});
afterAll(() => server.close());
