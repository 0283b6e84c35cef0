import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DASHBOARD_PATHS } from '@/services/paths';
import { api, dataRows, FIRST, renderApp, signIn } from '../helpers/app';

const SLOW = 90_000;

/** Answers `path` with what the fake backend answers, changed by `change`. */
async function answerChanged(path: string, change: (result: Record<string, unknown>) => void) {
  const { server } = await import('../../mocks/node');
  const { http, HttpResponse } = await import('msw');
  const body = await api(path);
  change(body.result);
  server.use(http.get(`*${path}`, () => HttpResponse.json(body)));
}

describe('figures out of bounds from the server', () => {
  it(
    'a list whose total is negative, or below the rows it sent, still shows every row it received, and counts them',
    async () => {
      await signIn('admin@payops.test');
      const { server } = await import('../../mocks/node');
      const { http, HttpResponse } = await import('msw');
      const page = await api('/v1/admin/blacklist?current=1&pageSize=10');
      const shown = page.result.list.length;
      expect(shown).toBeGreaterThan(0);
      let total = -5;
      server.use(
        http.get('*/v1/admin/blacklist', () => HttpResponse.json({ ...page, result: { ...page.result, total } })),
      );
      renderApp('/risk/blacklist');
      await waitFor(() => expect(dataRows()).toHaveLength(shown), FIRST);
      expect(screen.getByText(new RegExp(`共 ${shown} 条`))).toBeInTheDocument();
      cleanup();
      total = 2;
      renderApp('/risk/blacklist');
      await waitFor(() => expect(dataRows()).toHaveLength(shown), FIRST);
      expect(screen.getByText(new RegExp(`共 ${shown} 条`))).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'Home says a rate above 100 % or a negative count is out of range, and gives no change for it',
    async () => {
      await signIn('admin@payops.test');
      await answerChanged(DASHBOARD_PATHS.summary, (r) => {
        const today = r.today as Record<string, number>;
        today.successful = today.orders + 5;
        today.new_merchants = -3;
      });
      renderApp('/Home');
      const success = await screen.findByTestId('kpi-successRate-today', {}, FIRST);
      expect(success).toHaveTextContent('数据异常');
      expect(screen.getByTestId('kpi-successRate-change')).toHaveTextContent('无法比较');
      expect(screen.getByTestId('kpi-newMerchants-today')).toHaveTextContent('数据异常');
      expect(screen.getByTestId('kpi-orders-today').textContent).not.toContain('数据异常');
      expect(within(document.body).queryByText(/\d{3}\.\d{2}%/)).toBeNull();
    },
    SLOW,
  );
});
