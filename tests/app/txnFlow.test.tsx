import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { db } from '../../mocks/db';
import { sampleAccountBase, seedFlowTables } from '../../mocks/seed/flows';
import { formatAmount, toMinor } from '@/console/money';
import labels from '@/locales/resources';
import shellZh from '@/locales/zh-CN';
import { button, choose, dataRows, dialogWith, FIRST, renderApp, rowOf, signIn } from '../helpers/app';

/** The shell's texts and the pages' labels (these load with the signed-in shell). */
const zhCN: Record<string, string> = { ...shellZh, ...labels['zh-CN'] };

const SLOW = 120_000;

/** The flows over a known account base (the accounts seed makes the real one). */
function installBase() {
  const base = sampleAccountBase(db.merchant);
  Object.assign(db, base, seedFlowTables(db.merchant, base));
}

const money = (amount: string, currency: string) => `${formatAmount(amount, currency, 'zh-CN')} ${currency}`;

describe('payments (/txnFlow/payment)', () => {
  it(
    'reject asks a reason before sending, then confirms; the funds return to the balance; approve sends one on',
    async () => {
      installBase();
      await signIn('admin@payops.test');
      const [target, other] = db.payout.filter((p) => p.status === 0);
      const balance = db.balance.find((b) => b.cust_id === target.cust_id && b.currency === target.currency)!;
      const before = toMinor(balance.available, balance.currency)!;
      const user = userEvent.setup();
      const view = renderApp(`/txnFlow/payment?payout_id=${target.payout_id}`);
      await screen.findByText(target.payout_id, {}, FIRST);
      await waitFor(() => expect(dataRows()).toHaveLength(1));
      const row = rowOf(target.payout_id);
      expect(within(row).getByText('待审核')).toBeInTheDocument();
      expect(within(row).getByText(money(target.amount, target.currency))).toBeInTheDocument();
      expect(within(row).getByText(target.payee_name)).toBeInTheDocument();

      await user.click(button(row, /驳\s*回/));
      const dialog = await dialogWith('原因');
      await user.click(button(dialog, /驳\s*回/));
      expect(await within(dialog).findByText('请填写原因')).toBeInTheDocument();
      expect(target.status).toBe(0);
      await user.type(within(dialog).getByLabelText('原因'), 'Payee not verified');
      await user.click(button(dialog, /驳\s*回/));
      const confirm = await dialogWith('确定要驳回吗？');
      await user.click(button(confirm, /驳\s*回/));
      await waitFor(() => expect(within(rowOf(target.payout_id)).getByText('已驳回')).toBeInTheDocument());
      expect(target).toMatchObject({ status: 4, review_reason: 'Payee not verified' });
      const total = toMinor(target.amount, target.currency)! + toMinor(target.fee, target.currency)!;
      expect(toMinor(balance.available, balance.currency)).toBe(before + total);
      expect(db.bill.at(-1)).toMatchObject({
        ref_no: target.payout_id,
        bill_type: 8,
        balance_after: balance.available,
      });
      view.unmount();

      renderApp(`/txnFlow/payment?payout_id=${other.payout_id}`);
      await screen.findByText(other.payout_id, {}, FIRST);
      await user.click(button(rowOf(other.payout_id), /通\s*过/));
      const approve = await dialogWith('确定要通过吗？');
      await user.click(button(approve, /通\s*过/));
      await waitFor(() => expect(within(rowOf(other.payout_id)).getByText('处理中')).toBeInTheDocument());
      expect(other.status).toBe(1);
      expect(within(rowOf(other.payout_id)).queryByRole('button', { name: /驳\s*回/ })).toBeNull();
    },
    SLOW,
  );
});

describe('bills (/txnFlow/bill) and the wallet flows (/wallet/bill)', () => {
  it(
    'shows a ledger newest first with its types and running balance; the wallet page shows its own ledger',
    async () => {
      installBase();
      await signIn('admin@payops.test');
      const balance = db.balance.find((b) => b.currency === 'JPY')!;
      const ledger = db.bill.filter((b) => b.cust_id === balance.cust_id && b.currency === 'JPY');
      const latest = ledger.at(-1)!;
      const view = renderApp(`/txnFlow/bill?cust_id=${balance.cust_id}&currency=JPY`);
      await screen.findByText(latest.bill_id, {}, FIRST);
      await waitFor(() => expect(dataRows()).toHaveLength(Math.min(10, ledger.length)));
      // Newest first: the latest entry on top, ending at the available balance, in yen (no decimals).
      const top = dataRows()[0];
      expect(within(top).getByText(latest.bill_id)).toBeInTheDocument();
      expect(within(top).getByText(money(balance.available, 'JPY'))).toBeInTheDocument();
      expect(balance.available).toBe(latest.balance_after);
      expect(within(top).getByText(latest.direction === 'credit' ? '入账' : '出账')).toBeInTheDocument();
      expect(within(top).getByText(zhCN[`enum.billType.${latest.bill_type}`])).toBeInTheDocument();
      view.unmount();

      const wallet = db.walletBalance.find((b) => b.currency === 'KWD')!;
      const walletLedger = db.walletBill.filter((b) => b.cust_id === wallet.cust_id && b.currency === 'KWD');
      renderApp(`/wallet/bill?cust_id=${wallet.cust_id}&currency=KWD`);
      const newest = walletLedger.at(-1)!;
      await screen.findByText(newest.bill_id, {}, FIRST);
      // Three decimals for the dinar.
      expect(within(dataRows()[0]).getByText(money(newest.balance_after, 'KWD'))).toBeInTheDocument();
      expect(newest.balance_after).toMatch(/\.\d{3}$/);
      expect(screen.queryByText(latest.bill_id)).toBeNull();
    },
    SLOW,
  );
});

describe('a list filtered by a status', () => {
  it(
    'offers the status as a select (a folded or a shown filter alike) and lists only the rows of the one chosen',
    async () => {
      await signIn('admin@payops.test');
      const pending = db.payout.filter((p) => p.status === 0);
      expect(pending.length).toBeGreaterThan(0);
      const user = userEvent.setup();
      renderApp('/txnFlow/payment');
      await waitFor(() => expect(dataRows().length).toBeGreaterThan(0), FIRST);
      const form = document.querySelector<HTMLElement>('.ant-pro-query-filter') as HTMLElement;
      await choose(user, form, '状态', '待审核');
      await user.click(button(form, /查\s*询/));
      await waitFor(() => expect(window.location.search).toContain('status'), FIRST);
      await waitFor(() => expect(dataRows()).toHaveLength(Math.min(pending.length, 10)), FIRST);
      for (const r of dataRows()) expect(within(r).getByText('待审核')).toBeInTheDocument();
    },
    SLOW,
  );
});
