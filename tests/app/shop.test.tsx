import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { api, renderApp, signIn } from '../helpers/app';

/** The second resource: a declaration, its locales and a seed table, and no page code of its own. */
const shops = async (query: string) => (await api(`/v1/admin/shops?${query}`)).result;

describe('shops (/orgMag/shop)', () => {
  it('disable asks for a reason; the shop leaves the enabled list', async () => {
    await signIn('admin@payops.test');
    const { list } = await shops('status=1');
    const user = userEvent.setup();
    renderApp('/orgMag/shop?status=1');
    const row = (await screen.findByText(list[0].shop_id)).closest('tr') as HTMLElement;
    expect(within(row).getByRole('link', { name: list[0].site_url })).toHaveAttribute('rel', 'noopener noreferrer');
    await user.click(within(row).getByRole('button', { name: /停\s*用/ }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('原因'), 'Site offline');
    await user.click(within(dialog).getByRole('button', { name: /停\s*用/ }));
    await waitFor(() => expect(screen.queryByText(list[0].shop_id)).toBeNull());
    expect((await shops(`shop_id=${list[0].shop_id}`)).list[0].status).toBe(2);
  });

  it('enable asks first, then the shop is enabled', async () => {
    await signIn('admin@payops.test');
    const { list } = await shops('status=2');
    const user = userEvent.setup();
    renderApp('/orgMag/shop?status=2');
    const row = (await screen.findByText(list[0].shop_id)).closest('tr') as HTMLElement;
    expect(within(row).getByText('停用')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: /启\s*用/ }));
    await user.click(
      within(await screen.findByRole('dialog', { name: '确定要启用吗？' })).getByRole('button', { name: /启\s*用/ }),
    );
    await waitFor(() => expect(screen.queryByText(list[0].shop_id)).toBeNull());
    expect((await shops(`shop_id=${list[0].shop_id}`)).list[0].status).toBe(1);
  });

  it('edit checks the URL before sending (https only), then saves it; the server refuses by hand too', async () => {
    await signIn('admin@payops.test');
    const { list } = await shops('status=1');
    const id = list[0].shop_id;
    const user = userEvent.setup();
    renderApp(`/orgMag/shop?shop_id=${id}`);
    const row = (await screen.findByText(id)).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: /编\s*辑/ }));
    const dialog = await screen.findByRole('dialog');
    const url = within(dialog).getByLabelText('网站地址');
    expect(url).toHaveValue(list[0].site_url);
    await user.clear(url);
    await user.type(url, 'http://insecure.example');
    await user.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    expect(await within(dialog).findByText('网站地址格式不正确')).toBeInTheDocument();
    expect((await shops(`shop_id=${id}`)).list[0].site_url).toBe(list[0].site_url);

    await user.clear(url);
    await user.type(url, 'https://new.example.com');
    await user.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByRole('link', { name: 'https://new.example.com' })).toBeInTheDocument();

    const refused = await api(`/v1/admin/shops/${id}/edit`, {
      method: 'POST',
      body: JSON.stringify({ site_url: 'javascript:alert(1)', platform: 'Shopify' }),
    });
    expect(refused).toMatchObject({ code: 100400, message: 'Invalid input: site_url' });
  });
});
