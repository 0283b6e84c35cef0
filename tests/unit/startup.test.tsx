import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bootUmi } from '../helpers/umi';
import { FeedbackBridge } from '@/components/Feedback';
import { MOCK_WORKER, startUp } from '@/startup';

const realLocation = window.location;
function stubReload() {
  const reload = vi.fn();
  Object.defineProperty(window, 'location', { configurable: true, value: { ...realLocation, reload } });
  return reload;
}
afterEach(() => {
  Object.defineProperty(window, 'location', { configurable: true, value: realLocation });
  vi.unstubAllGlobals();
});

function fakeWorkers(scripts: string[]) {
  const regs = scripts.map((scriptURL) => ({ active: { scriptURL }, unregister: vi.fn(async () => true) }));
  const cacheDelete = vi.fn(async (_key: string) => true);
  vi.stubGlobal('isSecureContext', true);
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistrations: async () => regs },
  });
  vi.stubGlobal('caches', { keys: async () => ['v1', 'v2'], delete: cacheDelete });
  return { regs, cacheDelete };
}

describe('start-up (spec §1)', () => {
  it('offline-app on: warns "You are offline now" and offers Refresh for new content, which reloads', async () => {
    localStorage.setItem('umi_locale', 'en-US');
    bootUmi();
    // The worker's events come while the console is running: its message and notification holders are mounted (and
    // this file's own, whatever an earlier file in the same worker left in antd's static holders).
    render(<FeedbackBridge />);
    const reload = stubReload();
    startUp({ pwa: true, demo: false });
    window.dispatchEvent(new Event('sw.offline'));
    expect(await screen.findByText('You are offline now')).toBeInTheDocument();
    window.dispatchEvent(new CustomEvent('sw.updated', { detail: undefined }));
    expect(await screen.findByText('New content is available')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('offline-app off: unregisters every service worker and clears the caches on secure pages', async () => {
    const { regs, cacheDelete } = fakeWorkers(['https://c.test/sw.js', `https://c.test/${MOCK_WORKER}`]);
    await startUp({ pwa: false, demo: false });
    expect(regs.map((r) => r.unregister.mock.calls.length)).toEqual([1, 1]);
    expect(cacheDelete.mock.calls.map((c) => c[0])).toEqual(['v1', 'v2']);
  });

  it("demo mode keeps the fake backend's own worker", async () => {
    const { regs } = fakeWorkers(['https://c.test/sw.js', `https://c.test/${MOCK_WORKER}`]);
    await startUp({ pwa: false, demo: true });
    expect(regs.map((r) => r.unregister.mock.calls.length)).toEqual([1, 0]);
  });

  it('does nothing on an insecure page', async () => {
    const { regs } = fakeWorkers(['https://c.test/sw.js']);
    vi.stubGlobal('isSecureContext', false);
    await startUp({ pwa: false, demo: false });
    expect(regs[0].unregister).not.toHaveBeenCalled();
  });
});
