// The fake backend's own tests: plain Node (no DOM, no antd, no React), the msw server and a fresh database per test.
import { afterAll, afterEach, beforeAll } from 'vitest';
import { resetDb } from '../../mocks/db';
import { server } from '../../mocks/node';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetDb();
});
afterAll(() => server.close());
