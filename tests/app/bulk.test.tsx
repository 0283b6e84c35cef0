/**
 * Issue 20, "bulk work on queues": rows selected across pages, one confirmation naming the count and the money per
 * currency (with the action's form), then each row's own answer: done, sent for approval, or refused with the
 * reason in the operator's language; the selection is cleared and the list reloaded.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../mocks/db';
import { button, dialogWith, FIRST, renderApp, signIn } from '../helpers/app';

const SLOW = 120_000;

/** The list's row holding a record id (not a row of a dialog's table). */
const listRow = (id: string) =>
  screen
    .getAllByText(id)
    .map((e) => e.closest('tr'))
    .find((tr) => tr && !tr.closest('[role="dialog"]')) as HTMLElement;
/** A dialog's table row holding a text. */
const rowIn = (scope: HTMLElement, text: string) => within(scope).getByText(text).closest('tr') as HTMLElement;
/** The value beside a label in a description list. */
const valueOf = (scope: HTMLElement, label: string) =>
  within(scope).getByText(label).closest('tr')!.querySelector('.ant-descriptions-item-content') as HTMLElement;
const select = (user: ReturnType<typeof userEvent.setup>, id: string) =>
  user.click(screen.getByLabelText(`选择 ${id}`));

describe('bulk actions on a queue', () => {
  beforeAll(() => import('@/pages/Resource'), 60_000);

  it(
    'registration review: rejects the selected merchants with one reason; a row changed meanwhile is refused with its reason',
    async () => {
      await signIn('admin@payops.test');
      const newest = [...db.merchant].sort((a, b) => b.registered_at.localeCompare(a.registered_at)).slice(0, 3);
      for (const m of newest) m.status = 0;
      const [first, taken, third] = newest;
      const user = userEvent.setup();
      renderApp('/orgMag/regRev');
      await screen.findByText(first.cust_id, {}, FIRST);
      for (const m of newest) await select(user, m.cust_id);
      expect(screen.getByText('已选择 3 条（翻页后仍保留）')).toBeInTheDocument();
      // Another operator approves one of them before this one confirms: the server refuses that row alone.
      taken.status = 1;
      await user.click(screen.getByRole('button', { name: '拒绝 (3)' }));
      const confirm = await dialogWith('确定要批量拒绝吗？');
      expect(valueOf(confirm, '记录数')).toHaveTextContent('3');
      await user.type(within(confirm).getByLabelText('原因'), 'Incomplete documents');
      await user.click(button(confirm, /^拒\s*绝$/));

      const results = await dialogWith('拒绝：逐条结果');
      expect(within(results).getByTestId('bulk-summary')).toHaveTextContent('完成 2 条，拒绝 1 条');
      for (const m of [first, third]) expect(within(rowIn(results, m.cust_id)).getByText('已完成')).toBeInTheDocument();
      const refused = rowIn(results, taken.cust_id);
      expect(within(refused).getByText('被拒绝')).toBeInTheDocument();
      expect(within(refused).getByText('当前状态不允许此操作')).toBeInTheDocument();

      expect(first).toMatchObject({ status: 2, review_reason: 'Incomplete documents' });
      expect(third.status).toBe(2);
      expect(taken.status).toBe(1);
      // The selection is gone and the list shows the new states.
      await waitFor(() => expect(screen.queryByText(/已选择 \d+ 条/)).toBeNull());
      await waitFor(() => expect(within(listRow(first.cust_id)).getByText('审核失败')).toBeInTheDocument());
      expect(screen.getByLabelText(`选择 ${first.cust_id}`)).not.toBeChecked();
    },
    SLOW,
  );

  it(
    'payouts: a selection kept across pages is confirmed with its count and exact totals per currency; a payout above the threshold is sent for approval',
    async () => {
      await signIn('admin@payops.test');
      // Eleven payouts made last, newest first: ten on the first page, the eleventh on the second.
      const latest = Math.max(...db.payout.map((p) => Date.parse(p.created_at)));
      const made = db.payout.slice(0, 11);
      made.forEach((p, i) => (p.created_at = new Date(latest + (11 - i) * 1000).toISOString()));
      const [small, large] = made;
      const onNext = made[10];
      Object.assign(small, { status: 0, currency: 'USD', amount: '1000.10', fee: '1.00' });
      Object.assign(large, { status: 0, currency: 'USD', amount: '6000.20', fee: '2.50' });
      Object.assign(onNext, { status: 0, currency: 'JPY', amount: '1500', fee: '0' });
      const user = userEvent.setup();
      renderApp('/txnFlow/payment');
      await screen.findByText(small.payout_id, {}, FIRST);
      await select(user, small.payout_id);
      await select(user, large.payout_id);

      await user.click(screen.getByTitle('2'));
      await screen.findByText(onNext.payout_id, {}, FIRST);
      expect(screen.queryByText(small.payout_id)).toBeNull();
      await select(user, onNext.payout_id);
      expect(screen.getByText('已选择 3 条（翻页后仍保留）')).toBeInTheDocument();

      // Back on the first page, its rows are still selected.
      await user.click(screen.getByTitle('1'));
      await screen.findByText(small.payout_id, {}, FIRST);
      expect(screen.getByLabelText(`选择 ${small.payout_id}`)).toBeChecked();
      expect(screen.getByLabelText(`选择 ${large.payout_id}`)).toBeChecked();

      await user.click(screen.getByRole('button', { name: '通过 (3)' }));
      const confirm = await dialogWith('确定要批量通过吗？');
      const said = within(confirm).getByTestId('bulk-confirmation');
      expect(valueOf(said, '记录数')).toHaveTextContent('3');
      // 1000.10 + 6000.20 in minor units: 7,000.30 exactly (as floats it would be 7000.300000000001).
      expect(valueOf(said, '付款金额合计（USD）')).toHaveTextContent('7,000.30 USD');
      expect(valueOf(said, '付款金额合计（JPY）')).toHaveTextContent('1,500 JPY');
      expect(valueOf(said, '手续费合计（USD）')).toHaveTextContent('3.50 USD');
      await user.click(button(confirm, /^通\s*过$/));

      const results = await dialogWith('通过：逐条结果');
      const request = db.approval.find((a) => a.target === large.payout_id && a.status === 0)!;
      expect(request).toMatchObject({ kind: 'payout', amount: '6000.20', currency: 'USD' });
      expect(within(results).getByTestId('bulk-summary')).toHaveTextContent(
        '完成 2 条，提交审批 1 条（需另一位操作员审批，尚未生效），拒绝 0 条',
      );
      expect(within(rowIn(results, small.payout_id)).getByText('已完成')).toBeInTheDocument();
      expect(within(rowIn(results, onNext.payout_id)).getByText('已完成')).toBeInTheDocument();
      const sent = rowIn(results, large.payout_id);
      expect(within(sent).getByText('已提交审批')).toBeInTheDocument();
      expect(
        within(sent).getByText(`申请编号 ${request.approval_id}，需另一位操作员审批后才会生效`),
      ).toBeInTheDocument();
      expect([small.status, large.status, onNext.status]).toEqual([1, 0, 1]);
      await waitFor(() => expect(screen.queryByText(/已选择 \d+ 条/)).toBeNull());
    },
    SLOW,
  );
});
