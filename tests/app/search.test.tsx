import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { db } from '../../mocks/db';
import { FIRST, renderApp, shownPage, signIn } from '../helpers/app';

const SLOW = 90_000;
/** A list page both demo operators may open (the dashboard draws charts on a canvas jsdom does not have). */
const START = '/risk/blacklist';

/** The search dialog, unless closing (a closing dialog stays in jsdom, where no animation ends). */
const openDialog = () =>
  screen
    .queryAllByRole('dialog', { name: '全局搜索' })
    // In tests every dialog is labelled by the same id: the search is the modal (the record's drawer is another).
    .find((d) => d.classList.contains('ant-modal') && !d.classList.contains('ant-zoom-leave'));
const searchDialog = () => {
  const found = openDialog();
  if (!found) throw new Error('the search dialog is not open');
  return found;
};
const searchInput = () =>
  within(searchDialog()).getByRole('combobox', { name: '搜索订单号、商户号或名称、邮箱、卡号后四位' });
const isClosed = () => !openDialog();

describe('global search (header)', () => {
  beforeAll(() => import('@/pages/Resource'), 60_000);

  it(
    'Ctrl K opens it anywhere; an order no. shows its order; Enter opens the order list on it; Esc closes',
    async () => {
      await signIn('admin@payops.test');
      const user = userEvent.setup();
      const app = renderApp(START);
      const trigger = await screen.findByRole('button', { name: /搜索\s*Ctrl K/ }, FIRST);
      expect(trigger).toHaveAttribute('aria-keyshortcuts', 'Control+K');

      // Esc closes; the shortcut opens again, with the cursor in the field, even from a text field of the page.
      await user.click(trigger);
      await waitFor(() => expect(searchInput()).toHaveFocus());
      await user.keyboard('{Escape}');
      await waitFor(() => expect(isClosed()).toBe(true));
      const filter = screen.getAllByRole('textbox').find((x) => !x.closest('[role="dialog"]'))!;
      await user.click(filter);
      expect(filter).toHaveFocus();
      await user.keyboard('{Control>}k{/Control}');
      await waitFor(() => expect(searchInput()).toHaveFocus());

      // One character is not searched.
      await user.type(searchInput(), 'P');
      expect(within(searchDialog()).getByText('请输入至少 2 个字符（卡号后四位输入 4 位数字）')).toBeInTheDocument();
      await user.clear(searchInput());

      const o = db.order[12];
      await user.type(searchInput(), o.order_no.toLowerCase());
      const listbox = within(searchDialog()).getByRole('listbox', { name: '搜索结果' });
      const option = await within(listbox).findByRole('option', { name: new RegExp(o.order_no) });
      expect(within(listbox).getByRole('group', { name: '订单' })).toContainElement(option);
      expect(option).toHaveTextContent(o.merchant_name);
      expect(option).toHaveAttribute('aria-selected', 'true');
      expect(searchInput()).toHaveAttribute('aria-activedescendant', option.id);

      await user.keyboard('{Enter}');
      // The order's own page.
      await waitFor(() => expect(app.location().pathname).toBe(`/order/orderMag/${o.order_no}`));
      await waitFor(() => expect(isClosed()).toBe(true));
      const facts = await waitFor(() => within(shownPage()).getByTestId('record-facts'), FIRST);
      expect(within(facts).getByText(o.merchant_name)).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'arrows choose among the hits, a click opens one; nothing found says so; values show as text',
    async () => {
      await signIn('admin@payops.test');
      const m = db.merchant[30];
      m.name = '<img src=x onerror=alert(1)> Quokka Pets';
      const user = userEvent.setup();
      const app = renderApp(START);
      await screen.findByRole('button', { name: /搜索/ }, FIRST);
      await user.keyboard('{Control>}k{/Control}');
      await waitFor(() => expect(searchInput()).toHaveFocus());

      await user.type(searchInput(), 'zz-no-such-record');
      expect(await within(searchDialog()).findByText('没有找到匹配的记录')).toBeInTheDocument();
      expect(within(searchDialog()).queryAllByRole('option')).toHaveLength(0);

      await user.clear(searchInput());
      await user.type(searchInput(), 'PO300010');
      await within(searchDialog()).findByRole('option', { name: /PO3000100/ });
      const options = within(searchDialog()).getAllByRole('option');
      expect(options.map((x) => x.textContent?.slice(0, 9))).toEqual([
        'PO3000100',
        'PO3000101',
        'PO3000102',
        'PO3000103',
        'PO3000104',
      ]);
      // Ten found, five answered, and no one list holds them all.
      expect(within(searchDialog()).getByText('还有 5 条未显示，请输入更完整的内容')).toBeInTheDocument();
      await user.keyboard('{ArrowDown}{ArrowDown}');
      expect(options[2]).toHaveAttribute('aria-selected', 'true');
      expect(searchInput()).toHaveAttribute('aria-activedescendant', options[2].id);
      await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
      expect(options[4]).toHaveAttribute('aria-selected', 'true');

      await user.clear(searchInput());
      await user.type(searchInput(), 'quokka');
      const hit = await within(searchDialog()).findByRole('option', { name: /Quokka Pets/ });
      expect(within(hit).getByText(m.name)).toBeInTheDocument();
      expect(document.querySelector('img[src="x"]')).toBeNull();
      await user.click(hit);
      await waitFor(() => expect(app.location().pathname).toBe(`/orgMag/regRev/${m.cust_id}`));
    },
    SLOW,
  );

  it(
    "a payout's id (PY…, its own prefix) finds the payout, in its own group and never among the orders; Enter opens its record",
    async () => {
      await signIn('admin@payops.test');
      const p = db.payout[3];
      const user = userEvent.setup();
      const app = renderApp(START);
      await screen.findByRole('button', { name: /搜索/ }, FIRST);
      await user.keyboard('{Control>}k{/Control}');
      await waitFor(() => expect(searchInput()).toHaveFocus());
      await user.type(searchInput(), p.payout_id);
      const listbox = within(searchDialog()).getByRole('listbox', { name: '搜索结果' });
      const hit = await within(listbox).findByRole('option', { name: new RegExp(p.payout_id) });
      expect(within(listbox).getByRole('group', { name: '付款' })).toContainElement(hit);
      expect(within(listbox).queryByRole('group', { name: '订单' })).toBeNull();
      await user.keyboard('{Enter}');
      await waitFor(() => expect(app.location().pathname).toBe(`/txnFlow/payment/${p.payout_id}`));
      await waitFor(() => within(shownPage()).getByTestId('record-facts'), FIRST);
      const heading = shownPage().querySelector('.ant-page-header-heading-title')?.textContent;
      expect(heading).toContain('付款');
      expect(heading).toContain(p.payout_id);
    },
    SLOW,
  );

  it(
    'a restricted operator finds nothing of the pages it may not open',
    async () => {
      await signIn('risk@payops.test');
      const c = db.complaint[3];
      const user = userEvent.setup();
      renderApp(START);
      await screen.findByRole('button', { name: /搜索/ }, FIRST);
      await user.keyboard('{Control>}k{/Control}');
      await waitFor(() => expect(searchInput()).toHaveFocus());
      await user.type(searchInput(), db.order[12].order_no);
      expect(await within(searchDialog()).findByText('没有找到匹配的记录')).toBeInTheDocument();
      await user.clear(searchInput());
      await user.type(searchInput(), c.complaint_id);
      const hit = await within(searchDialog()).findByRole('option', { name: new RegExp(c.complaint_id) });
      expect(within(searchDialog()).getByRole('group', { name: '买家投诉' })).toContainElement(hit);
    },
    SLOW,
  );
});
