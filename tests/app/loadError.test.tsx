import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { db } from '../../mocks/db';
import { addFault, clearFaults } from '../../mocks/faults';
import { server } from '../../mocks/node';
import { dataRows, FIRST, renderApp, shownPage, signIn } from '../helpers/app';

// Issue 20: a failure is not an empty list. A list, a detail or a Home card whose request fails says so in place, with
// a Retry that asks again the same way; "No data" only after a successful empty answer.

const SLOW = 120_000;

/** The fake backend answers HTTP 500 to the next request whose path contains `match`. */
const failOnce = (match: string) => addFault({ match, method: 'GET', kind: 'status500', left: 1 });

/** The query strings of the GET requests to a path, in order. */
function asked(path: string) {
  const seen: URLSearchParams[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (request.method === 'GET' && url.pathname === path) seen.push(url.searchParams);
  });
  return seen;
}

const retryIn = (scope: HTMLElement) => within(scope).getByRole('button', { name: /重\s*试/ });

afterEach(() => {
  clearFaults();
  server.events.removeAllListeners();
});

describe('a failed load shows in place, with Retry', () => {
  it(
    'the pending payouts queue answering HTTP 500 says so, not "No data"; Retry loads it with the filter kept',
    async () => {
      await signIn('admin@payops.test');
      const pending = db.payout.filter((p) => p.status === 0);
      expect(pending.length).toBeGreaterThan(0);
      const requests = asked('/v1/admin/payouts');
      failOnce('/v1/admin/payouts');
      const user = userEvent.setup();
      renderApp('/txnFlow/payment?status=0');

      const failed = await screen.findByTestId('load-error', {}, FIRST);
      expect(failed).toHaveTextContent('付款加载失败');
      expect(failed).toHaveTextContent('请求失败（HTTP 500）');
      expect(failed).toHaveTextContent('Internal server error (injected fault)');
      expect(within(shownPage()).queryAllByText('暂无数据')).toHaveLength(0);
      expect(requests).toHaveLength(1);
      expect(requests[0].get('status')).toBe('0');

      await user.click(retryIn(failed));
      await waitFor(() => expect(dataRows()).toHaveLength(Math.min(pending.length, 10)), FIRST);
      expect(screen.queryByTestId('load-error')).toBeNull();
      for (const r of dataRows()) expect(within(r).getByText('待审核')).toBeInTheDocument();
      expect(requests).toHaveLength(2);
      expect(requests[1].get('status')).toBe('0');
      expect(window.location.search).toContain('status=0');
    },
    SLOW,
  );

  it(
    '"No data" shows after a successful empty answer, not an error',
    async () => {
      await signIn('admin@payops.test');
      db.payout = [];
      renderApp('/txnFlow/payment?status=0');
      expect(await within(shownPage()).findAllByText('暂无数据', {}, FIRST)).not.toHaveLength(0);
      expect(screen.queryByTestId('load-error')).toBeNull();
    },
    SLOW,
  );

  it(
    'a record whose detail fails says so in the drawer; Retry shows it',
    async () => {
      await signIn('admin@payops.test');
      const target = db.payout[0];
      failOnce(`/v1/admin/payouts/${target.payout_id}`);
      const user = userEvent.setup();
      renderApp(`/txnFlow/payment?payout_id=${target.payout_id}&open=${target.payout_id}`);

      const drawer = (await screen.findByTestId('load-error', {}, FIRST)).closest('.ant-drawer') as HTMLElement;
      expect(drawer).not.toBeNull();
      const failed = within(drawer).getByTestId('load-error');
      expect(failed).toHaveTextContent('详情加载失败');
      expect(failed).toHaveTextContent('请求失败（HTTP 500）');

      await user.click(retryIn(failed));
      await waitFor(() => expect(within(drawer).queryByTestId('load-error')).toBeNull(), FIRST);
      expect(await within(drawer).findAllByText(target.payee_name, {}, FIRST)).not.toHaveLength(0);
    },
    SLOW,
  );

  it(
    'a Home card that fails says what failed and why; Retry fills it',
    async () => {
      await signIn('admin@payops.test');
      // The to-do card reads the work queues' summary. It is asked for twice before the card gives up: quietly at
      // start-up, beside the current user (src/pages/Home/requests.ts), then by Home itself.
      addFault({ match: '/v1/admin/work/queues', method: 'GET', kind: 'status500', left: 2 });
      const user = userEvent.setup();
      renderApp('/Home');

      const failed = await screen.findByTestId('load-error', {}, FIRST);
      expect(failed).toHaveTextContent('待办事项加载失败');
      expect(failed).toHaveTextContent('请求失败（HTTP 500）');
      // The KPIs beside it came: only the card that failed says so.
      expect(await screen.findByTestId('kpi-orders-today', {}, FIRST)).toBeInTheDocument();

      await user.click(retryIn(failed));
      expect(await screen.findByText('待办事项', {}, FIRST)).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByTestId('load-error')).toBeNull());
    },
    SLOW,
  );
});
