import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { db } from '../../mocks/db';
import { STORAGE_KEYS } from '@/request/storage';
import { api, button, dialogWith, FIRST, renderApp, rowOf, signIn } from '../helpers/app';

const SLOW = 90_000;

type User = ReturnType<typeof userEvent.setup>;

async function fill(user: User, input: HTMLElement, text: string) {
  await user.clear(input);
  await user.type(input, text);
}

/** The first approved merchant's risk settings opened for editing: the dialog and its reserve (%) input. */
async function editRisk(user: User, edit: RegExp, label: string) {
  const target = db.merchantRisk[0];
  renderApp(`/orgMag/risk?cust_id=${target.cust_id}`);
  await screen.findByText(target.cust_id, {}, FIRST);
  await user.click(button(rowOf(target.cust_id), edit));
  const dialog = await dialogWith(label);
  return { target, dialog, percent: within(dialog).getByLabelText(label) };
}

describe('a value out of its range says the range, in the operator’s language, before sending', () => {
  it(
    'zh-CN: 150 % and −1 % in a percent input read "between 0 and 100", and nothing is sent',
    async () => {
      await signIn('admin@payops.test');
      const user = userEvent.setup();
      const { target, dialog, percent } = await editRisk(user, /编\s*辑/, '保证金比例(%)');
      const before = { ...target };
      for (const wrong of ['150', '-1']) {
        await fill(user, percent, wrong);
        await user.click(button(dialog, /保\s*存/));
        expect(await within(dialog).findByText('请输入 0 到 100 之间的值')).toBeInTheDocument();
      }
      expect(within(dialog).queryByText('保证金比例(%)格式不正确')).toBeNull();
      expect(db.merchantRisk[0]).toEqual(before);
    },
    SLOW,
  );

  it(
    'en-US: the same in English',
    async () => {
      localStorage.setItem(STORAGE_KEYS.locale, 'en-US');
      await signIn('admin@payops.test');
      const user = userEvent.setup();
      const { target, dialog, percent } = await editRisk(user, /Edit/, 'Reserve (%)');
      const before = { ...target };
      for (const wrong of ['150', '-1']) {
        await fill(user, percent, wrong);
        await user.click(button(dialog, /Save/));
        expect(await within(dialog).findByText('Enter a value between 0 and 100')).toBeInTheDocument();
      }
      expect(db.merchantRisk[0]).toEqual(before);
    },
    SLOW,
  );

  it(
    'a one-sided bound: a negative fixed fee reads "at least 0.00" in the row’s currency',
    async () => {
      await signIn('admin@payops.test');
      const fee = db.feeConf.find((f) => f.currency === 'USD' && f.status === 1)!;
      const user = userEvent.setup();
      renderApp(`/txnManager/conf?fee_id=${fee.fee_id}`);
      await screen.findByText(fee.channel_code, {}, FIRST);
      await user.click(button(rowOf(fee.channel_code), /编\s*辑/));
      const dialog = await dialogWith('固定费用');
      await fill(user, within(dialog).getByLabelText('固定费用'), '-1');
      await user.click(button(dialog, /保\s*存/));
      expect(await within(dialog).findByText('请输入不小于 0.00 USD 的值')).toBeInTheDocument();
      expect(within(dialog).queryByText('固定费用格式不正确')).toBeNull();
    },
    SLOW,
  );
});

describe('the server refuses a value out of its range', () => {
  it(
    'with 100400 "Value out of range: <field>", said at that input as the range, the form kept filled',
    async () => {
      await signIn('admin@payops.test');
      const target = db.merchantRisk[0];
      const before = { ...target };
      const path = `/v1/admin/merchant-risk/${target.cust_id}/edit`;
      const values = {
        risk_level: target.risk_level,
        reserve_percent: '150',
        reserve_days: target.reserve_days,
        single_limit: target.single_limit,
        daily_limit: target.daily_limit,
      };
      // The fake backend's own refusal, as the contract states it.
      const refused = await api(path, { method: 'POST', body: JSON.stringify(values) });
      expect(refused).toMatchObject({
        code: 100400,
        success: false,
        errorMessage: 'Value out of range: reserve_percent',
      });
      expect(
        await api(path, { method: 'POST', body: JSON.stringify({ ...values, reserve_percent: 'x' }) }),
      ).toMatchObject({ code: 100400, errorMessage: 'Invalid input: reserve_percent' });
      expect(db.merchantRisk[0]).toEqual(before);

      // A server whose bound is narrower than the console's: the console sends 20 and is refused so.
      const { server } = await import('../../mocks/node');
      const { http, HttpResponse } = await import('msw');
      server.use(http.post(`*${path}`, () => HttpResponse.json(refused)));
      const user = userEvent.setup();
      const { dialog, percent } = await editRisk(user, /编\s*辑/, '保证金比例(%)');
      await fill(user, percent, '20');
      await user.click(button(dialog, /保\s*存/));
      const item = percent.closest('.ant-form-item') as HTMLElement;
      await waitFor(() => expect(within(item).getByText('请输入 0 到 100 之间的值')).toBeInTheDocument());
      expect(within(item).queryByText('保证金比例(%)格式不正确')).toBeNull();
      // Still open (a closing dialog would be leaving), with what was typed.
      expect(dialog).not.toHaveClass('ant-zoom-leave');
      expect(percent).toHaveValue('20');
      expect((within(dialog).getByLabelText('保证金天数') as HTMLInputElement).value).toBe(String(target.reserve_days));
      expect(db.merchantRisk[0]).toEqual(before);
    },
    SLOW,
  );
});
