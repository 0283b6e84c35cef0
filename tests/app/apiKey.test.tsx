import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { db } from '../../mocks/db';
import { api, choose, renderApp, rowAction, signIn } from '../helpers/app';

const PAGE = '/orgMag/apiMag';
const keys = async (query: string) => (await api(`/v1/admin/api-keys?${query}`)).result;
const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;
/** The first rows of a freshly rendered console: the first render of a file is slow on a loaded machine. */
/** A row's action buttons: every button but the key's copy button. */
const actionButtons = (row: HTMLElement) =>
  within(row)
    .queryAllByRole('button')
    .filter((b) => b.getAttribute('aria-label') !== '复制');
const FIRST = { timeout: 40_000 };
const SLOW = 90_000;

/** Dialogs still open: jsdom never ends antd's closing animation, so closed ones linger as "leave". */
const openDialogs = () => screen.queryAllByRole('dialog').filter((d) => !d.classList.contains('ant-zoom-leave'));

/** Once-only dialogs still open (jsdom never ends antd's closing animation, so a closed one lingers as "leave"). */
const openReveals = () =>
  [...document.querySelectorAll('.ant-modal-confirm-info')].filter((m) => !m.classList.contains('ant-zoom-leave'));

/** The once-only dialog: its secret, then closed. */
async function takeSecret(user: ReturnType<typeof userEvent.setup>): Promise<string> {
  await waitFor(() => expect(openReveals()).toHaveLength(1));
  const dialog = openReveals()[0] as HTMLElement;
  expect(within(dialog).getAllByText('请立即保存')[0]).toBeInTheDocument();
  expect(within(dialog).getByText('此值只显示这一次，关闭后无法再次查看。')).toBeInTheDocument();
  const secret = within(dialog).getByText(/^sk_live_/).textContent as string;
  await user.click(within(dialog).getByRole('button', { name: '知道了' }));
  await waitFor(() => expect(openReveals()).toHaveLength(0));
  return secret;
}

/** What the page shows besides those dialogs: the table and any drawer. */
const pageText = () =>
  [...document.querySelectorAll('.ant-pro-table, .ant-drawer')].map((e) => e.textContent).join('\n');

describe('API management (/orgMag/apiMag)', () => {
  it(
    'create checks the IP allow-list before sending, shows the secret once, and never again in the page',
    async () => {
      await signIn('admin@payops.test');
      // The merchant picker offers the newest merchants first; the newest in normal status.
      const offered = (await api('/v1/admin/merchants?pageSize=100')).result.list as {
        cust_id: string;
        name: string;
        status: number;
      }[];
      const merchant = offered.slice(0, 5).find((m) => m.status === 1)!;
      const user = userEvent.setup();
      renderApp(`${PAGE}?cust_id=${merchant.cust_id}`);
      await screen.findAllByText(merchant.name, {}, FIRST);
      const before = (await keys(`cust_id=${merchant.cust_id}`)).total;

      await user.click(screen.getByRole('button', { name: /新\s*建/ }));
      const dialog = await screen.findByRole('dialog');
      // The option in the open dropdown (the list's own cell has the name as its title too, and is there first).
      await choose(user, dialog, '商户号', merchant.name);
      await user.type(within(dialog).getByLabelText('备注名称'), 'Checkout v2');
      const ips = within(dialog).getByLabelText('IP 白名单');
      // A space or a comma ends an entry.
      await user.type(ips, '203.0.113.10 10.0.0.256,');
      await user.click(within(dialog).getByRole('button', { name: /创\s*建/ }));
      expect(await within(dialog).findByText('IP 白名单格式不正确')).toBeInTheDocument();
      expect((await keys(`cust_id=${merchant.cust_id}`)).total).toBe(before);

      const bad = within(dialog).getByTitle('10.0.0.256');
      await user.click(bad.querySelector('.ant-select-selection-item-remove') as HTMLElement);
      await user.type(ips, '2001:db8::/32 ');
      await waitFor(() => expect(within(dialog).queryByText('IP 白名单格式不正确')).toBeNull());
      await user.click(within(dialog).getByRole('button', { name: /创\s*建/ }));
      const secret = await takeSecret(user);
      expect(secret).toMatch(/^sk_live_[0-9A-Za-z]{40}$/);

      const made = (await keys(`cust_id=${merchant.cust_id}&label=Checkout v2`)).list[0];
      expect(made.ip_allowlist).toEqual(['203.0.113.10', '2001:db8::/32']);
      expect(made.secret_last4).toBe(secret.slice(-4));
      const row = rowOf(made.key_id);
      await user.click(within(row).getByText(made.key_id));
      const drawer = (await screen.findByText('访问控制')).closest('.ant-drawer') as HTMLElement;
      expect(within(drawer).getByText('203.0.113.10, 2001:db8::/32')).toBeInTheDocument();
      expect(within(drawer).getByText(secret.slice(-4))).toBeInTheDocument();
      expect(pageText()).not.toContain(secret);
      expect(JSON.stringify(db.oplog)).not.toContain(secret);
    },
    SLOW,
  );

  it(
    'rotate asks first and shows the new secret once; a revoked key is refused with the server message',
    async () => {
      await signIn('admin@payops.test');
      const [first, second] = (await keys('status=1&pageSize=2')).list;
      const user = userEvent.setup();
      renderApp(`${PAGE}?status=1`);
      await screen.findByText(first.key_id, {}, FIRST);

      await user.click(within(rowOf(first.key_id)).getByRole('button', { name: '轮换密钥' }));
      const confirm = await screen.findByRole('dialog', { name: '确定要轮换密钥吗？' });
      await user.click(within(confirm).getByRole('button', { name: '轮换密钥' }));
      const secret = await takeSecret(user);
      expect((await api(`/v1/admin/api-keys/${first.key_id}`)).result.secret_last4).toBe(secret.slice(-4));
      expect(pageText()).not.toContain(secret);

      // Revoked behind the page: the row still offers rotate, the server says no.
      await api(`/v1/admin/api-keys/${second.key_id}/revoke`, { method: 'POST', body: '{"reason":"Leaked"}' });
      await user.click(within(rowOf(second.key_id)).getByRole('button', { name: '轮换密钥' }));
      await waitFor(() => expect(openDialogs()).toHaveLength(1));
      await user.click(within(openDialogs()[0]).getByRole('button', { name: '轮换密钥' }));
      expect(await screen.findByText('当前状态不允许此操作')).toBeInTheDocument();
      expect(openReveals()).toHaveLength(0);
    },
    SLOW,
  );

  it(
    'revoke needs a reason; the filter narrows to active keys; without the codes no button',
    async () => {
      const { list } = await (async () => {
        await signIn('admin@payops.test');
        return keys('status=1&pageSize=1');
      })();
      const user = userEvent.setup();
      const view = renderApp(`${PAGE}?key_id=${list[0].key_id}`);
      await screen.findByText(list[0].key_id, {}, FIRST);
      await rowAction(user, rowOf(list[0].key_id), /吊\s*销/);
      const dialog = await screen.findByRole('dialog');
      await user.click(within(dialog).getByRole('button', { name: /吊\s*销/ }));
      expect(await within(dialog).findByText('请填写原因')).toBeInTheDocument();
      await user.type(within(dialog).getByLabelText('原因'), 'Merchant request');
      await user.click(within(dialog).getByRole('button', { name: /吊\s*销/ }));
      await waitFor(() => expect(within(rowOf(list[0].key_id)).getByText('已吊销')).toBeInTheDocument());
      expect(actionButtons(rowOf(list[0].key_id))).toEqual([]);
      view.unmount();

      await signIn('admin@payops.test', { tree: [{ url: '/Home' }, { url: PAGE }] });
      const active = await keys('status=1');
      renderApp(`${PAGE}?status=1`);
      await screen.findByText(active.list[0].key_id, {}, FIRST);
      const rows = screen.getAllByRole('row').filter((r) => r.querySelector('td'));
      expect(rows).toHaveLength(10);
      expect(screen.getByText(new RegExp(`总共 ${active.total} 条`))).toBeInTheDocument();
      for (const r of rows) {
        expect(within(r).getByText('有效')).toBeInTheDocument();
        expect(actionButtons(r)).toEqual([]);
      }
      expect(screen.queryByRole('button', { name: /新\s*建/ })).toBeNull();
      expect(screen.queryByRole('button', { name: /导出/ })).toBeNull();
    },
    SLOW,
  );
});
