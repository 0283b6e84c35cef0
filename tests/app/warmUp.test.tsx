/**
 * The warm-up (src/layouts/WarmUp.tsx): once the list page's code is in and the browser is idle, a list's table is
 * drawn once, hidden, and kept, so that the operator's first list does not pay for antd's first styles and cold code
 * (issue 25). What the operator must never notice: a request, something in the page, something their screen reader
 * finds.
 */
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../mocks/node';
import { FIRST, renderApp, signIn } from '../helpers/app';

const asked: string[] = [];
const record = ({ request }: { request: Request }) => asked.push(new URL(request.url).pathname);

beforeEach(() => {
  asked.length = 0;
  server.events.on('request:start', record);
  // jsdom has no idle callbacks (nor does the warm-up run without them): idle at once.
  vi.stubGlobal('requestIdleCallback', (run: () => void) => window.setTimeout(run, 0));
  vi.stubGlobal('cancelIdleCallback', (handle: number) => window.clearTimeout(handle));
});
afterEach(() => {
  server.events.removeListener('request:start', record);
  vi.unstubAllGlobals();
});

const warmUp = () => document.querySelector<HTMLElement>('[data-testid="warm-up"]');

describe('the warm-up of the first list', () => {
  it('draws a list once, hidden, outside the page and without a request', async () => {
    await signIn('admin@payops.test');
    const app = renderApp('/403');
    const drawn = await waitFor(() => {
      const rows = warmUp()?.querySelectorAll('.ant-table-tbody tr.ant-table-row');
      expect(rows?.length).toBeGreaterThan(0);
      return warmUp()!;
    }, FIRST);
    // Out of sight, out of the accessibility tree and out of the layout: the 403 page shows no table.
    expect(drawn).toHaveAttribute('hidden');
    expect(drawn.closest('.ant-pro-layout')).toBeNull();
    expect(screen.queryAllByRole('table')).toHaveLength(0);
    expect(document.querySelector('.ant-pro-layout .ant-table')).toBeNull();
    // Its rows are made up: nothing was asked of the orders list.
    expect(asked.filter((path) => path.startsWith('/v1/admin/orders'))).toEqual([]);

    // It stays (its styles with it), the same element, while the operator moves on.
    const row = drawn.querySelector('.ant-table-tbody tr.ant-table-row');
    act(() => app.history().push('/orgMag/shop'));
    await waitFor(() => expect(screen.getAllByRole('row').length).toBeGreaterThan(1), FIRST);
    expect(warmUp()).toBe(drawn);
    expect(drawn.querySelector('.ant-table-tbody tr.ant-table-row')).toBe(row);
    expect(asked.filter((path) => path.startsWith('/v1/admin/orders'))).toEqual([]);
  });
});
