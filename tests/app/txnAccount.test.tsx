import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { db } from '../../mocks/db';
import { dualControlOff } from '../mocks/helpers';
import labels from '@/locales/resources';
import shellZh from '@/locales/zh-CN';
import { resourceByKey } from '@/resources';
import { button, choose, dialogWith, FIRST, renderApp, rowOf, signIn } from '../helpers/app';

/** The shell's texts and the pages' labels (these load with the signed-in shell). */
const zhCN: Record<string, string> = { ...shellZh, ...labels['zh-CN'] };

const SLOW = 120_000;

describe('balances (/txnAccount/balance)', () => {
  it(
    'shows each currency with its minor units; an adjustment refuses too many decimals (USD, JPY) before sending and confirms 0.10 + 0.2 = 0.30',
    async () => {
      await signIn('admin@payops.test');
      // The adjustment applies at once (dual control is tested on its own).
      dualControlOff('adjustment');
      const jpy = db.balance.find(
        (b) => b.currency === 'JPY' && db.balance.some((u) => u.cust_id === b.cust_id && u.currency === 'USD'),
      )!;
      const usd = db.balance.find((b) => b.cust_id === jpy.cust_id && b.currency === 'USD')!;
      jpy.available = '1234567';
      usd.available = '0.10';
      const user = userEvent.setup();
      const first = renderApp(`/txnAccount/balance?cust_id=${jpy.cust_id}`);
      await screen.findByText('1,234,567 JPY', {}, FIRST);
      expect(within(rowOf(usd.balance_id)).getByText('0.10 USD')).toBeInTheDocument();
      expect(screen.getAllByText('可用余额').length).toBeGreaterThan(0);

      await user.click(button(rowOf(usd.balance_id), /手工调账/));
      const dialog = await dialogWith('调账方向');
      await choose(user, dialog, '调账方向', '入账');
      const amount = within(dialog).getByLabelText('调账金额');
      await user.type(amount, '0.005');
      await user.type(within(dialog).getByLabelText('原因'), 'Goodwill credit');
      await user.click(button(dialog, /手工调账/));
      // Said by the form, before anything is sent.
      expect(await within(dialog).findByText('调账金额最多 2 位小数')).toBeInTheDocument();
      expect(screen.queryByText('确定要手工调账吗？')).toBeNull();
      await user.clear(amount);
      await user.type(amount, '0.2');
      await user.click(button(dialog, /手工调账/));
      // Asked once more, with the available balance now and after, exactly.
      const confirm = await dialogWith('确定要手工调账吗？');
      expect(within(confirm).getByText('当前可用余额')).toBeInTheDocument();
      expect(within(confirm).getByText('0.10 USD')).toBeInTheDocument();
      expect(within(confirm).getByText('操作后可用余额')).toBeInTheDocument();
      expect(within(confirm).getByTestId('action-result')).toHaveTextContent('0.30 USD');
      await user.click(button(confirm, /手工调账/));
      await waitFor(() => expect(within(rowOf(usd.balance_id)).getByText('0.30 USD')).toBeInTheDocument());
      expect(usd.available).toBe('0.30');
      expect(db.bill.at(-1)).toMatchObject({ bill_type: 13, amount: '0.20', balance_after: '0.30' });
      expect(db.oplog.map((e) => [e.action, e.before.available, e.after.available])).toEqual([
        ['adjust', '0.10', '0.30'],
      ]);
      first.unmount();

      // Yen have no decimals: said by the form, nothing sent.
      renderApp(`/txnAccount/balance?cust_id=${jpy.cust_id}`);
      await screen.findByText('1,234,567 JPY', {}, FIRST);
      await user.click(button(rowOf(jpy.balance_id), /手工调账/));
      const yen = await dialogWith('调账金额');
      await choose(user, yen, '调账方向', '出账');
      await user.type(within(yen).getByLabelText('调账金额'), '1.5');
      await user.type(within(yen).getByLabelText('原因'), 'Fee correction');
      await user.click(button(yen, /手工调账/));
      expect(await within(yen).findByText('调账金额最多 0 位小数')).toBeInTheDocument();
      expect(jpy.available).toBe('1234567');
      expect(db.oplog).toHaveLength(1);
    },
    SLOW,
  );
});

describe('global receiving accounts (/txnAccount/account)', () => {
  it(
    'shows the number as its last 4, opens the record page from the row, and freezes the account there with a reason',
    async () => {
      await signIn('admin@payops.test');
      const collection = resourceByKey('collection');
      const collections = (db as unknown as { collection?: { account_id: string; collection_id: string }[] })
        .collection;
      // An active account, with collections when the collection pages are there.
      const a =
        db.virtualAccount.find((x) => x.status === 1 && collections?.some((c) => c.account_id === x.account_id)) ??
        db.virtualAccount.find((x) => x.status === 1)!;
      const user = userEvent.setup();
      const view = renderApp(`/txnAccount/account?account_id=${a.account_id}`);
      await screen.findByText(a.account_id, {}, FIRST);
      const row = rowOf(a.account_id);
      expect(within(row).getByText(`••••${a.account_no.slice(-4)}`)).toBeInTheDocument();
      expect(within(row).getByText('正常')).toBeInTheDocument();
      expect(document.body.textContent).not.toContain(a.account_no);

      // The detail drawer lists the account's collections (when the flow pages have declared them).
      if (collection && collections?.some((c) => c.account_id === a.account_id)) {
        await user.click(within(row).getByText(a.account_id));
        const drawer = await dialogWith(zhCN['resources.collection.title']);
        const first = collections.find((c) => c.account_id === a.account_id)!;
        expect(await within(drawer).findByText(first.collection_id, {}, FIRST)).toBeInTheDocument();
        fireEvent.keyDown(drawer, { key: 'Escape' });
      }

      await user.click(within(rowOf(a.account_id)).getByRole('link', { name: '详情' }));
      await waitFor(() => expect(view.location().pathname).toBe(`/txnAccount/account/detail/${a.account_id}`));
      expect(await screen.findByText(`收款账户 ${a.account_id}`, {}, FIRST)).toBeInTheDocument();
      await user.click(await screen.findByRole('button', { name: /冻\s*结/ }));
      const dialog = await dialogWith('原因');
      await user.click(button(dialog, /冻\s*结/));
      expect(await within(dialog).findByText('请填写原因')).toBeInTheDocument();
      await user.type(within(dialog).getByLabelText('原因'), 'Phishing report 2291');
      await user.click(button(dialog, /冻\s*结/));
      expect(await screen.findByText('已冻结')).toBeInTheDocument();
      expect(await screen.findByRole('button', { name: /解\s*冻/ })).toBeInTheDocument();
      expect(a).toMatchObject({ status: 2, status_reason: 'Phishing report 2291', updated_by: 'admin@payops.test' });
      expect(db.oplog.map((e) => [e.resource, e.action])).toEqual([['virtualAccountDetail', 'freeze']]);
    },
    SLOW,
  );
});
