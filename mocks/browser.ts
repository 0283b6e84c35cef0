import { setupWorker } from 'msw/browser';
import { restore, snapshot } from './db';
import { browserHandlers } from './handlers';

/** Where the demo keeps the fake database, so a reload keeps sessions, bindings and read notices. */
export const DEMO_DB_KEY = 'payops-demo-db';

function save(): void {
  try {
    window.localStorage.setItem(DEMO_DB_KEY, snapshot());
  } catch {
    // Storage full or blocked: the demo keeps working from memory.
  }
}

export async function startWorker(): Promise<void> {
  const saved = window.localStorage.getItem(DEMO_DB_KEY);
  if (saved && !restore(saved)) window.localStorage.removeItem(DEMO_DB_KEY);
  const worker = setupWorker(...browserHandlers);
  worker.events.on('response:mocked', save);
  await worker.start({ serviceWorker: { url: '/mockServiceWorker.js' }, onUnhandledRequest: 'bypass', quiet: true });
}
