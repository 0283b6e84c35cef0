import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The list page's chunk, as the prefetch asks for it.
const evaluated = { count: 0 };
const loadPage = () => {
  evaluated.count += 1;
};

async function freshPrefetch(path: string) {
  window.history.replaceState(null, '', path);
  vi.resetModules();
  return import('@/layouts/prefetch');
}
const settle = () => new Promise((r) => setTimeout(r, 0));

beforeEach(() => {
  evaluated.count = 0;
  // Idle at once: what is measured is what the prefetch waits for besides idleness.
  vi.stubGlobal('requestIdleCallback', (cb: () => void) => setTimeout(cb, 0));
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the list page prefetch', () => {
  it('loads the list page once the shell is idle, on a page that does not hold it', async () => {
    const { prefetchListPage } = await freshPrefetch('/403');
    prefetchListPage(loadPage);
    await vi.waitFor(() => expect(evaluated.count).toBe(1));
  });

  it('waits on Home until its first view is drawn, then loads once', async () => {
    const { prefetchListPage, firstViewDrawn } = await freshPrefetch('/Home');
    prefetchListPage(loadPage);
    await settle();
    await settle();
    expect(evaluated.count).toBe(0);
    firstViewDrawn();
    await vi.waitFor(() => expect(evaluated.count).toBe(1));
    firstViewDrawn();
    prefetchListPage(loadPage);
    await settle();
    expect(evaluated.count).toBe(1);
  });

  it('does not wait for ever on a Home that never draws', async () => {
    vi.useFakeTimers();
    const { prefetchListPage, HOLD_LIMIT_MS } = await freshPrefetch('/Home');
    prefetchListPage(loadPage);
    await vi.advanceTimersByTimeAsync(HOLD_LIMIT_MS - 100);
    expect(evaluated.count).toBe(0);
    await vi.advanceTimersByTimeAsync(200);
    vi.useRealTimers();
    await vi.waitFor(() => expect(evaluated.count).toBe(1));
  });
});
