import { setupWorker } from 'msw/browser';
import { moveSeed, restore, shiftToNow, snapshot } from './db';
import { MERCHANT_SEED_DATE } from './seed/merchants';
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

const DAY = 86_400_000;

/** How far the saved demo's world was moved, if it says. */
function savedShift(saved: string | null): number | undefined {
  if (!saved) return undefined;
  try {
    const shift = (JSON.parse(saved) as { shift?: unknown }).shift;
    return typeof shift === 'number' ? shift : undefined;
  } catch {
    return undefined;
  }
}

export async function startWorker(): Promise<void> {
  const saved = window.localStorage.getItem(DEMO_DB_KEY);
  // The seed's world is moved to end about now, so that the home page has a today and a yesterday. A saved demo
  // keeps its world for a day; after that the demo starts again from a world that ends now.
  const kept = savedShift(saved);
  const current = kept !== undefined && Date.now() - (MERCHANT_SEED_DATE + kept) < DAY;
  moveSeed(current ? kept : shiftToNow(Date.now()));
  if (saved && !(current && restore(saved))) window.localStorage.removeItem(DEMO_DB_KEY);
  const worker = setupWorker(...browserHandlers);
  worker.events.on('response:mocked', save);
  await worker.start({ serviceWorker: { url: '/mockServiceWorker.js' }, onUnhandledRequest: 'bypass', quiet: true });
}
