import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { db, setClock } from '../../mocks/db';
import { MERCHANT_SEED_DATE } from '../../mocks/seed/merchants';
import { resourceByKey } from '@/resources';
import { QUEUES, WORK_PATHS, type QueueItems } from '@/services/queues';
import { api, renderApp, shownPage, signIn } from '../helpers/app';

const SLOW = 120_000;
/** The end of the seed's world. */
const T0 = MERCHANT_SEED_DATE;

const tabOf = (key: string) => document.querySelector<HTMLElement>(`[data-queue-tab="${key}"]`)!;
const panelOf = (key: string) => shownPage().querySelector<HTMLElement>(`[data-queue-panel="${key}"]`)!;
const rowOf = (id: string) => within(shownPage()).getByRole('link', { name: id }).closest('tr') as HTMLElement;

describe('My work (/Home/work)', () => {
  it(
    "shows one tab per queue with the count its list shows, and the queue's items oldest first with age and target",
    async () => {
      setClock(T0);
      await signIn('admin@payops.test');
      renderApp('/Home/work');
      await waitFor(() => expect(tabOf('fraudAlerts')).toBeInTheDocument(), { timeout: 20_000 });
      // Every queue's tab, in the table's order, each with the total its list answers under the same filter.
      const tabs = [...document.querySelectorAll<HTMLElement>('[data-queue-tab]')];
      expect(tabs.map((t) => t.dataset.queueTab)).toEqual(QUEUES.map((q) => q.key));
      for (const q of QUEUES.filter((d) => !('notBy' in d))) {
        const list = await api(`${resourceByKey(q.resource)!.api}?${new URLSearchParams(q.query)}`);
        expect(tabOf(q.key).querySelector('.ant-badge-count'), q.key).toHaveAttribute(
          'title',
          String(list.result.total),
        );
      }
      expect(within(tabOf('fraudAlerts')).getByText('未处理的欺诈预警')).toBeInTheDocument();

      await userEvent.click(tabOf('fraudAlerts'));
      const queue = (await api(`${WORK_PATHS.items('fraudAlerts')}?pageSize=10`)).result as QueueItems;
      await within(shownPage()).findByRole('link', { name: queue.list[0].id }, { timeout: 20_000 });
      const figures = screen.getByTestId('queue-fraudAlerts-figures');
      expect(within(figures).getByText('已超时')).toBeInTheDocument();
      // The seed's alerts have waited days: over their 4 h target, and marked so.
      const first = rowOf(queue.list[0].id);
      expect(within(first).getByText('已超时')).toBeInTheDocument();
      expect(within(first).getByText(/\d+ 天 \d+ 小时/)).toBeInTheDocument();
      expect(within(first).getByText('无人认领')).toBeInTheDocument();
      const links = [...panelOf('fraudAlerts').querySelectorAll('tbody a')].map((a) => a.textContent);
      expect(links).toEqual(queue.list.map((i) => i.id));
      // Each item opens its record page, from the queue.
      expect(within(first).getByRole('link', { name: queue.list[0].id })).toHaveAttribute(
        'href',
        `/order/fraudAlert/${queue.list[0].id}?queue=fraudAlerts`,
      );
    },
    SLOW,
  );

  it(
    "claims an item, shows the operator as its holder; another's item offers take-over, and is refused naming its holder",
    async () => {
      setClock(T0);
      await signIn('admin@payops.test');
      const queue = (await api(`${WORK_PATHS.items('fraudAlerts')}?pageSize=10`)).result as QueueItems;
      const [first, second] = queue.list;
      // The approver holds the second.
      const approver = db.admin.find((a) => a.email === 'approver@payops.test')!;
      db.claims.push({
        queue: 'fraudAlerts',
        resource: 'fraudAlert',
        target: second.id,
        holder_id: approver.id,
        holder_email: approver.email,
        claimed_at: new Date(T0).toISOString(),
      });
      renderApp('/Home/work?queue=fraudAlerts');
      await within(shownPage()).findByRole('link', { name: first.id }, { timeout: 20_000 });
      await userEvent.click(within(rowOf(first.id)).getByRole('button', { name: /认\s*领/ }));
      await waitFor(() => expect(within(rowOf(first.id)).getByText('你')).toBeInTheDocument());
      expect(db.claims.find((c) => c.target === first.id)?.holder_email).toBe('admin@payops.test');

      const held = rowOf(second.id);
      expect(within(held).getByText('approver@payops.test')).toBeInTheDocument();
      expect(within(held).queryByRole('button', { name: /认\s*领/ })).toBeNull();
      // A claim of several that takes in another's item: that one is refused, naming its holder.
      const checks = (id: string) => within(rowOf(id)).getByRole('checkbox');
      await userEvent.click(checks(second.id));
      await userEvent.click(within(shownPage()).getByRole('button', { name: /认领所选（1）/ }));
      expect(
        await screen.findByText(
          new RegExp(`${second.id}: 此项正由其他操作员处理，接手后才能操作：approver@payops\\.test`),
        ),
      ).toBeInTheDocument();
      await userEvent.click(within(rowOf(second.id)).getByRole('button', { name: /接\s*手/ }));
      await waitFor(() => expect(within(rowOf(second.id)).getByText('你')).toBeInTheDocument());
      expect(db.oplog.at(-1)).toMatchObject({ action: 'work.takeover', before: { holder: approver.email } });
    },
    SLOW,
  );

  it(
    "Home's to-do list is the same queues' summary: each count and how many are over target",
    async () => {
      setClock(T0);
      await signIn('admin@payops.test');
      const summary = (await api(WORK_PATHS.queues)).result.items as {
        key: string;
        count: number;
        over: number;
      }[];
      renderApp('/Home');
      const todos = (await screen.findByText('待办事项', {}, { timeout: 40_000 })).closest('.ant-card') as HTMLElement;
      for (const q of summary) {
        const count = await within(todos).findByTestId(`todo-${q.key}-count`, {}, { timeout: 20_000 });
        expect(count.querySelector('.ant-badge-count') ?? count, q.key).toHaveAttribute('title', String(q.count));
        if (q.over) expect(within(todos).getByTestId(`todo-${q.key}-over`)).toHaveTextContent(`${q.over} 项超时`);
        else expect(within(todos).queryByTestId(`todo-${q.key}-over`)).toBeNull();
      }
      expect(summary.some((q) => q.over > 0)).toBe(true);
    },
    SLOW,
  );
});
