import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { db } from '../../mocks/db';
import { dualControlOff } from '../mocks/helpers';
import { formatAmount } from '@/console/money';
import { api, button, dataRows, dialogWith, FIRST, renderApp, rowOf, signIn } from '../helpers/app';

const SLOW = 240_000;
const kwd = (amount: string) => `${formatAmount(amount, 'KWD', 'zh-CN')} KWD`;
/** The latest updated first: the order the limit pages open in. */
const latestFirst = <T extends { updated_at: string }>(rows: T[]) =>
  [...rows].sort((a, b) => (a.updated_at < b.updated_at ? 1 : -1));

describe('payment limits (/txnManager/paymentLimit)', () => {
  it(
    'KWD limits show with three decimals; edit says daily < single max and too many decimals before sending',
    async () => {
      await signIn('admin@payops.test');
      // The edit applies at once (dual control is tested on its own).
      dualControlOff('limit');
      const limits = latestFirst(db.paymentLimit.filter((r) => r.currency === 'KWD' && r.status === 1));
      const [target, raced] = limits;
      const before = { ...target };
      const user = userEvent.setup();
      renderApp('/txnManager/paymentLimit?currency=KWD&status=1');
      await screen.findByText(target.cust_id, {}, FIRST);
      await waitFor(() => expect(dataRows()).toHaveLength(Math.min(limits.length, 10)));
      const row = rowOf(target.cust_id);
      expect(within(row).getByText(kwd(target.daily_limit))).toBeInTheDocument();
      expect(within(row).getByText('启用')).toBeInTheDocument();

      await user.click(button(row, /编\s*辑/));
      const dialog = await dialogWith('单月限额');
      const single = within(dialog).getByLabelText('单笔最高');
      const daily = within(dialog).getByLabelText('单日限额');
      await user.clear(single);
      await user.type(single, '500.5');
      await user.clear(daily);
      await user.type(daily, '500.499');
      await user.click(button(dialog, /保\s*存/));
      // Said by the form, before anything is sent.
      expect(await within(dialog).findByText('单日限额不能小于单笔最高')).toBeInTheDocument();
      await user.clear(daily);
      await user.type(daily, '500.5001');
      await user.click(button(dialog, /保\s*存/));
      expect(await within(dialog).findByText('单日限额最多 3 位小数')).toBeInTheDocument();
      expect(target).toEqual(before);

      // The dialog kept what was typed: only the daily limit needs fixing.
      expect(single).toHaveValue('500.5');
      await user.clear(daily);
      await user.type(daily, '600');
      const monthly = within(dialog).getByLabelText('单月限额');
      await user.clear(monthly);
      await user.type(monthly, '18000');
      await user.click(button(dialog, /保\s*存/));
      // Asked once more, with the changed limits only.
      const changes = await dialogWith('修改前');
      await user.click(button(changes, /保\s*存/));
      await waitFor(() => expect(within(rowOf(target.cust_id)).getByText(kwd('600'))).toBeInTheDocument());
      expect(target).toMatchObject({
        single_max: '500.500',
        daily_limit: '600.000',
        monthly_limit: '18000.000',
        updated_by: 'admin@payops.test',
      });

      // Disabled behind the page: the row still offers disable, the server says no.
      await api(`/v1/admin/payment-limits/${raced.limit_id}/disable`, { method: 'POST', body: '{}' });
      await user.click(button(rowOf(raced.cust_id), /停\s*用/));
      const confirm = await dialogWith('确定要停用吗？');
      await user.click(within(confirm).getByRole('button', { name: /停\s*用/ }));
      expect(await screen.findByText('当前状态不允许此操作')).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'the wallet page shows the wallet limits; with only the edit code no other button is shown',
    async () => {
      await signIn('admin@payops.test', {
        tree: [{ url: '/Home' }, { url: '/wallet/paymentLimit', children: [{ url: 'walletPaymentLimit:edit' }] }],
      });
      const wallet = latestFirst(db.walletPaymentLimit)[0];
      renderApp('/wallet/paymentLimit');
      await screen.findByText(wallet.cust_id, {}, FIRST);
      await waitFor(() => expect(dataRows()).toHaveLength(10));
      const txnOnly = db.paymentLimit.filter((r) => !db.walletPaymentLimit.some((w) => w.cust_id === r.cust_id));
      for (const r of txnOnly) expect(screen.queryByText(r.cust_id)).toBeNull();
      const row = rowOf(wallet.cust_id);
      expect(button(row, /编\s*辑/)).toBeInTheDocument();
      expect(within(row).queryByRole('button', { name: /停\s*用|启\s*用/ })).toBeNull();
      expect(screen.queryByRole('button', { name: /新\s*建/ })).toBeNull();
    },
    SLOW,
  );
});

describe('FX trading windows (/txnManager/channelWork)', () => {
  it(
    'edit refuses a malformed time in the form, an overlap by the server (values kept), then saves',
    async () => {
      await signIn('admin@payops.test');
      const morning = db.tradingWindow.find(
        (w) => w.weekday === 1 && w.open_time === '09:00' && w.close_time === '12:00' && w.status === 1,
      )!;
      const user = userEvent.setup();
      renderApp(`/txnManager/channelWork?window_id=${morning.window_id}`);
      await screen.findByText(morning.channel_code, {}, FIRST);
      await waitFor(() => expect(dataRows()).toHaveLength(1));
      const row = rowOf(morning.channel_code);
      expect(within(row).getByText('周一')).toBeInTheDocument();
      expect(within(row).getByText(morning.time_zone)).toBeInTheDocument();

      await user.click(button(row, /编\s*辑/));
      const dialog = await dialogWith('时区 (IANA)');
      const open = within(dialog).getByLabelText('开始时间 (HH:mm)');
      const close = within(dialog).getByLabelText('结束时间 (HH:mm)');
      await user.clear(open);
      await user.type(open, '8:00');
      await user.click(button(dialog, /保\s*存/));
      expect(await within(dialog).findByText('开始时间 (HH:mm)格式不正确')).toBeInTheDocument();

      // Well formed, but it runs into the afternoon session: the server refuses, the dialog keeps the values.
      await user.clear(open);
      await user.type(open, '08:00');
      await user.clear(close);
      await user.type(close, '13:30');
      await user.click(button(dialog, /保\s*存/));
      expect(await screen.findByText('输入无效：open_time')).toBeInTheDocument();
      expect(morning).toMatchObject({ open_time: '09:00', close_time: '12:00' });
      expect(open).toHaveValue('08:00');

      await user.clear(close);
      await user.type(close, '13:00');
      await user.click(button(dialog, /保\s*存/));
      await waitFor(() => expect(within(rowOf(morning.channel_code)).getByText('13:00')).toBeInTheDocument());
      expect(morning).toMatchObject({ open_time: '08:00', close_time: '13:00', updated_by: 'admin@payops.test' });
    },
    SLOW,
  );
});
