import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { db } from '../../mocks/db';
import { dualControlOff, refundableOrder } from '../mocks/helpers';
import { api, button, dialogWith, FIRST, renderApp, rowOf, signIn } from '../helpers/app';

const SLOW = 90_000;

describe('orders (/order/orderMag)', () => {
  it(
    'searches by card last 4; the detail shows the timeline; refund checks decimals and what is left, then runs',
    async () => {
      await signIn('admin@payops.test');
      const o = refundableOrder({ where: (x) => !!x.card_last4 });
      const user = userEvent.setup();
      renderApp(`/order/orderMag?card_last4=${o.card_last4}&card_bin=${o.card_bin}`);
      await screen.findByText(o.order_no, {}, FIRST);
      const rows = screen.getAllByRole('row').filter((r) => r.querySelector('td'));
      expect(rows.length).toBeLessThan(3);

      // The detail: the timeline's events, in the operator's language.
      await user.click(within(rowOf(o.order_no)).getByText(o.order_no));
      const drawer = await dialogWith('创建订单');
      expect(await within(drawer).findByText('创建订单')).toBeInTheDocument();
      expect(within(drawer).getByText('支付成功')).toBeInTheDocument();
      expect(within(drawer).getByText('退款记录')).toBeInTheDocument();
      expect(within(drawer).getByText(`${o.card_bin}******${o.card_last4}`)).toBeInTheDocument();
      fireEvent.keyDown(drawer, { key: 'Escape' });

      await user.click(button(rowOf(o.order_no), /退\s*款/));
      const dialog = await dialogWith('退款金额');
      const amount = within(dialog).getByLabelText('退款金额');
      // Pre-filled with everything refundable (a full refund); the currency beside it.
      expect(amount).toHaveValue(o.amount);
      expect(within(dialog).getByText('USD')).toBeInTheDocument();
      await user.clear(amount);
      await user.type(amount, '1.005');
      await user.type(within(dialog).getByLabelText('原因'), 'Customer request');
      await user.click(button(dialog, /退\s*款/));
      expect(await within(dialog).findByText('退款金额最多 2 位小数')).toBeInTheDocument();
      await user.clear(amount);
      await user.type(amount, String(Number(o.amount) + 1));
      expect(await within(dialog).findByText(`请输入不大于 ${o.amount} USD 的值`)).toBeInTheDocument();
      await user.clear(amount);
      await user.type(amount, '1.00');
      await user.click(button(dialog, /退\s*款/));
      // A refund cannot be undone: asked once more.
      const confirm = await dialogWith('确定要退款吗？');
      await user.click(button(confirm, /退\s*款/));
      await waitFor(() => expect(db.order.find((x) => x.order_no === o.order_no)!.refund_status).toBe(3));
      expect(db.refund.filter((r) => r.order_no === o.order_no)).toMatchObject([{ amount: '1.00', status: 3 }]);
    },
    SLOW,
  );

  it(
    'without the refund and freeze codes: the rows, but neither button',
    async () => {
      await signIn('admin@payops.test', {
        tree: [{ url: '/Home' }, { url: '/order/orderMag', children: [{ url: 'order:unfreeze' }] }],
      });
      const { list } = (await api('/v1/admin/orders?pay_status=1&pageSize=10&sort=created_at,descend')).result;
      renderApp('/order/orderMag?pay_status=1');
      await screen.findByText(list[0].order_no, {}, FIRST);
      expect(screen.queryByRole('button', { name: /退\s*款/ })).toBeNull();
      expect(screen.queryByRole('button', { name: /冻结资金/ })).toBeNull();
      expect(screen.queryByRole('button', { name: /导出/ })).toBeNull();
    },
    SLOW,
  );
});

describe('disputes (/order/dispute)', () => {
  it(
    'due within 72 h shows the countdown; past the due date evidence is refused with the reason',
    async () => {
      await signIn('admin@payops.test');
      const { list, total } = (await api('/v1/admin/disputes?due_soon=1&pageSize=10&sort=evidence_due_at,ascend'))
        .result;
      expect(total).toBeGreaterThan(0);
      const user = userEvent.setup();
      renderApp('/order/dispute?due_soon=1');
      await screen.findByText(list[0].case_id, {}, FIRST);
      const rows = screen.getAllByRole('row').filter((r) => r.querySelector('td'));
      expect(rows).toHaveLength(Math.min(total, 10));
      for (const r of rows) expect(within(r).getByRole('timer')).toHaveTextContent(/^还剩/);

      // Its due date passes while the page is open: the server refuses, the console says why.
      const d = db.dispute.find((x) => x.case_id === list[0].case_id)!;
      d.due_offset_h -= 24 * 30;
      await user.click(button(rowOf(d.case_id), /提交证据/));
      const dialog = await dialogWith('物流与追踪说明');
      await user.type(within(dialog).getByLabelText('物流与追踪说明'), 'Tracking shows delivery.');
      await user.click(button(dialog, /提交证据/));
      expect(await screen.findByText('举证截止日期已过')).toBeInTheDocument();
      expect(within(dialog).getByLabelText('物流与追踪说明')).toHaveValue('Tracking shows delivery.');
      expect(d.status).not.toBe(9);
    },
    SLOW,
  );
});

describe('fraud alerts (/order/fraudAlert)', () => {
  it(
    'handling with 510 (processed and refunded) refunds the order, asked once more',
    async () => {
      await signIn('admin@payops.test');
      // The refund happens at once: below or above its threshold (dual control is tested on its own).
      dualControlOff('refund');
      const alert = db.fraudAlert.find((a) => {
        const o = db.order.find((x) => x.order_no === a.order_no)!;
        return a.status === 0 && o.pay_status === 1 && o.refund_status === 0 && o.freeze_status !== 0;
      })!;
      const user = userEvent.setup();
      renderApp(`/order/fraudAlert?alert_id=${alert.alert_id}`);
      await screen.findByText(alert.alert_id, {}, FIRST);
      await user.click(button(rowOf(alert.alert_id), /处\s*理/));
      const dialog = await dialogWith('处理结果');
      await user.click(within(dialog).getByLabelText('处理结果'));
      await user.click(await screen.findByTitle('已处理并退款'));
      await user.click(button(dialog, /处\s*理/));
      const confirm = await dialogWith('确定要处理吗？');
      await user.click(button(confirm, /处\s*理/));
      await waitFor(() => expect(within(rowOf(alert.alert_id)).getByText('已处理')).toBeInTheDocument());
      expect(within(rowOf(alert.alert_id)).getByText('已处理并退款')).toBeInTheDocument();
      expect(db.refund.filter((r) => r.order_no === alert.order_no)).toHaveLength(1);
    },
    SLOW,
  );
});

describe('blacklist (/risk/blacklist)', () => {
  it(
    'a card number is checked by its dimension before sending; the import shows each line accepted or rejected',
    async () => {
      await signIn('admin@payops.test');
      const count = db.blacklist.length;
      const user = userEvent.setup();
      renderApp('/risk/blacklist');
      await user.click(await screen.findByRole('button', { name: /新\s*建/ }, FIRST));
      const dialog = await dialogWith('维度');
      await user.click(within(dialog).getByLabelText('维度'));
      await user.click(await screen.findByTitle('卡号'));
      await user.type(within(dialog).getByLabelText('值'), '4111 1111 1111 1112');
      await user.type(within(dialog).getByLabelText('原因'), 'Stolen card');
      await user.click(button(dialog, /创\s*建/));
      expect(await within(dialog).findByText('卡号无效（应为 12-19 位数字并通过 Luhn 校验）')).toBeInTheDocument();
      expect(db.blacklist).toHaveLength(count);
      await user.clear(within(dialog).getByLabelText('值'));
      await user.type(within(dialog).getByLabelText('值'), '4111 1111 1111 1111');
      await user.click(button(dialog, /创\s*建/));
      expect(await screen.findByText('411111******1111')).toBeInTheDocument();

      // The New dialog is still closing (jsdom runs no animation): click through.
      fireEvent.click(screen.getByRole('button', { name: /导入 CSV/ }));
      const importer = await dialogWith('选择或拖入 CSV 文件');
      const csv = ['dimension,value,reason,expires_at', '0,198.51.100.8,Bots,', '0,300.1.1.1,Bad IP,'].join('\n');
      const input = importer.querySelector('input[type=file]') as HTMLInputElement;
      await user.upload(input, new File([csv], 'list.csv', { type: 'text/csv' }));
      expect(await within(importer).findByText('导入结果：共 2 行，接受 1 行，拒绝 1 行')).toBeInTheDocument();
      expect(within(importer).getByText('值格式不正确')).toBeInTheDocument();
      // The server's 101025 warning, said in full by the import.
      expect(await screen.findByTestId('import-result')).toHaveTextContent('部分行未导入：已导入 1 行，拒绝 1 行');
      expect(db.blacklist.filter((e) => e.source === 'import').map((e) => e.value)).toEqual(['198.51.100.8']);
    },
    SLOW,
  );
});
