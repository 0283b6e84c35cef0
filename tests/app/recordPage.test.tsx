import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { db } from '../../mocks/db';
import { dualControlOff, refundableOrder } from '../mocks/helpers';
import { button, dataRows, dialogWith, FIRST, renderApp, rowOf, shownPage, signIn } from '../helpers/app';

const SLOW = 90_000;

/** The record page's header: its facts and its actions. */
const facts = () => waitFor(() => within(shownPage()).getByTestId('record-facts'), FIRST);

describe('record pages', () => {
  it(
    'an order opened by its address: kind and key, amount with currency and status in the header, its actions there; an action run from it',
    async () => {
      dualControlOff('refund');
      await signIn('admin@payops.test');
      const o = refundableOrder();
      const user = userEvent.setup();
      renderApp(`/order/orderMag/${o.order_no}`);
      const header = await facts();
      expect(within(header).getByText(`${o.amount} USD`, { exact: false })).toBeInTheDocument();
      expect(within(header).getByText('成功')).toBeInTheDocument();
      expect(within(header).getByText(o.merchant_name)).toBeInTheDocument();
      const page = shownPage();
      expect(
        within(page).getByText(o.order_no, { selector: '.ant-page-header-heading-title span' }),
      ).toBeInTheDocument();
      // Back to the list (none was opened before: the bare list).
      expect(within(page).getByRole('link', { name: /返回订单/ })).toHaveAttribute('href', '/order/orderMag');

      // Freeze, from the record's header; the header reads the record again.
      const actions = await within(page).findByTestId('record-actions');
      await user.click(within(actions).getByRole('button', { name: '冻结资金' }));
      const ask = await dialogWith('原因');
      await user.type(within(ask).getByLabelText('原因'), 'Suspicious chargeback pattern');
      await user.click(button(ask, /冻结资金|确\s*定/));
      await waitFor(() => expect(db.order.find((x) => x.order_no === o.order_no)!.freeze_status).toBe(0));
      // Read again: a frozen order offers unfreezing, not freezing.
      await waitFor(() =>
        expect(
          within(within(page).getByTestId('record-actions')).getByRole('button', { name: '解冻资金' }),
        ).toBeVisible(),
      );
      expect(within(within(page).getByTestId('record-actions')).queryByRole('button', { name: '冻结资金' })).toBeNull();
      // Its timeline, beside it, has the freeze with its reason.
      const timeline = within(page).getByRole('region', { name: '时间线' });
      expect(await within(timeline).findByText('Suspicious chargeback pattern', {}, FIRST)).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'a dispute links its order and merchant to their record pages; the order page lists the dispute as a link back',
    async () => {
      await signIn('admin@payops.test');
      const d = db.dispute[0];
      const user = userEvent.setup();
      renderApp(`/order/dispute/${d.case_id}`);
      await facts();
      const page = shownPage();
      const orderLink = (await within(page).findAllByRole('link', { name: d.order_no }, FIRST))[0];
      expect(orderLink).toHaveAttribute('href', `/order/orderMag/${d.order_no}`);
      expect(within(page).getAllByRole('link', { name: d.cust_id })[0]).toHaveAttribute(
        'href',
        `/orgMag/regRev/${d.cust_id}`,
      );
      await user.click(orderLink);
      await waitFor(() => expect(shownPage().textContent).toContain(d.order_no));
      const back = await within(shownPage()).findAllByRole('link', { name: d.case_id }, FIRST);
      expect(back[0]).toHaveAttribute('href', `/order/dispute/${d.case_id}`);
    },
    SLOW,
  );

  it(
    'from the list: the key is a link to the record page; a quick look offers the full page, which steps through the list and goes back to it as filtered',
    async () => {
      await signIn('admin@payops.test');
      const user = userEvent.setup();
      renderApp('/orgMag/regRev?status=0');
      const pending = new Set(db.merchant.filter((m) => m.status === 0).map((m) => m.cust_id));
      // The keys the list shows, in its order.
      const shown = await waitFor(() => {
        const keys = dataRows().map((r) => within(r).getAllByRole('link')[0].textContent ?? '');
        expect(keys.length).toBeGreaterThan(2);
        return keys;
      }, FIRST);
      expect(shown.every((id) => pending.has(id))).toBe(true);
      const second = shown[1];
      const link = within(rowOf(second)).getByRole('link', { name: second });
      expect(link).toHaveAttribute('href', `/orgMag/regRev/${second}`);
      await user.click(link);
      const drawer = await dialogWith(second);
      // The quick look has the record's actions too.
      expect(within(drawer).getByRole('button', { name: /通\s*过/ })).toBeInTheDocument();
      await user.click(within(drawer).getByRole('link', { name: /打开完整页面/ }));
      await facts();
      const page = shownPage();
      // Back to the list as it was: its filter and page.
      const back = new URL(within(page).getByRole('link', { name: /返回/ }).getAttribute('href')!, 'http://localhost');
      expect(back.pathname).toBe('/orgMag/regRev');
      expect(back.searchParams.get('status')).toBe('0');
      await user.click(within(page).getByRole('button', { name: /下一条/ }));
      await waitFor(() =>
        expect(
          within(shownPage()).getByText(shown[2], { selector: '.ant-page-header-heading-title span' }),
        ).toBeInTheDocument(),
      );
      await user.click(within(shownPage()).getByRole('button', { name: /上一条/ }));
      await waitFor(() =>
        expect(
          within(shownPage()).getByText(second, { selector: '.ant-page-header-heading-title span' }),
        ).toBeInTheDocument(),
      );
    },
    SLOW,
  );

  it(
    'an operator who may not open the list may not open its records',
    async () => {
      await signIn('risk@payops.test');
      renderApp(`/order/orderMag/${db.order[0].order_no}`);
      expect(await screen.findByText(/抱歉，你无权访问该页面/, {}, FIRST)).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'a record the server does not know says so in place, with Retry',
    async () => {
      await signIn('admin@payops.test');
      renderApp('/order/orderMag/NO-SUCH-ORDER');
      const failed = await within(shownPage()).findByTestId('load-error', {}, FIRST);
      expect(within(failed).getByText('详情加载失败')).toBeInTheDocument();
      expect(within(failed).getByRole('button', { name: /重\s*试/ })).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    "a merchant's page is its overview: registration and KYB, the last 30 days, and its KYB file, balances, orders, payouts, shops and keys",
    async () => {
      await signIn('admin@payops.test');
      const m = db.merchant.find(
        (x) =>
          db.kyb.some((k) => k.cust_id === x.cust_id) &&
          db.balance.some((b) => b.cust_id === x.cust_id) &&
          db.order.some((o) => o.cust_id === x.cust_id),
      )!;
      renderApp(`/orgMag/regRev/${m.cust_id}`);
      const header = await facts();
      expect(within(header).getByText(m.name)).toBeInTheDocument();
      expect(within(header).getByText('KYB 状态')).toBeInTheDocument();
      const page = shownPage();
      expect(within(page).getByText('商户', { selector: '.ant-page-header-heading-title *' })).toBeInTheDocument();
      expect(within(page).getByText('近 30 天交易')).toBeInTheDocument();
      for (const title of ['KYB 审核', '余额', '订单', '付款', '店铺', 'API 管理'])
        expect(await within(page).findByRole('heading', { name: title }, FIRST)).toBeInTheDocument();
      // Its orders, each a link to its own page.
      const order = db.order.find((o) => o.cust_id === m.cust_id)!;
      await waitFor(() => expect(within(page).getAllByRole('link', { name: /^P/ }).length).toBeGreaterThan(0), FIRST);
      expect(order).toBeDefined();
    },
    SLOW,
  );

  it(
    'registration and KYB agree: a merchant whose registration failed has no KYB approval, one whose KYB was rejected no registration approval',
    async () => {
      await signIn('admin@payops.test');
      const k = db.kyb.find((x) => x.status === 0)!;
      db.merchant.find((x) => x.cust_id === k.cust_id)!.status = 2;
      const view = renderApp(`/orgMag/kyb/${k.kyb_id}`);
      await facts();
      expect(within(shownPage()).queryByRole('button', { name: /通\s*过/ })).toBeNull();
      expect(within(shownPage()).getByRole('button', { name: /拒\s*绝|驳\s*回/ })).toBeInTheDocument();
      view.unmount();

      const pending = db.merchant.find((x) => x.status === 0 && db.kyb.some((y) => y.cust_id === x.cust_id))!;
      for (const file of db.kyb.filter((y) => y.cust_id === pending.cust_id)) file.status = 2;
      renderApp(`/orgMag/regRev/${pending.cust_id}`);
      await facts();
      expect(within(shownPage()).queryByRole('button', { name: /通\s*过/ })).toBeNull();
      expect(within(shownPage()).getByRole('button', { name: /拒\s*绝/ })).toBeInTheDocument();
    },
    SLOW,
  );
});
