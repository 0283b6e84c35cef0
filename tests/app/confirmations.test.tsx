/**
 * Issue 19, "confirmations that say what they do": each money action's confirmation names the record, the amount
 * with its currency, the beneficiary and what remains; a call made a request says so; a server refusal about one
 * input is said at that input; actions are offered only where the record's state allows them.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { db } from '../../mocks/db';
import { server } from '../../mocks/node';
import { dualControlOff, refundableOrder } from '../mocks/helpers';
import { formatAmount, fromMinor, toMinor } from '@/console/money';
import { maskValue } from '@/console/renderers';
import { api, button, choose, dialogWith, FIRST, renderApp, rowOf, signIn } from '../helpers/app';

const SLOW = 120_000;
const money = (amount: string, currency: string) => `${formatAmount(amount, currency, 'zh-CN')} ${currency}`;
const minus = (a: string, b: string, currency: string) =>
  fromMinor(toMinor(a, currency)! - toMinor(b, currency)!, currency);

/** A paid USD order with nothing refunded, not frozen, of at least `least`, below `below`. */
const paidOrder = (least: string, below?: string) => refundableOrder({ least, below });

/** The POST calls sent to the fake backend while `during` runs. */
async function postsDuring(during: () => Promise<void>): Promise<string[]> {
  const posts: string[] = [];
  const seen = ({ request }: { request: Request }) => {
    if (request.method === 'POST') posts.push(new URL(request.url).pathname);
  };
  server.events.on('request:start', seen);
  try {
    await during();
  } finally {
    server.events.removeListener('request:start', seen);
  }
  return posts;
}

describe('money confirmations', () => {
  it(
    "a refund's confirmation names the order, the amount with its currency and what is left to refund after",
    async () => {
      await signIn('admin@payops.test');
      const o = paidOrder('2.00', '500.00');
      const user = userEvent.setup();
      renderApp(`/order/orderMag?order_no=${o.order_no}`);
      await screen.findByText(o.order_no, {}, FIRST);
      await user.click(button(rowOf(o.order_no), /退\s*款/));
      const dialog = await dialogWith('退款金额');
      const amount = within(dialog).getByLabelText('退款金额');
      await user.clear(amount);
      await user.type(amount, '1.00');
      await user.type(within(dialog).getByLabelText('原因'), 'Customer request');
      await user.click(button(dialog, /退\s*款/));
      const confirm = await dialogWith('确定要退款吗？');
      const said = within(confirm).getByTestId('action-confirmation');
      expect(within(said).getByText(o.order_no)).toBeInTheDocument();
      expect(within(said).getByText(o.merchant_name)).toBeInTheDocument();
      expect(within(said).getByText('1.00 USD')).toBeInTheDocument();
      expect(within(said).getByText('当前可退款金额')).toBeInTheDocument();
      expect(within(said).getByText(money(o.amount, 'USD'))).toBeInTheDocument();
      expect(within(said).getByText('操作后可退款金额')).toBeInTheDocument();
      expect(within(said).getByTestId('action-result')).toHaveTextContent(money(minus(o.amount, '1.00', 'USD'), 'USD'));
      await user.click(button(confirm, /退\s*款/));
      await waitFor(() => expect(db.refund.filter((r) => r.order_no === o.order_no)).toHaveLength(1));
    },
    SLOW,
  );

  it(
    'a refund from the threshold on is sent for approval: the console says so, with the request id, and nothing changed',
    async () => {
      await signIn('admin@payops.test');
      const o = paidOrder('500.00');
      const user = userEvent.setup();
      renderApp(`/order/orderMag?order_no=${o.order_no}`);
      await screen.findByText(o.order_no, {}, FIRST);
      await user.click(button(rowOf(o.order_no), /退\s*款/));
      const dialog = await dialogWith('退款金额');
      // Pre-filled with everything refundable.
      await user.type(within(dialog).getByLabelText('原因'), 'Customer request');
      await user.click(button(dialog, /退\s*款/));
      const confirm = await dialogWith('确定要退款吗？');
      expect(within(confirm).getByTestId('action-result')).toHaveTextContent('0.00 USD');
      await user.click(button(confirm, /退\s*款/));
      const sent = await screen.findByTestId('approval-sent');
      const request = db.approval.find((a) => a.target === o.order_no && a.status === 0)!;
      expect(request).toMatchObject({ status: 0, kind: 'refund', amount: o.amount, currency: 'USD' });
      expect(sent).toHaveTextContent(
        `申请编号 ${request.approval_id}。需由另一位操作员审批后才会生效，目前尚未做任何更改。`,
      );
      expect(screen.getAllByText('退款：已提交审批').length).toBeGreaterThan(0);
      expect(screen.queryByText('退款成功')).toBeNull();
      expect(db.refund.filter((r) => r.order_no === o.order_no)).toHaveLength(0);
    },
    SLOW,
  );

  it(
    'a payout approval names the payout, its amount with the currency and the beneficiary; a settlement its batch and net',
    async () => {
      await signIn('admin@payops.test');
      const p = db.payout.find((x) => x.status === 0)!;
      const user = userEvent.setup();
      const first = renderApp(`/txnFlow/payment?payout_id=${p.payout_id}`);
      await screen.findByText(p.payee_name, {}, FIRST);
      await user.click(button(rowOf(p.payee_name), /通\s*过/));
      const confirm = await dialogWith('确定要通过吗？');
      const said = within(confirm).getByTestId('action-confirmation');
      expect(within(said).getByText(p.payout_id)).toBeInTheDocument();
      expect(within(said).getByText('付款金额')).toBeInTheDocument();
      expect(within(said).getByText(money(p.amount, p.currency))).toBeInTheDocument();
      expect(within(said).getByText(p.payee_name)).toBeInTheDocument();
      expect(within(said).getByText(p.payee_bank)).toBeInTheDocument();
      expect(within(said).getByText(maskValue(p.payee_account_last4))).toBeInTheDocument();
      fireEvent.click(within(confirm).getByRole('button', { name: /取\s*消/ }));
      expect(p.status).toBe(0);
      first.unmount();

      const s = db.settlement.find((x) => x.status === 0)!;
      const net = (await api(`/v1/admin/settlements/${s.batch_no}`)).result.net as string;
      renderApp(`/financeMag/financeMag?batch_no=${s.batch_no}`);
      await screen.findByText(s.batch_no, {}, FIRST);
      await user.click(button(rowOf(s.batch_no), /^结\s*算$/));
      const settle = await dialogWith('确定要结算吗？');
      const batch = within(settle).getByTestId('action-confirmation');
      expect(within(batch).getByText(s.batch_no)).toBeInTheDocument();
      expect(within(batch).getByText(money(net, s.currency))).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'a debit below zero is refused at the amount before anything is sent; the confirmation names the balance',
    async () => {
      await signIn('admin@payops.test');
      const b = db.balance.find((x) => x.currency === 'USD')!;
      b.available = '10.00';
      const user = userEvent.setup();
      renderApp(`/txnAccount/balance?balance_id=${b.balance_id}`);
      await screen.findAllByText('10.00 USD', {}, FIRST);
      await user.click(button(rowOf(b.balance_id), /手工调账/));
      const dialog = await dialogWith('调账方向');
      await choose(user, dialog, '调账方向', '出账');
      const amount = within(dialog).getByLabelText('调账金额');
      await user.type(amount, '10.01');
      await user.type(within(dialog).getByLabelText('原因'), 'Correction');
      const requests = db.approval.length;
      const posts = await postsDuring(async () => {
        await user.click(button(dialog, /手工调账/));
        expect(
          await within(dialog).findByText('调账金额过大：操作后可用余额将为 -0.01 USD，不能低于 0'),
        ).toBeInTheDocument();
        await user.click(button(dialog, /手工调账/));
        await new Promise((resolve) => setTimeout(resolve, 300));
      });
      expect(posts.filter((p) => p.endsWith('/adjust'))).toEqual([]);
      expect(screen.queryByText('确定要手工调账吗？')).toBeNull();
      expect(db.approval).toHaveLength(requests);

      // The whole balance may go: asked once more, naming the balance, the merchant and the currency.
      await user.clear(amount);
      await user.type(amount, '10.00');
      await waitFor(() => expect(within(dialog).queryByText(/不能低于 0/)).toBeNull());
      await user.click(button(dialog, /手工调账/));
      const confirm = await dialogWith('确定要手工调账吗？');
      const said = within(confirm).getByTestId('action-confirmation');
      expect(within(said).getByText(b.balance_id)).toBeInTheDocument();
      expect(within(said).getByText(b.merchant_name)).toBeInTheDocument();
      expect(within(said).getByText('出账')).toBeInTheDocument();
      // The amount, and the available balance before it.
      expect(within(said).getAllByText('10.00 USD')).toHaveLength(2);
      expect(within(said).getByTestId('action-result')).toHaveTextContent('0.00 USD');
    },
    SLOW,
  );

  it(
    "a wrong authenticator code refused by the server is said at the code's input, the form kept filled",
    async () => {
      await signIn('admin@payops.test');
      const b = db.balance.find((x) => x.currency === 'USD')!;
      const made = await api(`/v1/admin/balances/${b.balance_id}/adjust`, {
        method: 'POST',
        body: JSON.stringify({ direction: 'credit', amount: '5.00', reason: 'Goodwill' }),
      });
      const id = made.result.approval.approval_id as string;
      await signIn('approver@payops.test');
      const user = userEvent.setup();
      renderApp(`/settingMag/approvals?approval_id=${id}`);
      await screen.findAllByText(id, {}, FIRST);
      await user.click(button(rowOf(id), /批\s*准/));
      const dialog = await dialogWith('身份验证器验证码');
      const code = within(dialog).getByLabelText('身份验证器验证码');
      await user.type(code, '000000');
      await user.click(button(dialog, /批\s*准/));
      const confirm = await dialogWith('确定要批准吗？');
      const said = within(confirm).getByTestId('action-confirmation');
      expect(within(said).getByText(id)).toBeInTheDocument();
      expect(within(said).getByText('手工调账')).toBeInTheDocument();
      expect(within(said).getByText('5.00 USD')).toBeInTheDocument();
      expect(within(said).getByText(b.balance_id)).toBeInTheDocument();
      await user.click(button(confirm, /批\s*准/));
      expect(await within(dialog).findByText('身份验证器验证码不正确')).toBeInTheDocument();
      expect(code).toHaveValue('000000');
      expect(db.approval.find((a) => a.approval_id === id)?.status).toBe(0);
    },
    SLOW,
  );
});

describe('fraud alert result 510', () => {
  it(
    'asks once more saying how much it refunds on which order; another result is recorded without asking',
    async () => {
      await signIn('admin@payops.test');
      dualControlOff('refund');
      const open = db.fraudAlert.filter((a) => {
        const o = db.order.find((x) => x.order_no === a.order_no)!;
        return a.status === 0 && o.pay_status === 1 && o.refund_status === 0 && o.freeze_status !== 0;
      });
      const [alert, other] = open;
      const order = db.order.find((x) => x.order_no === alert.order_no)!;
      const left = minus(order.amount, order.refunded_amount, order.currency);
      const user = userEvent.setup();
      const first = renderApp(`/order/fraudAlert?alert_id=${alert.alert_id}`);
      await screen.findByText(alert.alert_id, {}, FIRST);
      await user.click(button(rowOf(alert.alert_id), /处\s*理/));
      const dialog = await dialogWith('处理结果');
      await user.click(within(dialog).getByLabelText('处理结果'));
      await user.click(await screen.findByTitle('已处理并退款'));
      await user.click(button(dialog, /处\s*理/));
      const confirm = await dialogWith('确定要处理吗？');
      expect(
        within(confirm).getByText(
          `此操作将对订单 ${order.order_no} 退款 ${money(left, order.currency)}（该订单剩余的全部可退金额），退款后可退金额为 0。`,
        ),
      ).toBeInTheDocument();
      expect(db.refund.filter((r) => r.order_no === order.order_no)).toHaveLength(0);
      await user.click(button(confirm, /处\s*理/));
      await waitFor(() => expect(within(rowOf(alert.alert_id)).getByText('已处理并退款')).toBeInTheDocument());
      expect(db.refund.filter((r) => r.order_no === order.order_no)).toMatchObject([{ amount: left }]);
      first.unmount();

      renderApp(`/order/fraudAlert?alert_id=${other.alert_id}`);
      await screen.findByText(other.alert_id, {}, FIRST);
      await user.click(button(rowOf(other.alert_id), /处\s*理/));
      const next = await dialogWith('处理结果');
      await user.click(within(next).getByLabelText('处理结果'));
      await user.click((await screen.findAllByTitle('预警前已退款')).at(-1)!);
      await user.click(button(next, /处\s*理/));
      await waitFor(() => expect(other.status).toBe(1));
      expect(screen.queryByText('确定要处理吗？')).toBeNull();
    },
    SLOW,
  );
});

describe('actions offered only where the state allows', () => {
  it(
    'no refund nor freeze on a failed order; no refund where nothing is left to refund',
    async () => {
      await signIn('admin@payops.test');
      const failed = db.order.find((o) => o.pay_status !== 1 && o.refund_status === 0 && o.freeze_status === null)!;
      const first = renderApp(`/order/orderMag?order_no=${failed.order_no}`);
      await screen.findByText(failed.order_no, {}, FIRST);
      expect(within(rowOf(failed.order_no)).queryByRole('button', { name: /退\s*款/ })).toBeNull();
      expect(within(rowOf(failed.order_no)).queryByRole('button', { name: /冻结资金/ })).toBeNull();
      first.unmount();

      const spent = paidOrder('1.00');
      spent.refunded_amount = spent.amount;
      spent.refund_status = 1;
      renderApp(`/order/orderMag?order_no=${spent.order_no}`);
      await screen.findByText(spent.order_no, {}, FIRST);
      // Paid, so its funds may still be frozen; nothing is left to refund.
      expect(within(rowOf(spent.order_no)).getByRole('button', { name: /冻结资金/ })).toBeInTheDocument();
      expect(within(rowOf(spent.order_no)).queryByRole('button', { name: /退\s*款/ })).toBeNull();
    },
    SLOW,
  );
});

describe('fee changes', () => {
  it(
    'show only the changed fields, old → new in their own formatting, before they are sent; no change, no sending',
    async () => {
      await signIn('admin@payops.test');
      dualControlOff('fee');
      const fee = db.feeConf.find((f) => f.currency === 'USD' && f.status === 1)!;
      const newFixed = fee.fixed_fee === '0.35' ? '0.45' : '0.35';
      const user = userEvent.setup();
      renderApp(`/txnManager/conf?fee_id=${fee.fee_id}`);
      await screen.findByText(fee.channel_code, {}, FIRST);

      // Nothing changed: the confirmation says so and cannot be confirmed.
      await user.click(button(rowOf(fee.channel_code), /编\s*辑/));
      const unchanged = await dialogWith('固定费用');
      await user.click(button(unchanged, /保\s*存/));
      const none = await dialogWith('没有修改任何内容');
      expect(within(none).getByRole('button', { name: /保\s*存/ })).toBeDisabled();
      fireEvent.click(within(none).getByRole('button', { name: /取\s*消/ }));

      const fixed = within(unchanged).getByLabelText('固定费用');
      await user.clear(fixed);
      await user.type(fixed, newFixed);
      await user.click(button(unchanged, /保\s*存/));
      const confirm = await dialogWith('修改前');
      const table = within(confirm).getByText('修改前').closest('table')!;
      const rows = within(table)
        .getAllByRole('row')
        .filter((r) => r.querySelector('td'));
      expect(rows).toHaveLength(1);
      expect(within(rows[0]).getByText('固定费用')).toBeInTheDocument();
      expect(within(rows[0]).getByText(money(fee.fixed_fee, 'USD'))).toBeInTheDocument();
      expect(within(rows[0]).getByText(money(newFixed, 'USD'))).toBeInTheDocument();
      expect(within(table).queryByText('百分比费率 (%)')).toBeNull();
      expect(within(confirm).getByText(fee.fee_id)).toBeInTheDocument();
      await user.click(button(confirm, /保\s*存/));
      await waitFor(() => expect(fee.fixed_fee).toBe(newFixed));
    },
    SLOW,
  );
});
