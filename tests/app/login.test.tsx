import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { server } from '../../mocks/node';
import { findAdminByEmail } from '../../mocks/db';
import { totpCode } from '../../mocks/totp';
import { dualControlOff } from '../mocks/helpers';
import { account, renderApp } from '../helpers/app';
import { freshCode } from '../helpers/totp';
import { STORAGE_KEYS } from '@/request/storage';

function recordRequests() {
  const seen: Request[] = [];
  server.events.on('request:start', ({ request }) => {
    seen.push(request.clone());
  });
  return seen;
}

async function fillLogin(email: string, opts: { code?: string } = {}) {
  const user = userEvent.setup();
  const a = account(email);
  await user.type(await screen.findByLabelText('邮箱'), a.email);
  await user.type(screen.getByLabelText('密码'), a.password);
  if (opts.code !== undefined) await user.type(screen.getByLabelText('六位身份验证码'), opts.code);
  return user;
}

/** The elements showing a text, leaving a closed notice's fade aside. */
const shown = (text: string) => screen.queryAllByText(text).filter((el) => !el.closest('[class*="-leave"]'));

const submit = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: /登\s*录/ }));

describe('login form (spec §5)', () => {
  it('shows the spec validation messages and sends nothing', async () => {
    const seen = recordRequests();
    renderApp('/user/login');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /登\s*录/ }));
    expect(await screen.findByText('请输入商户名')).toBeInTheDocument();
    expect(screen.getByText('请输入密码')).toBeInTheDocument();
    expect(screen.getByText('请输入六位身份验证码！')).toBeInTheDocument();
    await user.type(screen.getByLabelText('邮箱'), 'not-an-email');
    await user.type(screen.getByLabelText('六位身份验证码'), '12a4');
    expect(await screen.findByText('请输入正确的邮箱地址！')).toBeInTheDocument();
    expect(await screen.findByText('身份验证码为六位数字。')).toBeInTheDocument();
    expect(seen.filter((r) => r.url.includes('/v1/admin/login'))).toHaveLength(0);
  });
});

describe('login with an authenticator (spec §4, §7)', () => {
  it('pre-checks the email, logs in with the ga-code header, saves the session and says 登录成功！', async () => {
    const seen = recordRequests();
    const app = renderApp('/user/login');
    const a = account('admin@payops.test');
    const user = await fillLogin(a.email);
    await user.type(screen.getByLabelText('六位身份验证码'), totpCode(a.secret as string));
    await submit(user);
    expect(await screen.findByText('登录成功！')).toBeInTheDocument();
    await waitFor(() => expect(app.location().pathname).toBe('/Home'));
    expect(await screen.findByText('欢迎，Chen Jing')).toBeInTheDocument();

    const check = seen.find((r) => r.url.includes('/v1/common/security?'));
    const q = new URL(check!.url).searchParams;
    expect([q.get('mail'), q.get('login_type'), q.get('user_type')]).toEqual([a.email, '0', '01']);
    const login = seen.find((r) => r.url.includes('/v1/admin/login?') || r.url.endsWith('/v1/admin/login'));
    expect(login!.headers.get('ga-code')).toMatch(/^\d{6}$/);
    expect(await login!.json()).toMatchObject({ email: a.email, requestId: expect.any(Number) });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toMatch(/^pt_/);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.permissions) as string)).toContainEqual(
      expect.objectContaining({ url: '/Home' }),
    );
  });

  it('a wrong code shows the server error and keeps the form filled', async () => {
    const app = renderApp('/user/login');
    const user = await fillLogin('admin@payops.test', { code: '000000' });
    await submit(user);
    // The title says it failed, in the operator's language, and keeps the code for support.
    const title = await screen.findByText('操作失败（100002）');
    // The server's message, in the operator's language: in the notification and at the code's input.
    expect(title.closest('.ant-notification-notice')).toHaveTextContent('身份验证器验证码不正确');
    const input = screen.getByLabelText('六位身份验证码');
    await waitFor(() => expect(input.closest('.ant-form-item')).toHaveTextContent('身份验证器验证码不正确'));
    expect(screen.queryByText('Incorrect authenticator code')).toBeNull();
    expect(screen.getByLabelText('邮箱')).toHaveValue('admin@payops.test');
    expect(screen.getByLabelText('六位身份验证码')).toHaveValue('000000');
    expect(app.location().pathname).toBe('/user/login');
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });

  it('a wrong password is said at the password; once signed in, the failure does not follow to Home', async () => {
    const app = renderApp('/user/login');
    const a = account('admin@payops.test');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('邮箱'), a.email);
    await user.type(screen.getByLabelText('密码'), 'not-the-password');
    await user.type(screen.getByLabelText('六位身份验证码'), totpCode(a.secret as string));
    await submit(user);
    const failed = await screen.findByText('操作失败（100001）');
    // Held open as long as the pointer is on it (its 4.5 s would otherwise end it before Home is reached).
    fireEvent.mouseEnter(failed.closest('.ant-notification-notice')!);
    const password = screen.getByLabelText('密码');
    await waitFor(() => expect(password.closest('.ant-form-item')).toHaveTextContent('邮箱或密码不正确'));

    await user.clear(password);
    await user.type(password, a.password);
    await submit(user);
    await waitFor(() => expect(app.location().pathname).toBe('/Home'));
    expect(await screen.findByText('欢迎，Chen Jing')).toBeInTheDocument();
    // The refusal belonged to the login page: closed when the operator left it. The success is still said.
    // Closed: jsdom never ends the fade (tests/setup/msw.ts), so a closed notice is one still leaving.
    await waitFor(() => expect(shown('操作失败（100001）')).toEqual([]));
    expect(shown('邮箱或密码不正确')).toEqual([]);
    expect(screen.getByText('登录成功！')).toBeInTheDocument();
  });

  it('a locked account is told, in the operator’s language, how long the lock lasts; the form stays filled', async () => {
    const a = account('admin@payops.test');
    // Five wrong passwords from elsewhere (each from its own address): the account is locked for 15 minutes.
    for (let i = 1; i <= 5; i += 1)
      await fetch('http://localhost/v1/admin/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `192.0.2.${i}` },
        body: JSON.stringify({ email: a.email, password: 'guess', login_type: 0, user_type: '01' }),
      });
    const app = renderApp('/user/login');
    const user = await fillLogin(a.email, { code: totpCode(a.secret as string) });
    await submit(user);
    const title = await screen.findByText('操作失败（101038）');
    expect(title.closest('.ant-notification-notice')).toHaveTextContent('该账号登录失败次数过多，请 15 分钟后再试');
    expect(screen.getByLabelText('密码')).toHaveValue(a.password);
    expect(app.location().pathname).toBe('/user/login');
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });

  it.each([
    ['%2FHome%3Ftab%3D2', '/Home', '?tab=2'],
    ['%2F%2Fevil.example', '/Home', ''],
    ['https%3A%2F%2Fevil.example%2F', '/Home', ''],
    ['javascript%3Aalert(1)', '/Home', ''],
    ['%2FsettingMag%2FadminSetting', '/Home', ''],
  ])('redirect=%s ends on %s%s', async (redirect, pathname, search) => {
    const app = renderApp(`/user/login?redirect=${redirect}`);
    const a = account('risk@payops.test');
    const user = await fillLogin(a.email);
    await user.type(screen.getByLabelText('六位身份验证码'), totpCode(a.secret as string));
    await submit(user);
    await waitFor(() => expect(app.location().pathname).toBe(pathname));
    expect(app.location().search).toBe(search);
  });
});

describe('binding an authenticator (spec §4)', () => {
  it('takes an unbound account through QR code, secret, mail code and bind, then logs in', async () => {
    const seen = recordRequests();
    const app = renderApp('/user/login');
    const user = await fillLogin('new@payops.test');
    expect(await screen.findByText(/尚未绑定身份验证器/)).toBeInTheDocument();
    expect(screen.queryByLabelText('六位身份验证码')).toBeNull();
    await submit(user);

    const dialog = await screen.findByRole('dialog', { name: '绑定身份验证器' });
    const secret = (await within(dialog).findByTestId('authenticator-secret')).textContent as string;
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    expect(dialog.querySelector('svg')).not.toBeNull();

    await user.click(within(dialog).getByRole('button', { name: '发送邮箱验证码' }));
    expect(await within(dialog).findByText('验证码已发送至 new@payops.test。')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('邮箱验证码'), '123456');
    await user.type(within(dialog).getByLabelText('身份验证器显示的验证码'), totpCode(secret));
    await user.click(within(dialog).getByRole('button', { name: '绑定并登录' }));

    await waitFor(() => expect(app.location().pathname).toBe('/Home'));
    expect(await screen.findByText('欢迎，Sofia Rossi')).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toMatch(/^pt_/);
    const bind = seen.find((r) => r.url.includes('/google-authentication/v2'));
    const q = new URL(bind!.url).searchParams;
    expect(q.get('bindingKey')).toBe(secret);
    expect(q.get('bindingCode')).toMatch(/^\d{6}$/);
    expect(q.get('mailCodeToken')).toBeTruthy();
    expect(bind!.headers.get('email-code')).toBe('123456');

    // The account is bound now: the pre-check says so.
    const res = await fetch('http://localhost/v1/common/security?mail=new@payops.test&login_type=0&user_type=01');
    expect((await res.json()).result.has_google_secret).toBe(true);
  });

  it('a wrong mail code is refused and the binding form keeps its values', async () => {
    const app = renderApp('/user/login');
    const user = await fillLogin('new@payops.test');
    await screen.findByText(/尚未绑定身份验证器/);
    await submit(user);
    const dialog = await screen.findByRole('dialog');
    const secret = (await within(dialog).findByTestId('authenticator-secret')).textContent as string;
    await user.click(within(dialog).getByRole('button', { name: '发送邮箱验证码' }));
    await within(dialog).findByText(/验证码已发送至/);
    await user.type(within(dialog).getByLabelText('邮箱验证码'), '654321');
    // The code typed, kept: computing it again later may land in the next 30-second step.
    const typed = totpCode(secret);
    await user.type(within(dialog).getByLabelText('身份验证器显示的验证码'), typed);
    await user.click(within(dialog).getByRole('button', { name: '绑定并登录' }));
    expect(await screen.findByText('操作失败（100003）')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('邮箱验证码')).toHaveValue('654321');
    expect(within(dialog).getByLabelText('身份验证器显示的验证码')).toHaveValue(typed);
    expect(app.location().pathname).toBe('/user/login');
  });
});

describe('a temporary password (set by another operator)', () => {
  /** The admin resets the risk account's password through the fake backend; answers the temporary one. */
  async function resetRiskPassword(before: string): Promise<string> {
    dualControlOff('adminPassword');
    findAdminByEmail('risk@payops.test')!.password = before;
    const admin = account('admin@payops.test');
    const login = await fetch('http://localhost/v1/admin/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'ga-code': freshCode(admin.email, admin.secret!) },
      body: JSON.stringify({ email: admin.email, password: admin.password, login_type: 0, user_type: '01' }),
    });
    const token = login.headers.get('authorization') as string;
    const id = findAdminByEmail('risk@payops.test')!.id;
    const reset = await fetch(`http://localhost/v1/admin/admins/${id}/resetPassword`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: token },
      body: '{}',
    });
    return (await reset.json()).result.temp_password;
  }

  it('is changed before any page: the policy is stated and checked, a server refusal is said at its input', async () => {
    const temp = await resetRiskPassword('Risk-desk-before-2026');
    const seen = recordRequests();
    const app = renderApp('/user/login');
    const user = userEvent.setup();
    const risk = account('risk@payops.test');
    await user.type(await screen.findByLabelText('邮箱'), risk.email);
    await user.type(screen.getByLabelText('密码'), temp);
    await user.type(screen.getByLabelText('六位身份验证码'), totpCode(risk.secret as string));
    await submit(user);

    const dialog = await screen.findByRole('dialog', { name: '设置新密码' });
    expect(dialog).toHaveTextContent('至少 12 个字符；不能是登录邮箱；不能与当前密码或上一个密码相同');
    expect(app.location().pathname).toBe('/user/login');
    const next = within(dialog).getByLabelText('新密码');
    const again = within(dialog).getByLabelText('确认新密码');
    const send = () => user.click(within(dialog).getByRole('button', { name: '修改密码并登录' }));
    const changes = () => seen.filter((r) => r.url.includes('/v1/admin/login/password'));

    // Checked before sending: too short, not the same twice, the temporary password itself.
    await user.type(next, 'Short-2026');
    await user.type(again, 'Short-2025');
    await send();
    expect(await within(dialog).findByText('新密码至少需要 12 个字符')).toBeInTheDocument();
    expect(await within(dialog).findByText('两次输入的密码不一致')).toBeInTheDocument();
    await user.clear(next);
    await user.type(next, temp);
    await user.clear(again);
    await user.type(again, temp);
    await send();
    expect(await within(dialog).findByText('新密码不能与当前密码或上一个密码相同')).toBeInTheDocument();
    expect(changes()).toHaveLength(0);

    // The password the reset replaced: only the server knows it. Its refusal is said at the new password, and
    // the form keeps what was typed.
    await user.clear(next);
    await user.type(next, 'Risk-desk-before-2026');
    await user.clear(again);
    await user.type(again, 'Risk-desk-before-2026');
    await send();
    expect(await screen.findByText('操作失败（101039）')).toBeInTheDocument();
    await waitFor(() =>
      expect(next.closest('.ant-form-item')).toHaveTextContent('新密码不能与当前密码或上一个密码相同'),
    );
    expect(changes()).toHaveLength(1);
    expect(next).toHaveValue('Risk-desk-before-2026');
    expect(again).toHaveValue('Risk-desk-before-2026');
    expect(app.location().pathname).toBe('/user/login');

    // A password of its own: signed in, on to the first page.
    await user.clear(next);
    await user.type(next, 'Omar-risk-desk-2026');
    await user.clear(again);
    await user.type(again, 'Omar-risk-desk-2026');
    await send();
    await waitFor(() => expect(app.location().pathname).toBe('/Home'));
    expect(await screen.findByText('欢迎，Omar Haddad')).toBeInTheDocument();
    expect(findAdminByEmail('risk@payops.test')).toMatchObject({
      password: 'Omar-risk-desk-2026',
      password_temporary: false,
    });
  });
});
