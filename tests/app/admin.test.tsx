import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../mocks/db';
import { dualControlOff } from '../mocks/helpers';
import { totpCode } from '../../mocks/totp';
import { account, api, API, choose, renderApp, signIn } from '../helpers/app';

type User = ReturnType<typeof userEvent.setup>;

const TEMP = /^[A-Za-z2-9]{4}-[A-Za-z2-9]{4}-[A-Za-z2-9]{4}$/;
const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

/** Fills a text input at once (typing key by key re-renders the form each time). */
async function fill(user: User, input: HTMLElement, text: string) {
  await user.clear(input);
  await user.click(input);
  await user.paste(text);
}

/** A login as the login page sends it, without touching the token the page uses. */
async function login(email: string, password: string, code = '') {
  const res = await fetch(`${API}/v1/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'ga-code': code },
    body: JSON.stringify({ email, password, login_type: 0, user_type: '01' }),
  });
  return { body: await res.json(), token: res.headers.get('authorization') };
}

describe('admin accounts (/settingMag/adminSetting)', () => {
  // The page's modules are compiled on first use: done here, not inside the first test's time.
  beforeAll(() => import('@/pages/Resource'), 60_000);

  it('creates an account with roles from the role list; its temporary password shows once and signs it in', async () => {
    await signIn('admin@payops.test');
    const user = userEvent.setup();
    renderApp('/settingMag/adminSetting');
    await screen.findByText('risk@payops.test');
    await user.click(screen.getByRole('button', { name: /新\s*建/ }));
    const dialog = await screen.findByRole('dialog');
    await fill(user, within(dialog).getByLabelText('登录邮箱'), 'not-an-email');
    await fill(user, within(dialog).getByLabelText('姓名'), 'Li Na');
    await user.click(within(dialog).getByRole('button', { name: /创\s*建/ }));
    expect(await within(dialog).findByText('登录邮箱格式不正确')).toBeInTheDocument();
    expect(await within(dialog).findByText('请填写角色')).toBeInTheDocument();

    await fill(user, within(dialog).getByLabelText('登录邮箱'), 'li.na@payops.test');
    await choose(user, dialog, '用户类型', '管理员');
    await choose(user, dialog, '角色', 'risk');
    await user.click(within(dialog).getByRole('button', { name: /创\s*建/ }));

    // Shown once, in its own dialog (found by its title's text: in tests every aria id is `test-id`).
    const reveal = (await screen.findAllByText('请立即保存'))[0].closest('.ant-modal') as HTMLElement;
    const temp = within(reveal).getByText(TEMP).textContent!;
    const made = db.admin.find((a) => a.email === 'li.na@payops.test')!;
    expect(made).toMatchObject({ role_ids: ['role-risk'], google_secret: null, status: 'enabled' });
    await user.click(within(reveal).getByRole('button', { name: /知道了|OK/ }));
    // Closing (jsdom never ends the leave animation that would remove it).
    await waitFor(() => expect(reveal).toHaveClass('ant-zoom-leave'));
    const row = (await screen.findByText('li.na@payops.test')).closest('tr') as HTMLElement;
    expect(within(row).getByText('risk')).toBeInTheDocument();
    expect(within(row).getByText('未绑定')).toBeInTheDocument();
    expect(row.textContent).not.toContain(temp);
    // Nothing to reset yet: the authenticator is bound at the first sign-in.
    expect(within(row).queryByRole('button', { name: '重置验证器' })).toBeNull();

    const first = await login('li.na@payops.test', temp);
    expect(first.body).toMatchObject({ code: 0, result: { has_google_secret: false } });
  });

  it('disable asks a reason and ends the account’s sessions; a row changed behind the page answers Wrong status', async () => {
    await signIn('admin@payops.test');
    const risk = account('risk@payops.test');
    const riskSession = (await login(risk.email, risk.password, totpCode(risk.secret!))).token!;
    const user = userEvent.setup();
    renderApp('/settingMag/adminSetting?status=enabled');
    await screen.findByText('risk@payops.test');

    await user.click(within(rowOf('risk@payops.test')).getByRole('button', { name: /停\s*用/ }));
    const dialog = await screen.findByRole('dialog');
    await fill(user, within(dialog).getByLabelText('原因'), 'Moved to another team');
    await user.click(within(dialog).getByRole('button', { name: /停\s*用/ }));
    await waitFor(() => expect(screen.queryByText('risk@payops.test')).toBeNull());
    const info = await fetch(`${API}/v1/admin/login/info`, { headers: { authorization: riskSession } });
    expect(info.status).toBe(401);
    expect((await login(risk.email, risk.password, totpCode(risk.secret!))).body.code).toBe(100005);

    // Disabled by someone else while the page was open.
    await api('/v1/admin/admins/adm-1003/disable', { method: 'POST', body: JSON.stringify({ reason: 'Duplicate' }) });
    await user.click(within(rowOf('new@payops.test')).getByRole('button', { name: /停\s*用/ }));
    const again = await screen.findByRole('dialog');
    await fill(user, within(again).getByLabelText('原因'), 'Duplicate');
    await user.click(within(again).getByRole('button', { name: /停\s*用/ }));
    expect(await screen.findByText('当前状态不允许此操作')).toBeInTheDocument();
  });

  it('with only the reset-authenticator code: that button alone; it asks first, then the account is unbound', async () => {
    // What the reset does; dual control over it is tests/mocks/approvalKinds.test.ts's.
    dualControlOff('adminAuthenticator');
    await signIn('admin@payops.test', {
      tree: [{ url: '/Home' }, { url: '/settingMag/adminSetting', children: [{ url: 'admin:resetAuthenticator' }] }],
    });
    const user = userEvent.setup();
    renderApp('/settingMag/adminSetting');
    await screen.findByText('risk@payops.test');
    for (const name of [/新\s*建/, /导出/, /编\s*辑/, /停\s*用/, '重置密码'])
      expect(screen.queryByRole('button', { name })).toBeNull();

    await user.click(within(rowOf('risk@payops.test')).getByRole('button', { name: '重置验证器' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: '确定要重置验证器吗？' })).getByRole('button', {
        name: '重置验证器',
      }),
    );
    await waitFor(() => expect(within(rowOf('risk@payops.test')).getByText('未绑定')).toBeInTheDocument());
    const risk = account('risk@payops.test');
    expect((await login(risk.email, risk.password, totpCode(risk.secret!))).body).toMatchObject({
      code: 0,
      result: { has_google_secret: false },
    });
  });
});
