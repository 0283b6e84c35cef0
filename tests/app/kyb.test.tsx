import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { api, renderApp, rowAction, signIn } from '../helpers/app';

/** KYB review: a declaration with a documents field, a form action and a computed score; no page code of its own. */
const pending = async () => (await api('/v1/admin/kyb?status=0&pageSize=100&sort=submitted_at,descend')).result;
const rowOf = (id: string) => screen.getByText(id).closest('tr') as HTMLElement;
/** The first render compiles the route's modules on demand: slow on a busy machine. */
const firstRender = (text: string) => screen.findByText(text, {}, { timeout: 40_000 });
const kybCase = async (id: string) => (await api(`/v1/admin/kyb/${id}`)).result;

describe('KYB review (/orgMag/kyb)', () => {
  it('lists the pending cases with their labels; approve asks first, then the case leaves the list', async () => {
    await signIn('admin@payops.test');
    const { list, total } = await pending();
    const user = userEvent.setup();
    renderApp('/orgMag/kyb?status=0');
    expect(await firstRender(list[0].kyb_id)).toBeInTheDocument();
    const rows = screen.getAllByRole('row').filter((r) => r.querySelector('td'));
    expect(rows).toHaveLength(Math.min(10, total));
    for (const row of rows) expect(within(row).getByText('待审核')).toBeInTheDocument();
    expect(within(rowOf(list[0].kyb_id)).getByText(list[0].legal_name)).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`总共 ${total} 条`))).toBeInTheDocument();

    await user.click(within(rowOf(list[0].kyb_id)).getByRole('button', { name: /通\s*过/ }));
    const dialog = await screen.findByRole('dialog', { name: '确定要通过吗？' });
    await user.click(within(dialog).getByRole('button', { name: /通\s*过/ }));
    await waitFor(() => expect(screen.queryByText(list[0].kyb_id)).toBeNull());
    expect(await kybCase(list[0].kyb_id)).toMatchObject({ status: 1, reviewer: 'admin@payops.test' });
  });

  it('reject needs a reason and request for information needs the message; both are recorded', async () => {
    await signIn('admin@payops.test');
    const { list } = await pending();
    const [first, second] = [list[0].kyb_id, list[1].kyb_id];
    const user = userEvent.setup();
    renderApp('/orgMag/kyb?status=0');
    await firstRender(first);

    await user.click(within(rowOf(first)).getByRole('button', { name: /驳\s*回/ }));
    let dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: /驳\s*回/ }));
    expect(await within(dialog).findByText('请填写原因')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('原因'), 'Licence does not match the legal name');
    await user.click(within(dialog).getByRole('button', { name: /驳\s*回/ }));
    await waitFor(() => expect(screen.queryByText(first)).toBeNull());
    expect(await kybCase(first)).toMatchObject({ status: 2, review_reason: 'Licence does not match the legal name' });

    await rowAction(user, rowOf(second), '要求补充资料');
    dialog = await screen.findByRole('dialog', { name: `要求补充资料：KYB 资料 ${second}` });
    await user.click(within(dialog).getByRole('button', { name: '要求补充资料' }));
    expect(await within(dialog).findByText('请填写补充资料说明')).toBeInTheDocument();
    expect((await kybCase(second)).status).toBe(0);
    await user.type(within(dialog).getByLabelText('补充资料说明'), 'Please upload a recent utility bill.');
    await user.click(within(dialog).getByRole('button', { name: '要求补充资料' }));
    await waitFor(() => expect(screen.queryByText(second)).toBeNull());
    expect(await kybCase(second)).toMatchObject({ status: 3, message: 'Please upload a recent utility bill.' });
  });

  it('a case decided behind the page: the server answers 101014 and the console says so', async () => {
    await signIn('admin@payops.test');
    const { list } = await pending();
    const user = userEvent.setup();
    renderApp('/orgMag/kyb?status=0');
    await firstRender(list[0].kyb_id);
    await api(`/v1/admin/kyb/${list[0].kyb_id}/reject`, { method: 'POST', body: JSON.stringify({ reason: 'x' }) });
    await user.click(within(rowOf(list[0].kyb_id)).getByRole('button', { name: /通\s*过/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /通\s*过/ }));
    expect(await screen.findByText('当前状态不允许此操作')).toBeInTheDocument();
  });

  it('the detail shows company, people, documents and review; a document preview is fetched and shown', async () => {
    await signIn('admin@payops.test');
    const { list } = await pending();
    const target = list[0];
    const user = userEvent.setup();
    renderApp(`/orgMag/kyb?kyb_id=${target.kyb_id}`);
    await user.click(await firstRender(target.kyb_id));
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('公司信息')).toBeInTheDocument();
    for (const title of ['董事与受益人', '审核与评分']) expect(within(drawer).getByText(title)).toBeInTheDocument();
    expect(within(drawer).getByText(target.registration_no)).toBeInTheDocument();
    expect(within(drawer).getByText(target.ubos.join(', '))).toBeInTheDocument();
    expect(within(drawer).getByText('营业执照')).toBeInTheDocument();

    const licence = target.documents.find((d: { kind: string }) => d.kind === 'licence');
    const item = within(drawer).getByText(new RegExp(licence.name)).closest('li') as HTMLElement;
    await user.click(within(item).getByRole('button', { name: /预\s*览/ }));
    const shown = await screen.findAllByAltText(licence.name);
    expect(shown[0].tagName).toBe('IMG');
  });

  it('without kyb:approve the approve button is absent; the others stay', async () => {
    await signIn('admin@payops.test', {
      tree: [{ url: '/Home' }, { url: '/orgMag/kyb', children: [{ url: 'kyb:reject' }, { url: 'kyb:requestInfo' }] }],
    });
    const { list } = await pending();
    renderApp('/orgMag/kyb?status=0');
    await firstRender(list[0].kyb_id);
    const row = rowOf(list[0].kyb_id);
    expect(within(row).getByRole('button', { name: /驳\s*回/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /通\s*过/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /导出/ })).toBeNull();
  });
});
