import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, FIRST, renderApp, signIn } from '../helpers/app';

async function asAdmin(tree?: { url: string }[]) {
  return signIn('admin@payops.test', tree ? { tree } : {});
}
const pending = async () => (await api('/v1/admin/merchants?status=0&pageSize=100')).result;
const rowOf = (custId: string) => screen.getByText(custId).closest('tr') as HTMLElement;

afterEach(() => vi.restoreAllMocks());

describe('registration review (/orgMag/regRev)', () => {
  it('restores filters from the URL: only pending merchants, with their labels and the total', async () => {
    await asAdmin();
    const { total, list } = await pending();
    renderApp('/orgMag/regRev?status=0');
    expect(await screen.findByText(list[0].cust_id, undefined, FIRST)).toBeInTheDocument();
    const rows = screen.getAllByRole('row').filter((r) => r.querySelector('td'));
    expect(rows).toHaveLength(Math.min(10, total));
    for (const row of rows) expect(within(row).getByText('待审核')).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`总共 ${total} 条`))).toBeInTheDocument();
  });

  it('approve asks first, then the merchant leaves the pending list as normal', async () => {
    await asAdmin();
    const { list } = await pending();
    const user = userEvent.setup();
    renderApp('/orgMag/regRev?status=0');
    await screen.findByText(list[0].cust_id);
    await user.click(within(rowOf(list[0].cust_id)).getByRole('button', { name: /通\s*过/ }));
    const dialog = await screen.findByRole('dialog', { name: '确定要通过吗？' });
    await user.click(within(dialog).getByRole('button', { name: /通\s*过/ }));
    await waitFor(() => expect(screen.queryByText(list[0].cust_id)).toBeNull());
    expect((await api(`/v1/admin/merchants/${list[0].cust_id}`)).result.status).toBe(1);
  });

  it('reject needs a reason, and records it', async () => {
    await asAdmin();
    const { list } = await pending();
    const user = userEvent.setup();
    renderApp('/orgMag/regRev?status=0');
    await screen.findByText(list[0].cust_id);
    await user.click(within(rowOf(list[0].cust_id)).getByRole('button', { name: /拒\s*绝/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: /拒\s*绝/ }));
    expect(await within(dialog).findByText('请填写原因')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('原因'), 'Licence does not match the legal name');
    await user.click(within(dialog).getByRole('button', { name: /拒\s*绝/ }));
    await waitFor(() => expect(screen.queryByText(list[0].cust_id)).toBeNull());
    const after = (await api(`/v1/admin/merchants/${list[0].cust_id}`)).result;
    expect([after.status, after.review_reason]).toEqual([2, 'Licence does not match the legal name']);
  });

  it('a row changed behind the page: the server refuses with 101014 and the console says so', async () => {
    await asAdmin();
    const { list } = await pending();
    const user = userEvent.setup();
    renderApp('/orgMag/regRev?status=0');
    await screen.findByText(list[0].cust_id);
    await api(`/v1/admin/merchants/${list[0].cust_id}/approve`, { method: 'POST', body: '{}' });
    await user.click(within(rowOf(list[0].cust_id)).getByRole('button', { name: /通\s*过/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /通\s*过/ }));
    expect(await screen.findByText('当前状态不允许此操作')).toBeInTheDocument();
  });

  it('without the button codes: rows, but no action and no export', async () => {
    await asAdmin([{ url: '/Home' }, { url: '/orgMag/regRev' }]);
    const { list } = await pending();
    renderApp('/orgMag/regRev?status=0');
    await screen.findByText(list[0].cust_id);
    expect(screen.queryByRole('button', { name: /通\s*过/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /导出/ })).toBeNull();
  });

  it('the risk account gets 403 on the page', async () => {
    await signIn('risk@payops.test');
    renderApp('/orgMag/regRev');
    expect(await screen.findByText('抱歉，你无权访问该页面。')).toBeInTheDocument();
  });

  it("the risk account's menu has no merchant area", async () => {
    await signIn('risk@payops.test');
    renderApp('/Home');
    const menu = await screen.findByRole('menu');
    expect(await within(menu).findByText('首页')).toBeInTheDocument();
    expect(within(menu).queryByText('商户审核')).toBeNull();
  });

  it('the admin menu has the area and its page', async () => {
    await asAdmin();
    renderApp('/Home');
    expect(await within(await screen.findByRole('menu')).findByText('商户审核')).toBeInTheDocument();
  });

  it('exports a CSV of the current filter', async () => {
    await asAdmin();
    const { total } = await pending();
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => (blobs.push(b as Blob), 'blob:csv'));
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    const user = userEvent.setup();
    renderApp('/orgMag/regRev?status=0');
    await screen.findAllByText('待审核');
    await user.click(screen.getByRole('button', { name: /导出 CSV/ }));
    await waitFor(() => expect(names).toHaveLength(1));
    expect(names[0]).toMatch(/^merchant-.*\.csv$/);
    const lines = (await blobs[0].text()).trim().split(/\r?\n/);
    expect(lines).toHaveLength(total + 1);
  });

  it('opens the detail in sections', async () => {
    await asAdmin();
    const { list } = await pending();
    const user = userEvent.setup();
    renderApp('/orgMag/regRev?status=0');
    await user.click(await screen.findByText(list[0].cust_id));
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('商户资料')).toBeInTheDocument();
    expect(within(drawer).getByText('审核')).toBeInTheDocument();
    expect(within(drawer).getByText(list[0].email)).toBeInTheDocument();
  });
});
