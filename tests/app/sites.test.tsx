import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { db } from '../../mocks/db';
import { api, choose, renderApp, rowAction, shownPage, signIn } from '../helpers/app';

/** The first render of a file is slow on a loaded machine. */
const FIRST = { timeout: 40_000 };
const SLOW = 90_000;

/** A merchant in normal status with several sites, shops and API keys. */
const merchant = () =>
  db.merchant.find(
    (m) =>
      m.status === 1 &&
      db.site.filter((s) => s.cust_id === m.cust_id && s.status === 1).length >= 2 &&
      db.shop.some((s) => s.cust_id === m.cust_id) &&
      db.apiKey.some((k) => k.cust_id === m.cust_id),
  )!;
const sitesOf = async (custId: string) => (await api(`/v1/admin/sites?cust_id=${custId}&pageSize=100`)).result;
const rowOf = (text: string) => screen.getAllByText(text)[0].closest('tr') as HTMLElement;
/**
 * Dialogs still open: jsdom never ends antd's closing animation, so closed ones linger as "leave" (and the closed
 * drawer of a page kept open in another tab stays too).
 */
const isOpen = (d: HTMLElement) => !/-leave/.test(d.className) && !d.closest('.ant-drawer:not(.ant-drawer-open)');
const openDialog = async () => {
  await waitFor(() => expect(screen.queryAllByRole('dialog').filter(isOpen)).toHaveLength(1));
  return screen.getAllByRole('dialog').find(isOpen) as HTMLElement;
};

describe('merchant links: sites (/OrgMag/siteMag/:cust_id)', () => {
  it(
    "the registration list links to a merchant's sites: only its sites, and a new site is its own",
    async () => {
      await signIn('admin@payops.test');
      const m = merchant();
      const { list, total } = await sitesOf(m.cust_id);
      const user = userEvent.setup();
      const view = renderApp(`/orgMag/regRev?cust_id=${m.cust_id}`);
      await screen.findByText(m.name, {}, FIRST);

      // The detail lists the merchant's shops and API keys.
      await user.click(within(rowOf(m.cust_id)).getAllByText(m.cust_id)[0]);
      const drawer = (await screen.findByText('商户资料')).closest('.ant-drawer') as HTMLElement;
      const key = db.apiKey.find((k) => k.cust_id === m.cust_id)!;
      expect(await within(drawer).findByText(key.key_id)).toBeInTheDocument();
      expect(within(drawer).getByText('API 管理')).toBeInTheDocument();
      expect(within(drawer).getByText('店铺')).toBeInTheDocument();
      await user.keyboard('{Escape}');

      await rowAction(user, rowOf(m.cust_id), '网站');
      await waitFor(() => expect(view.location().pathname).toBe(`/OrgMag/siteMag/${m.cust_id}`));
      expect(await screen.findByText(`商户网站 ${m.cust_id}`)).toBeInTheDocument();
      await screen.findByText(list[0].site_id);
      const rows = within(shownPage())
        .getAllByRole('row')
        .filter((r) => r.querySelector('td'));
      expect(rows).toHaveLength(total);
      for (const s of list) expect(within(shownPage()).getByText(s.site_id)).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: /新\s*建/ }));
      const dialog = await openDialog();
      expect(within(dialog).getByLabelText('商户号')).toHaveValue(m.cust_id);
      expect(within(dialog).getByLabelText('商户号')).toBeDisabled();
      await user.type(within(dialog).getByLabelText('网站名称'), 'Spring campaign');
      await user.type(within(dialog).getByLabelText('网站地址'), 'http://spring.example.com');
      // The option in the open dropdown (a table cell may carry the same title, and be there before the options are).
      await choose(user, dialog, '建站平台', 'Magento');
      await user.click(within(dialog).getByRole('button', { name: /创\s*建/ }));
      expect(await within(dialog).findByText('网站地址格式不正确')).toBeInTheDocument();
      await user.clear(within(dialog).getByLabelText('网站地址'));
      await user.type(within(dialog).getByLabelText('网站地址'), 'https://spring.example.com');
      await user.click(within(dialog).getByRole('button', { name: /创\s*建/ }));
      expect(await screen.findByRole('link', { name: 'https://spring.example.com' })).toBeInTheDocument();
      const after = await sitesOf(m.cust_id);
      expect(after.total).toBe(total + 1);
      expect(after.list.find((s: { site_url: string }) => s.site_url === 'https://spring.example.com')).toMatchObject({
        cust_id: m.cust_id,
        name: 'Spring campaign',
        platform: 'Magento',
        status: 1,
      });
    },
    SLOW,
  );

  it(
    'disable asks a reason; a row changed behind the page is refused; without the codes no button',
    async () => {
      await signIn('admin@payops.test');
      const m = merchant();
      const enabled = (await sitesOf(m.cust_id)).list.filter((s: { status: number }) => s.status === 1);
      const user = userEvent.setup();
      const view = renderApp(`/OrgMag/siteMag/${m.cust_id}?status=1`);
      await screen.findByText(enabled[0].site_id, {}, FIRST);
      await user.click(within(rowOf(enabled[0].site_id)).getByRole('button', { name: /停\s*用/ }));
      let dialog = await openDialog();
      await user.type(within(dialog).getByLabelText('原因'), 'Domain expired');
      await user.click(within(dialog).getByRole('button', { name: /停\s*用/ }));
      await waitFor(() => expect(screen.queryByText(enabled[0].site_id)).toBeNull());
      expect((await api(`/v1/admin/sites/${enabled[0].site_id}`)).result.status).toBe(2);

      // A merchant's site disabled elsewhere meanwhile: the server says no, the console shows it.
      const other = db.site.find((s) => s.cust_id === m.cust_id && s.status === 1)!;
      await screen.findByText(other.site_id);
      await api(`/v1/admin/sites/${other.site_id}/disable`, { method: 'POST', body: '{"reason":"elsewhere"}' });
      await user.click(within(rowOf(other.site_id)).getByRole('button', { name: /停\s*用/ }));
      dialog = await openDialog();
      await user.type(within(dialog).getByLabelText('原因'), 'Twice');
      await user.click(within(dialog).getByRole('button', { name: /停\s*用/ }));
      expect(await screen.findByText('当前状态不允许此操作')).toBeInTheDocument();
      view.unmount();

      await signIn('admin@payops.test', { tree: [{ url: '/Home' }, { url: '/OrgMag/siteMag/:cust_id' }] });
      renderApp(`/OrgMag/siteMag/${m.cust_id}`);
      await screen.findByText(enabled[0].site_id, {}, FIRST);
      expect(screen.queryByRole('button', { name: /新\s*建|停\s*用|启\s*用|编\s*辑/ })).toBeNull();
    },
    SLOW,
  );

  it(
    "a user without a hidden page's permission: no link to it, and its URL typed gives 403",
    async () => {
      await signIn('admin@payops.test', {
        tree: [{ url: '/Home' }, { url: '/orgMag/regRev' }, { url: '/OrgMag/orderParamsMag/:cust_id' }],
      });
      const m = merchant();
      const view = renderApp(`/orgMag/regRev?cust_id=${m.cust_id}`);
      await screen.findByText(m.name, {}, FIRST);
      expect(within(rowOf(m.cust_id)).getByRole('link', { name: '订单参数' })).toHaveAttribute(
        'href',
        `/OrgMag/orderParamsMag/${m.cust_id}`,
      );
      expect(within(rowOf(m.cust_id)).queryByRole('link', { name: '网站' })).toBeNull();
      view.unmount();

      renderApp(`/OrgMag/siteMag/${m.cust_id}`);
      expect(await screen.findByText('抱歉，你无权访问该页面。', {}, FIRST)).toBeInTheDocument();
    },
    SLOW,
  );
});

describe('order parameters (/OrgMag/orderParamsMag/:cust_id)', () => {
  it(
    'shows the record in sections; edit refuses http:// and unknown currency codes in the form, the server by hand',
    async () => {
      await signIn('admin@payops.test');
      const m = merchant();
      const params = db.orderParams.find((p) => p.cust_id === m.cust_id)!;
      const user = userEvent.setup();
      const view = renderApp(`/orgMag/regRev?cust_id=${m.cust_id}`);
      await screen.findByText(m.name, {}, FIRST);
      await rowAction(user, rowOf(m.cust_id), '订单参数');
      await waitFor(() => expect(view.location().pathname).toBe(`/OrgMag/orderParamsMag/${m.cust_id}`));
      expect(await screen.findByText(`订单参数 ${m.cust_id}`)).toBeInTheDocument();
      for (const section of ['回调地址', '币种', '支付设置', '商户与修改记录'])
        expect(await screen.findByText(section)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: params.notify_url })).toBeInTheDocument();
      expect(screen.getByText(params.currencies.join(', '))).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: /编\s*辑/ }));
      const dialog = await openDialog();
      const notify = within(dialog).getByLabelText('异步通知地址');
      expect(notify).toHaveValue(params.notify_url);
      await user.clear(notify);
      await user.type(notify, 'http://api.example.com/notify');
      // Only ISO 4217 codes are offered: a made-up code finds nothing and is not added.
      const currencies = within(dialog).getByLabelText('支持币种');
      await user.type(currencies, 'XYZ');
      expect((await screen.findAllByText('暂无数据')).length).toBeGreaterThan(0);
      await user.keyboard('{Enter}{Escape}');
      expect(within(dialog).queryByTitle('XYZ')).toBeNull();
      await user.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
      expect(await within(dialog).findByText('异步通知地址格式不正确')).toBeInTheDocument();
      expect(db.orderParams.find((p) => p.cust_id === m.cust_id)!.notify_url).toBe(params.notify_url);

      await user.clear(notify);
      await user.type(notify, 'https://hooks.example.com/payops');
      const expiry = within(dialog).getByLabelText('订单有效期（分钟）');
      await user.clear(expiry);
      await user.type(expiry, '90');
      await user.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
      expect(await screen.findByRole('link', { name: 'https://hooks.example.com/payops' })).toBeInTheDocument();
      expect((await api(`/v1/admin/order-params/${m.cust_id}`)).result).toMatchObject({
        notify_url: 'https://hooks.example.com/payops',
        order_expiry_minutes: 90,
        currencies: params.currencies,
        updated_by: 'admin@payops.test',
      });

      const byHand = (change: Record<string, unknown>) =>
        api(`/v1/admin/order-params/${m.cust_id}/edit`, {
          method: 'POST',
          body: JSON.stringify({ ...params, ...change }),
        });
      expect(await byHand({ return_url: 'http://www.example.com/back' })).toMatchObject({
        code: 100400,
        message: 'Invalid input: return_url',
      });
      expect(await byHand({ currencies: ['USD', 'XYZ'] })).toMatchObject({
        code: 100400,
        message: 'Invalid input: currencies',
      });
    },
    SLOW,
  );
});
