import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { db, setClock } from '../../mocks/db';
import labels from '@/locales/pages/dashboard';
import { DASHBOARD_TODOS } from '@/services/paths';
import { WORK_PATHS } from '@/services/queues';
import { resourceByKey } from '@/resources';
import { cardSpans } from '@/pages/Home/KpiGrid';
import { api, dataRows, FIRST, renderApp, signIn } from '../helpers/app';
import type { Rows } from '../../src/resources';

const SLOW = 120_000;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** 2026-03-10 09:00:15 UTC (tests run in UTC: the operator's zone here). */
const T0 = Date.UTC(2026, 2, 10, 9, 0, 15);

let made = 0;
function order(template: Rows['order'], at: number, o: Partial<Rows['order']>): Rows['order'] {
  made += 1;
  return {
    ...structuredClone(template),
    order_no: `POAPP${made}`,
    amount: '1.00',
    currency: 'USD',
    refunded_amount: '0.00',
    pay_status: 1,
    refund_status: 0,
    dispute_status: 0,
    freeze_status: null,
    created_at: new Date(at).toISOString(),
    paid_at: new Date(at).toISOString(),
    ...o,
  };
}

/** Keeps jsdom's URL on the router's, as one location in a browser (ProTable reads its filters from the URL). */
function followRouter(history: () => { listen: (f: (u: { location: Location }) => void) => () => void }) {
  history().listen(({ location }) => window.history.replaceState(null, '', `${location.pathname}${location.search}`));
}

describe('the dashboard (/Home)', () => {
  it(
    "shows today's KPIs against yesterday's, the to-do counts linking to the filtered lists, then the charts",
    async () => {
      setClock(T0);
      const template = db.order[0];
      db.order = [
        order(template, T0 - HOUR, { amount: '0.10' }),
        order(template, T0 - HOUR, { amount: '0.20' }),
        order(template, T0 - HOUR, { pay_status: 4, paid_at: null }),
        order(template, T0 - DAY, { amount: '0.30' }),
      ];
      await signIn('admin@payops.test');
      const user = userEvent.setup();
      const view = renderApp('/Home');

      // Orders: 3 today, 1 yesterday, said with an arrow and words, not colour alone.
      await waitFor(() => expect(screen.getByTestId('kpi-orders-today')).toHaveTextContent(/^3$/), FIRST);
      followRouter(view.history as never);
      expect(screen.getByTestId('kpi-orders-yesterday')).toHaveTextContent('昨日：1');
      expect(screen.getByTestId('kpi-orders-change')).toHaveTextContent('较昨日上升 +2（+200.00%）');
      expect(within(screen.getByTestId('kpi-orders-change')).getByRole('img', { hidden: true })).toHaveClass(
        'anticon-arrow-up',
      );
      // 2 of 3 paid today, 1 of 1 yesterday: down 33.33 points, exact.
      expect(screen.getByTestId('kpi-successRate-today')).toHaveTextContent('66.67%');
      expect(screen.getByTestId('kpi-successRate-change')).toHaveTextContent('较昨日下降 -33.33 个百分点');
      // 0.10 + 0.20, exactly.
      const volume = screen.getByText('交易额（按币种，成功订单）').closest('.ant-card') as HTMLElement;
      const usd = within(volume).getByText('USD').closest('tr') as HTMLElement;
      expect(usd).toHaveTextContent('0.30 USD');
      expect(usd).toHaveTextContent('与昨日持平');

      // Every to-do of the admin (a summary of the work queues), with the count its list answers under the same
      // filter; requests for approval, of others only, as My work lists them.
      const todos = screen.getByText('待办事项').closest('.ant-card') as HTMLElement;
      for (const todo of DASHBOARD_TODOS) {
        const def = resourceByKey(todo.resource)!;
        const mine = todo.key === 'approvals';
        const { total } = mine
          ? (await api(`${WORK_PATHS.items(todo.key)}?pageSize=10`)).result
          : (await api(`${def.api}?${new URLSearchParams(todo.query)}&pageSize=10`)).result;
        const name = `${labels['zh-CN'][`dashboard.todo.${todo.key}`]}：${total} 条`;
        const link = await within(todos).findByRole('link', { name });
        expect(link).toHaveAttribute(
          'href',
          mine ? `/Home/work?queue=${todo.key}` : `${todo.page}?${new URLSearchParams(todo.query)}`,
        );
      }
      expect(within(todos).getByRole('link', { name: '我的工作' })).toHaveAttribute('href', '/Home/work');

      // The charts come after the KPIs, from their own chunk: 30 days of volume, success rate on the days with orders.
      // Each day is named by its tooltip's text: the day and the exact amount the server sent.
      const volumeChart = await screen.findByRole('group', { name: /USD 交易额柱状图/ }, FIRST);
      const columns = within(volumeChart).getAllByRole('img');
      expect(columns).toHaveLength(30);
      expect(columns[0]).toHaveAccessibleName('2026-02-09, USD: 0.00 USD');
      expect(columns.at(-2)).toHaveAccessibleName('2026-03-09, USD: 0.30 USD');
      expect(columns.at(-1)).toHaveAccessibleName('2026-03-10, USD: 0.30 USD');
      // Drawn to scale: the two days with volumeChart as high as each other, the others at zero.
      const heights = [...volumeChart.querySelectorAll('g[aria-hidden="true"] > rect')].map((r) =>
        r.getAttribute('height'),
      );
      expect(heights).toHaveLength(30);
      expect(Number(heights[29])).toBeGreaterThan(100);
      expect(heights[28]).toBe(heights[29]);
      expect(new Set(heights.slice(0, 28))).toEqual(new Set(['0']));
      const rate = screen.getByRole('group', { name: /每日支付成功率折线图/ });
      expect(
        within(rate)
          .getAllByRole('img')
          .map((p) => p.getAttribute('aria-label')),
      ).toEqual(['2026-03-09, 每日支付成功率: 100.00% (1/1)', '2026-03-10, 每日支付成功率: 66.67% (2/3)']);
      // The tooltip on hover, and on focus: one tab stop, the arrow keys and Home/End moving between the days.
      const tip = () => screen.getByRole('tooltip');
      await user.hover(columns.at(-2)!);
      expect(tip()).toHaveTextContent('2026-03-09USD: 0.30 USD');
      await user.unhover(columns.at(-2)!);
      expect(screen.queryByRole('tooltip')).toBeNull();
      expect(columns.map((c) => c.getAttribute('tabindex')).filter((i) => i === '0')).toHaveLength(1);
      act(() => columns[0].focus());
      expect(tip()).toHaveTextContent('2026-02-09USD: 0.00 USD');
      await user.keyboard('{End}');
      expect(columns.at(-1)).toHaveFocus();
      expect(tip()).toHaveTextContent('2026-03-10USD: 0.30 USD');
      await user.keyboard('{ArrowLeft}');
      expect(tip()).toHaveTextContent('2026-03-09USD: 0.30 USD');
      act(() => columns.at(-2)!.blur());
      expect(screen.queryByRole('tooltip')).toBeNull();

      // Clicking a to-do opens its list with the filter applied.
      const pending = (await api('/v1/admin/merchants?status=0&pageSize=10&sort=registered_at,descend')).result;
      await user.click(within(todos).getByRole('link', { name: /^商户注册待审核/ }));
      await waitFor(() => expect(view.location()).toMatchObject({ pathname: '/orgMag/regRev', search: '?status=0' }));
      await screen.findByText(pending.list[0].name, {}, FIRST);
      await waitFor(() => expect(dataRows()).toHaveLength(Math.min(pending.total, 10)));
      for (const r of dataRows()) expect(within(r).getByText('待审核')).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'shows the risk role only the to-do of its own pages, and offers a retry when the figures fail',
    async () => {
      await signIn('risk@payops.test');
      const user = userEvent.setup();
      let fail = true;
      const { server } = await import('../../mocks/node');
      const { http, HttpResponse } = await import('msw');
      server.use(
        http.get('*/v1/admin/dashboard/summary', () =>
          fail ? HttpResponse.json({ code: 500, message: 'Server error', success: false }, { status: 500 }) : undefined,
        ),
      );
      renderApp('/Home');
      const todos = (await screen.findByText('待办事项', {}, FIRST)).closest('.ant-card') as HTMLElement;
      expect(await within(todos).findByRole('link', { name: /^未解决的买家投诉：\d+ 条$/ }, FIRST)).toBeInTheDocument();
      expect(within(todos).getAllByRole('link', { name: /条$/ })).toHaveLength(1);
      expect(await screen.findByText('今日数据加载失败', {}, FIRST)).toBeInTheDocument();
      fail = false;
      await user.click(screen.getByRole('button', { name: /重\s*试/ }));
      expect(await screen.findByTestId('kpi-orders-today', {}, FIRST)).toBeInTheDocument();
      expect(screen.queryByText('今日数据加载失败')).toBeNull();
    },
    SLOW,
  );
});

describe('Home at start-up', () => {
  it(
    'asks for its figures and queues once: the requests made at start-up beside the current user are the ones it shows',
    async () => {
      const asked: string[] = [];
      const { server } = await import('../../mocks/node');
      const record = ({ request }: { request: Request }) => {
        const path = new URL(request.url).pathname;
        if (path === '/v1/admin/dashboard/summary' || path === '/v1/admin/work/queues') asked.push(path);
      };
      server.events.on('request:start', record);
      try {
        await signIn('admin@payops.test');
        renderApp('/Home');
        expect(await screen.findByTestId('kpi-orders-today', {}, FIRST)).toBeInTheDocument();
        expect(await screen.findByText('待办事项', {}, FIRST)).toBeInTheDocument();
        expect(asked.sort()).toEqual(['/v1/admin/dashboard/summary', '/v1/admin/work/queues']);
      } finally {
        server.events.removeListener('request:start', record);
      }
    },
    SLOW,
  );
});

describe('the KPI grid', () => {
  it('leaves no empty slot: five cards in one row, or three then two, or two, two and one, each row shared equally', () => {
    expect(cardSpans(5, 5)).toEqual([12, 12, 12, 12, 12]);
    expect(cardSpans(5, 3)).toEqual([20, 20, 20, 30, 30]);
    expect(cardSpans(5, 2)).toEqual([30, 30, 30, 30, 60]);
    expect(cardSpans(5, 1)).toEqual([60, 60, 60, 60, 60]);
  });
});

describe('the platform overview (/Home/overview)', () => {
  it(
    'ranks merchants and channels over the chosen period',
    async () => {
      // Real time here: the period picker's days are the browser's.
      const now = Date.now();
      const template = db.order[0];
      db.order = [
        order(template, now, { cust_id: 'M-TODAY', merchant_name: 'Today Traders', amount: '0.10' }),
        ...[1, 2, 3].map(() =>
          order(template, now - 10 * DAY, { cust_id: 'M-EARLY', merchant_name: 'Early Birds', amount: '1.00' }),
        ),
      ];
      await signIn('admin@payops.test');
      const user = userEvent.setup();
      renderApp('/Home/overview');

      // The last 30 days at first: Early Birds (3.00 USD) above Today Traders (0.10 USD).
      const merchants = (await screen.findByText('商户排名', {}, FIRST)).closest('.ant-card') as HTMLElement;
      // In the table and, as its label, in the chart.
      await within(merchants).findAllByText('Early Birds', {}, FIRST);
      const rows = () =>
        within(merchants)
          .getAllByRole('row')
          .filter((r) => r.querySelector('td'));
      await waitFor(() => expect(rows().map((r) => r.textContent)).toHaveLength(2));
      expect(rows()[0]).toHaveTextContent('Early Birds');
      expect(rows()[0]).toHaveTextContent('3.00 USD');
      expect(rows()[1]).toHaveTextContent('0.10 USD');
      expect(screen.getByTestId('overview-totals')).toHaveTextContent('订单 4 笔，成功 4 笔');
      // The chart of the top of the ranking: a bar a row, named as its tooltip, as long as its amount.
      const chart = await within(merchants).findByRole('group', { name: /^商户排名：按交易额/ }, FIRST);
      expect(
        within(chart)
          .getAllByRole('img')
          .map((b) => b.getAttribute('aria-label')),
      ).toEqual(['Early Birds, 交易额 (USD): 3.00 USD', 'Today Traders, 交易额 (USD): 0.10 USD']);
      const [early, today] = [...chart.querySelectorAll('g[aria-hidden="true"] > rect')].map((r) =>
        Number(r.getAttribute('width')),
      );
      expect(early / today).toBeCloseTo(30);
      await user.hover(within(chart).getAllByRole('img')[1]);
      expect(screen.getByRole('tooltip')).toHaveTextContent('Today Traders交易额 (USD): 0.10 USD');

      // Today only: the earlier orders leave the ranking.
      await user.click(screen.getByLabelText('统计期间'));
      await user.click(await screen.findByText('今天'));
      await waitFor(() => expect(screen.getByTestId('overview-totals')).toHaveTextContent('订单 1 笔，成功 1 笔'));
      await waitFor(() => expect(within(merchants).queryAllByText('Early Birds')).toHaveLength(0));
      expect(rows()).toHaveLength(1);
      expect(rows()[0]).toHaveTextContent('Today Traders');
    },
    SLOW,
  );
});
