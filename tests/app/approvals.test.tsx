import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { db, setClock } from '../../mocks/db';
import { MERCHANT_SEED_DATE } from '../../mocks/seed/merchants';
import { freshCode } from '../helpers/totp';
import { account, dialogWith, renderApp, signIn } from '../helpers/app';

type User = ReturnType<typeof userEvent.setup>;

/** The table row of a request (a confirmation naming the request holds its id too). */
const rowOf = (text: string) =>
  screen
    .getAllByText(text)
    .map((e) => e.closest('tr.ant-table-row'))
    .find(Boolean) as HTMLElement;
const request = (id: string) => db.approval.find((a) => a.approval_id === id)!;

async function fill(user: User, input: HTMLElement, text: string) {
  await user.clear(input);
  await user.click(input);
  await user.paste(text);
}

/**
 * The approvals page (/settingMag/approvals) over the seed's requests: APR-000001 (a USD refund) and APR-000002 (a
 * fee change) made by the approver, APR-000003 (a payout release) made by the admin, APR-000004 rejected.
 */
describe('approvals (/settingMag/approvals)', () => {
  beforeAll(() => import('@/pages/Resource'), 60_000);
  // The seed's world ends at MERCHANT_SEED_DATE: its requests are pending then (24 h later they expire).
  beforeEach(() => setClock(MERCHANT_SEED_DATE));

  it('lists the requests with kind, record, amount and maker; no approve or reject on one’s own', async () => {
    await signIn('admin@payops.test');
    renderApp('/settingMag/approvals');
    await screen.findAllByText('APR-000001');
    expect(screen.getByRole('tab', { name: '审批申请' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '我的申请' })).toBeInTheDocument();
    const refund = rowOf('APR-000001');
    expect(within(refund).getByText('退款')).toBeInTheDocument();
    // The record as a link to its record page, named by its kind.
    const target = request('APR-000001').target;
    expect(within(refund).getByRole('link', { name: target })).toHaveAttribute('href', `/order/orderMag/${target}`);
    expect(within(refund).getByText('订单')).toBeInTheDocument();
    expect(within(refund).getByText(/720\.00/)).toBeInTheDocument();
    expect(within(refund).getByText('approver@payops.test')).toBeInTheDocument();
    expect(within(refund).getByRole('button', { name: /批\s*准/ })).toBeInTheDocument();
    // The admin's own payout request: listed, but theirs to withdraw, not to decide.
    const own = rowOf('APR-000003');
    expect(within(own).getByText('待审批')).toBeInTheDocument();
    expect(within(own).queryByRole('button', { name: /批\s*准/ })).toBeNull();
    expect(within(own).queryByRole('button', { name: /驳\s*回/ })).toBeNull();
    // Decided already: no buttons.
    expect(within(rowOf('APR-000004')).queryByRole('button', { name: /批\s*准|驳\s*回|撤\s*回/ })).toBeNull();
  });

  it('approves a change with a confirmation; a money movement asks for the authenticator code, kept on a wrong one', async () => {
    await signIn('admin@payops.test');
    const admin = account('admin@payops.test');
    const user = userEvent.setup();
    renderApp('/settingMag/approvals');
    await screen.findAllByText('APR-000002');

    await user.click(within(rowOf('APR-000002')).getByRole('button', { name: /批\s*准/ }));
    const confirm = await screen.findByRole('dialog');
    await user.click(within(confirm).getByRole('button', { name: /批\s*准/ }));
    await waitFor(() => expect(request('APR-000002').status).toBe(1));
    const fee = db.feeConf.find((f) => f.fee_id === request('APR-000002').target)!;
    expect(fee.percent_fee).toBe(request('APR-000002').changes[0].after);
    await waitFor(() => expect(within(rowOf('APR-000002')).getByText('已批准')).toBeInTheDocument());

    await user.click(within(rowOf('APR-000001')).getByRole('button', { name: /批\s*准/ }));
    const dialog = await dialogWith('身份验证器验证码');
    const code = within(dialog).getByLabelText('身份验证器验证码');
    await fill(user, code, '12345');
    await user.click(within(dialog).getByRole('button', { name: /批\s*准/ }));
    expect(await within(dialog).findByText(/6 位数字|格式/)).toBeInTheDocument();
    expect(request('APR-000001').status).toBe(0);
    // (A wrong code is refused at its field: tests/app/confirmations.test.tsx.)
    await fill(user, code, freshCode(admin.email, admin.secret!));
    await user.click(within(dialog).getByRole('button', { name: /批\s*准/ }));
    const confirmMoney = await dialogWith('确定要批准吗？');
    expect(within(confirmMoney).getByText('720.00 USD')).toBeInTheDocument();
    await user.click(within(confirmMoney).getByRole('button', { name: /批\s*准/ }));
    await waitFor(() => expect(request('APR-000001').status).toBe(1));
    expect(db.refund.filter((r) => r.order_no === request('APR-000001').target).map((r) => r.amount)).toEqual([
      '720.00',
    ]);
  });

  it('a request that expired while the page was open: the approval says so and nothing changes', async () => {
    await signIn('admin@payops.test');
    const user = userEvent.setup();
    renderApp('/settingMag/approvals');
    await screen.findAllByText('APR-000002');
    const fee = db.feeConf.find((f) => f.fee_id === request('APR-000002').target)!;
    const before = fee.percent_fee;
    // Its 24 hours run out while the page is open (a day's clock would also end the session).
    request('APR-000002').expires_at = new Date(MERCHANT_SEED_DATE - 1000).toISOString();
    await user.click(within(rowOf('APR-000002')).getByRole('button', { name: /批\s*准/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /批\s*准/ }));
    expect(await screen.findByText('该申请已过期')).toBeInTheDocument();
    expect(request('APR-000002').status).toBe(3);
    expect(fee.percent_fee).toBe(before);
  });

  it('my requests: the maker withdraws a pending one', async () => {
    await signIn('admin@payops.test');
    const user = userEvent.setup();
    renderApp('/settingMag/approvals');
    await user.click(await screen.findByRole('tab', { name: '我的申请' }));
    const panel = await screen.findByRole('tabpanel', { name: '我的申请' });
    await within(panel).findByText('APR-000003');
    // Only the admin's own.
    expect(within(panel).queryByText('APR-000001')).toBeNull();
    await user.click(within(rowOf('APR-000003')).getByRole('button', { name: /撤\s*回/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /撤\s*回/ }));
    await waitFor(() => expect(request('APR-000003').status).toBe(4));
  });
});

describe('dual control’s parameters (/settingMag/params)', () => {
  beforeAll(() => import('@/pages/Resource'), 60_000);

  it('refuses a threshold that is not an amount of its currency before sending; a valid one waits for approval', async () => {
    await signIn('admin@payops.test');
    const key = 'approval.refund.threshold.JPY';
    const user = userEvent.setup();
    renderApp(`/settingMag/params?param_key=${key}`);
    await screen.findAllByText(key);
    await user.click(within(rowOf(key)).getByRole('button', { name: /修\s*改/ }));
    const dialog = await dialogWith('参数值');
    const input = within(dialog).getByLabelText('参数值');
    // Each wrong value with its own message, each unlike the one before: the previous value's message, still shown
    // while the new value is checked, cannot pass for it (it did: a number below 0 is refused for its bound).
    const notAnAmount = '参数值须为 JPY 金额：不小于 0 的数字，最多 0 位小数';
    for (const [wrong, message] of [
      ['abc', notAnAmount],
      ['-1', '请输入不小于 0 JPY 的值'],
      ['1000.5', notAnAmount],
    ]) {
      await fill(user, input, wrong);
      await user.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
      await waitFor(() => expect(within(dialog).getByText(message)).toBeInTheDocument());
      expect(input).toHaveValue(wrong);
    }
    expect(db.approval.some((a) => a.target === key)).toBe(false);
    await fill(user, input, '90000');
    await user.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    expect(await dialogWith(/已提交审批/)).toBeInTheDocument();
    expect(db.approval.find((a) => a.target === key)).toMatchObject({
      kind: 'dualControl',
      status: 0,
      changes: [{ field: 'value', before: '75000', after: '90000' }],
    });
    expect(db.param.find((p) => p.param_key === key)!.value).toBe('75000');
  });
});
