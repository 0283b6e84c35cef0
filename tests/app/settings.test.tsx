import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../mocks/db';
import { sha256Hex } from '../../mocks/resources/apiKey';
import { api, renderApp, signIn } from '../helpers/app';

type User = ReturnType<typeof userEvent.setup>;

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;
const dataRows = () =>
  screen
    .getAllByRole('row')
    .filter((r) => r.querySelector('td.ant-table-cell:not(.ant-table-selection-column)') && r.closest('tbody'));

/** Fills a text input at once (typing key by key re-renders the form each time). */
async function fill(user: User, input: HTMLElement, text: string) {
  await user.clear(input);
  await user.click(input);
  await user.paste(text);
}

/** A merchant with at least two users in normal status. */
function merchantWithTwoActive() {
  const count = new Map<string, number>();
  for (const u of db.custUser) if (u.status === 1) count.set(u.cust_id, (count.get(u.cust_id) ?? 0) + 1);
  const custId = [...count].find(([, n]) => n >= 2)![0];
  return { custId, users: db.custUser.filter((u) => u.cust_id === custId) };
}

describe('merchant accounts (/settingMag/custSetting)', () => {
  // The page's modules are compiled on first use: done here, not inside the first test's time.
  beforeAll(() => import('@/pages/Resource'), 60_000);

  it("lists one merchant's users; freeze asks a reason; reset password shows a temporary password once", async () => {
    await signIn('admin@payops.test');
    const { custId, users } = merchantWithTwoActive();
    const [first, second] = users.filter((u) => u.status === 1);
    const user = userEvent.setup();
    renderApp(`/settingMag/custSetting?cust_id=${custId}`);
    await screen.findByText(first.email);
    expect(dataRows()).toHaveLength(users.length);

    await user.click(within(rowOf(first.email)).getByRole('button', { name: /冻\s*结/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: /冻\s*结/ }));
    expect(await within(dialog).findByText('请填写原因')).toBeInTheDocument();
    await fill(user, within(dialog).getByLabelText('原因'), 'Credentials shared with a third party');
    await user.click(within(dialog).getByRole('button', { name: /冻\s*结/ }));
    await waitFor(() => expect(within(rowOf(first.email)).getByText('已冻结')).toBeInTheDocument());
    expect(within(rowOf(first.email)).getByRole('button', { name: /解\s*冻/ })).toBeInTheDocument();
    expect(db.oplog.at(-1)).toMatchObject({ action: 'freeze', reason: 'Credentials shared with a third party' });

    await user.click(within(rowOf(second.email)).getByRole('button', { name: '重置密码' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: '确定要重置密码吗？' })).getByRole('button', {
        name: '重置密码',
      }),
    );
    const reveal = (await screen.findAllByText('请立即保存'))[0].closest('.ant-modal') as HTMLElement;
    const temp = within(reveal).getByText(/^\S{4}-\S{4}-\S{4}$/).textContent!;
    expect(db.custUser.find((u) => u.user_id === second.user_id)!.password_hash).toBe(sha256Hex(temp));
  });

  it('a user unfrozen behind the page: the server refuses with 101014 and the console says so', async () => {
    await signIn('admin@payops.test');
    const frozen = db.custUser.find((u) => u.status === 2)!;
    const user = userEvent.setup();
    renderApp(`/settingMag/custSetting?user_id=${frozen.user_id}`);
    await screen.findByText(frozen.email);
    await api(`/v1/admin/merchant-users/${frozen.user_id}/unfreeze`, { method: 'POST', body: '{}' });
    await user.click(within(rowOf(frozen.email)).getByRole('button', { name: /解\s*冻/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /解\s*冻/ }));
    expect(await screen.findByText('当前状态不允许此操作')).toBeInTheDocument();
  });

  it('without the button codes: the rows, but no action and no export, on both pages', async () => {
    await signIn('admin@payops.test', {
      tree: [{ url: '/Home' }, { url: '/settingMag/custSetting' }, { url: '/settingMag/params' }],
    });
    const frozen = db.custUser.find((u) => u.status === 2)!;
    const view = renderApp(`/settingMag/custSetting?user_id=${frozen.user_id}`);
    await screen.findByText(frozen.email);
    for (const name of [/冻\s*结/, /解\s*冻/, '重置密码', /导出/])
      expect(screen.queryByRole('button', { name })).toBeNull();
    view.unmount();

    renderApp('/settingMag/params?param_key=order.expiry');
    await screen.findByText('order.expiry.minutes');
    for (const name of [/修\s*改/, /导出/]) expect(screen.queryByRole('button', { name })).toBeNull();
  });
});

describe('business parameters (/settingMag/params)', () => {
  beforeAll(() => import('@/pages/Resource'), 60_000);

  it('edit checks the value by the parameter’s type and bounds before sending, then saves it; the server checks too', async () => {
    await signIn('admin@payops.test');
    const key = 'order.expiry.minutes';
    const user = userEvent.setup();
    renderApp(`/settingMag/params?param_key=${key}`);
    await screen.findByText(key);
    expect(dataRows()).toHaveLength(1);

    await user.click(within(rowOf(key)).getByRole('button', { name: /修\s*改/ }));
    const dialog = await screen.findByRole('dialog');
    const input = within(dialog).getByLabelText('参数值');
    expect(input).toHaveValue('30');
    for (const [wrong, why] of [
      ['1441', '请输入 5 到 1,440 之间的值'],
      ['12.5', '参数值格式不正确'],
      ['soon', '参数值格式不正确'],
    ]) {
      await fill(user, input, wrong);
      await user.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
      expect(await within(dialog).findByText(why)).toBeInTheDocument();
    }
    expect(db.param.find((p) => p.param_key === key)!.value).toBe('30');
    expect(db.oplog).toHaveLength(0);

    await fill(user, input, '45');
    await user.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(within(rowOf(key)).getByText('45')).toBeInTheDocument());
    expect(db.param.find((p) => p.param_key === key)).toMatchObject({ value: '45', updated_by: 'admin@payops.test' });

    const refused = await api(`/v1/admin/params/${key}/edit`, { method: 'POST', body: JSON.stringify({ value: '4' }) });
    expect(refused).toMatchObject({ code: 100400, message: 'Value out of range: value' });
    const wrongType = await api('/v1/admin/params/payout.manual.review/edit', {
      method: 'POST',
      body: JSON.stringify({ value: 'maybe' }),
    });
    expect(wrongType).toMatchObject({ code: 100400, message: 'Invalid input: value' });
  });
});
