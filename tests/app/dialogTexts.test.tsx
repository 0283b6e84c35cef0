import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { db } from '../../mocks/db';
import { refundableOrder } from '../mocks/helpers';
import { button, dialogWith, FIRST, renderApp, rowOf, signIn } from '../helpers/app';

const SLOW = 90_000;
const titleOf = (dialog: HTMLElement) => dialog.querySelector('.ant-modal-title')?.textContent;

/** Issue 23: an action's dialog names the record it acts on, and its OK button says what it does. */
describe('action and create dialogs name their record and say what they do', () => {
  it(
    'a refund on an order row: "退款：订单 <order no.>", its OK button 退款',
    async () => {
      await signIn('admin@payops.test');
      const o = refundableOrder();
      const user = userEvent.setup();
      renderApp(`/order/orderMag?order_no=${o.order_no}`);
      await screen.findByText(o.order_no, {}, FIRST);
      await user.click(button(rowOf(o.order_no), /退\s*款/));
      const dialog = await dialogWith('退款金额');
      expect(titleOf(dialog)).toBe(`退款：订单 ${o.order_no}`);
      expect(button(dialog, /^退\s*款$/)).toHaveClass('ant-btn-primary');
    },
    SLOW,
  );

  it(
    'the fee dialog: "编辑：费率配置 <id>", saved by 保存 (not 编辑), and its confirmation\'s button too',
    async () => {
      await signIn('admin@payops.test');
      const fee = db.feeConf.find((f) => f.currency === 'USD' && f.status === 1)!;
      const user = userEvent.setup();
      renderApp(`/txnManager/conf?fee_id=${fee.fee_id}`);
      await screen.findByText(fee.channel_code, {}, FIRST);
      await user.click(button(rowOf(fee.channel_code), /编\s*辑/));
      const dialog = await dialogWith('固定费用');
      expect(titleOf(dialog)).toBe(`编辑：费率配置 ${fee.fee_id}`);
      expect(within(dialog).queryByRole('button', { name: /^编\s*辑$/ })).toBeNull();
      const fixed = within(dialog).getByLabelText('固定费用');
      await user.clear(fixed);
      await user.type(fixed, fee.fixed_fee === '0.35' ? '0.45' : '0.35');
      await user.click(button(dialog, /^保\s*存$/));
      const confirm = await dialogWith('修改前');
      expect(button(confirm, /^保\s*存$/)).toBeEnabled();
    },
    SLOW,
  );

  it(
    'a new fee config: "新建费率配置", its OK button 创建费率配置',
    async () => {
      await signIn('admin@payops.test');
      const user = userEvent.setup();
      renderApp('/txnManager/conf');
      await user.click(await screen.findByRole('button', { name: /新\s*建/ }, FIRST));
      const dialog = await dialogWith('新建费率配置');
      expect(titleOf(dialog)).toBe('新建费率配置');
      expect(button(dialog, /^创建费率配置$/)).toHaveClass('ant-btn-primary');
    },
    SLOW,
  );
});
