import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { db, setClock } from '../../mocks/db';
import { MERCHANT_SEED_DATE } from '../../mocks/seed/merchants';
import { WORK_PATHS, type QueueItems } from '@/services/queues';
import { api, button, choose, dialogWith, FIRST, renderApp, rowOf, shownPage, signIn } from '../helpers/app';

const SLOW = 120_000;
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});
const APPROVER = 'approver@payops.test';

/** The registrations waiting for review, oldest first, as the admin's queue answers them. */
const queue = async () =>
  ((await api(`${WORK_PATHS.items('registrations')}?pageSize=10`)).result as QueueItems).list.map((i) => i.id);
const claimBar = () => waitFor(() => within(shownPage()).getByTestId('record-claim'), FIRST);
const holderOf = (id: string) => db.claims.find((c) => c.target === id)?.holder_email;

/** The approver holds a registration. */
function heldByApprover(id: string) {
  const approver = db.admin.find((a) => a.email === APPROVER)!;
  db.claims.push({
    queue: 'registrations',
    resource: 'merchant',
    target: id,
    holder_id: approver.id,
    holder_email: approver.email,
    claimed_at: new Date(MERCHANT_SEED_DATE).toISOString(),
  });
}

describe('queue items on their record pages and lists', () => {
  it(
    "claims the record opened from its queue, then 'next' claims and opens the oldest free one in the same tab",
    async () => {
      setClock(MERCHANT_SEED_DATE);
      await signIn('admin@payops.test');
      const [first, second, third] = await queue();
      // The second is another's: "next" passes it by.
      heldByApprover(second);
      const user = userEvent.setup();
      const view = renderApp(`/orgMag/regRev/${first}?queue=registrations`);
      const bar = await claimBar();
      await user.click(await within(bar).findByRole('button', { name: /认\s*领$/ }));
      await waitFor(() => expect(within(shownPage()).getByText('处理人：你')).toBeInTheDocument());
      expect(holderOf(first)).toBe('admin@payops.test');

      await user.click(button(within(shownPage()).getByTestId('record-claim'), /认领下一项/));
      await waitFor(() => expect(view.location().pathname).toBe(`/orgMag/regRev/${third}`));
      expect(view.location().search).toBe('?queue=registrations');
      expect(holderOf(third)).toBe('admin@payops.test');
      expect(holderOf(second)).toBe(APPROVER);
      await waitFor(() =>
        expect(within(shownPage()).getByText(third, { selector: '.ant-page-header-heading-title span' })).toBeVisible(),
      );
      await waitFor(() => expect(within(shownPage()).getByText('处理人：你')).toBeInTheDocument());
    },
    SLOW,
  );

  it(
    'shows who holds an item on its record, refuses its action with a message naming them, and acts once taken over',
    async () => {
      setClock(MERCHANT_SEED_DATE);
      await signIn('admin@payops.test');
      const [first] = await queue();
      heldByApprover(first);
      // The holders arrive after the record: until they do, nothing says the item is free, so no claim is offered.
      const { server } = await import('../../mocks/node');
      const { http } = await import('msw');
      let answer!: () => void;
      const holdersRead = new Promise<void>((resolve) => (answer = resolve));
      server.use(http.get(`*${WORK_PATHS.claims}`, () => holdersRead.then(() => undefined), { once: true }));
      const user = userEvent.setup();
      renderApp(`/orgMag/regRev/${first}`);
      const bar = await claimBar();
      await within(shownPage()).findByTestId('record-actions');
      expect(within(bar).queryByRole('button', { name: /认\s*领$/ })).toBeNull();
      answer();
      await waitFor(() => expect(within(bar).getByText(`处理人：${APPROVER}`)).toBeInTheDocument());
      expect(within(bar).queryByRole('button', { name: /认\s*领$/ })).toBeNull();
      // Not opened from a queue: no "next".
      expect(within(bar).queryByRole('button', { name: /认领下一项/ })).toBeNull();

      const actions = within(shownPage()).getByTestId('record-actions');
      await user.click(button(actions, /通\s*过/));
      await user.click(button(await dialogWith(/通过|确定/), /通\s*过|确\s*定/));
      expect(
        await screen.findByText(`此项正由其他操作员处理，接手后才能操作：${APPROVER}`, {}, FIRST),
      ).toBeInTheDocument();
      expect(db.merchant.find((m) => m.cust_id === first)!.status).toBe(0);

      await user.click(button(within(shownPage()).getByTestId('record-claim'), /接\s*手/));
      await waitFor(() => expect(holderOf(first)).toBe('admin@payops.test'));
      await waitFor(() => expect(within(shownPage()).getByText('处理人：你')).toBeInTheDocument());
      // The take-over is on the record's timeline: who held it before, who holds it now.
      const timeline = within(shownPage()).getByRole('region', { name: '时间线' });
      const entry = await waitFor(() => {
        const found = within(timeline).getAllByText('接手');
        return found[found.length - 1].closest('li') ?? timeline;
      }, FIRST);
      expect(entry).toHaveTextContent('处理人');
      expect(entry).toHaveTextContent(APPROVER);
      await user.click(button(within(shownPage()).getByTestId('record-actions'), /通\s*过/));
      await user.click(button(await dialogWith(/通过|确定/), /通\s*过|确\s*定/));
      await waitFor(() => expect(db.merchant.find((m) => m.cust_id === first)!.status).toBe(1));
      // Worked: out of the queue, and its claim with it.
      await waitFor(() => expect(within(shownPage()).queryByText('处理人：你')).toBeNull());
    },
    SLOW,
  );

  it(
    'shows the holder of each item in its list',
    async () => {
      setClock(MERCHANT_SEED_DATE);
      await signIn('admin@payops.test');
      const [first] = await queue();
      heldByApprover(first);
      renderApp(`/orgMag/regRev?cust_id=${first}`);
      await waitFor(() => expect(within(rowOf(first)).getByText(`处理人：${APPROVER}`)).toBeInTheDocument(), FIRST);
    },
    SLOW,
  );

  it(
    "follows the holders read again (every 30 s) in the list's tags alone: the list's columns are not made again",
    async () => {
      setClock(MERCHANT_SEED_DATE);
      await signIn('admin@payops.test');
      const [first] = await queue();
      // The list's columns as the console makes them, counted (the test files share their worker's modules: a spy
      // on the module's export, which the list reads at each call, not a mock of a module that may be loaded already).
      const columns = await import('@/console/columns');
      const made = vi.spyOn(columns, 'buildColumns');
      const madeForMerchants = () => made.mock.calls.filter(([def]) => def.key === 'merchant').length;
      // The list's poll is a timer: made fake before the list sets it (and running with the clock meanwhile).
      vi.useFakeTimers({ shouldAdvanceTime: true });
      renderApp(`/orgMag/regRev?cust_id=${first}`);
      await waitFor(() => expect(within(rowOf(first)).getByRole('link', { name: first })).toBeVisible(), FIRST);
      // Nobody holds it yet; the holders have been read (the list's one request for them has come back).
      const { server } = await import('../../mocks/node');
      await waitFor(() => expect(within(rowOf(first)).queryByText(/^处理人/)).toBeNull());
      const before = madeForMerchants();
      expect(before).toBeGreaterThan(0);

      // The approver takes it; the list reads its holders again at its next poll.
      heldByApprover(first);
      let onRead!: () => void;
      const read = new Promise<void>((resolve) => (onRead = resolve));
      const seen = ({ request }: { request: Request }) => {
        if (new URL(request.url).pathname === WORK_PATHS.claims) onRead();
      };
      server.events.on('request:end', seen);
      try {
        vi.advanceTimersByTime(30_000);
        await read;
      } finally {
        server.events.removeListener('request:end', seen);
      }
      await waitFor(() => expect(within(rowOf(first)).getByText(`处理人：${APPROVER}`)).toBeInTheDocument(), FIRST);
      expect(madeForMerchants()).toBe(before);
    },
    SLOW,
  );

  it(
    'assigns the record to another operator, who finds it in the bell',
    async () => {
      setClock(MERCHANT_SEED_DATE);
      await signIn('admin@payops.test');
      const [first] = await queue();
      const user = userEvent.setup();
      renderApp(`/orgMag/regRev/${first}`);
      // The bar is there before the holders' answer; its buttons come with it.
      await user.click(await waitFor(() => button(within(shownPage()).getByTestId('record-claim'), /分\s*派/), FIRST));
      const dialog = await dialogWith('操作员');
      await choose(user, dialog, '操作员', `Lukas Meyer (${APPROVER})`);
      await user.click(button(dialog, /分\s*派/));
      await waitFor(() => expect(holderOf(first)).toBe(APPROVER));
      await waitFor(() => expect(within(shownPage()).getByText(`处理人：${APPROVER}`)).toBeInTheDocument());

      cleanup();
      await signIn(APPROVER);
      renderApp('/Home');
      await user.click(await screen.findByRole('button', { name: /通知 \(\d+\)/ }, FIRST));
      await user.click(await screen.findByRole('tab', { name: /消息/ }));
      const link = await screen.findByRole('link', {
        name: new RegExp(`^admin@payops\\.test 把.*${first}.*分派给了你$`),
      });
      expect(link).toHaveAttribute('href', `/orgMag/regRev/${first}`);
    },
    SLOW,
  );
});
