import { DEMO_MAIL_CODE } from '../../mocks/accounts';
import { db, findAdminByEmail } from '../../mocks/db';
import { totpCode } from '../../mocks/totp';
import { freshCode } from '../helpers/totp';
import { AUTH_PATHS } from '../../src/services/paths';
import { ADMIN, NEWCOMER, RISK, call, download, pinClock, postLogin, signIn, dualControlOff } from './helpers';
import { resourceByKey } from '../../src/resources';

const admin = resourceByKey('admin')!;

const API = admin.api;
const SECRETS = [
  'password',
  'google_secret',
  'totp_step',
  'password_temporary',
  'previous_password',
  'previous_login_at',
  'previous_login_ip',
  'temp_password',
];
const noSecrets = (row: unknown) => {
  for (const field of SECRETS) expect(row, field).not.toHaveProperty(field);
};

/** Binds an authenticator from a binding-step token, as the login page does: the session token of the end. */
async function bindFrom(bindingToken: string, email: string, password: string) {
  const secret = (await call('GET', AUTH_PATHS.googleSecret, { token: bindingToken })).body.result as {
    secret: string;
  };
  const mail = await call('POST', AUTH_PATHS.mailCode, { token: bindingToken, body: { mail: email } });
  const { mailCodeToken } = mail.body.result as { mailCodeToken: string };
  return call('POST', AUTH_PATHS.bind, {
    token: bindingToken,
    query: { mailCodeToken, bindingCode: totpCode(secret.secret), bindingKey: secret.secret, requestId: 1 },
    headers: { 'email-code': DEMO_MAIL_CODE },
    body: { email, password, login_type: 0, user_type: '01' },
  });
}

describe('admin accounts in the fake backend', () => {
  let token: string;
  beforeEach(async () => {
    // What the actions do; dual control over them is approvals.test.ts's.
    dualControlOff();
    pinClock();
    token = await signIn(ADMIN);
  });
  const post = (path: string, body: Record<string, unknown> = {}) => call('POST', path, { token, body });
  const riskAdmin = () => findAdminByEmail(RISK.email)!;

  it('creates an account with chosen roles: its temporary password is answered once, then it signs in, binds and changes it', async () => {
    const answer = await post(API, {
      email: ' Desk.Lead@PayOps.test ',
      name: 'Desk Lead',
      user_type: '01',
      role_ids: ['role-risk'],
    });
    expect(answer.body.code).toBe(0);
    const made = answer.body.result as Record<string, unknown>;
    expect(made).toMatchObject({
      email: 'desk.lead@payops.test',
      role_ids: ['role-risk'],
      role_names: ['risk'],
      authenticator_bound: 0,
      status: 'enabled',
      last_login_at: null,
    });
    const temp = made.temp_password as string;
    expect(temp).toMatch(/^[A-Za-z2-9]{4}-[A-Za-z2-9]{4}-[A-Za-z2-9]{4}$/);
    expect(made).not.toHaveProperty('password');
    expect(made).not.toHaveProperty('google_secret');

    // Shown once: neither the detail nor the list nor the log hold it.
    const detail = await call('GET', `${API}/${made.id}`, { token });
    noSecrets(detail.body.result);
    expect(JSON.stringify(detail.body)).not.toContain(temp);
    expect(JSON.stringify(db.oplog)).not.toContain(temp);
    expect(db.oplog.at(-1)).toMatchObject({ resource: 'admin', action: 'create', target_id: made.id });

    // No authenticator yet: the login answers the binding step; binding, the change of the temporary password (set
    // by another operator); then a session with the role's pages.
    const login = await postLogin('desk.lead@payops.test', temp);
    expect(login.body).toMatchObject({ code: 0, result: { has_google_secret: false, list_per: [] } });
    const bound = await bindFrom(login.token!, 'desk.lead@payops.test', temp);
    expect(bound.body).toMatchObject({ code: 0, result: { must_change_password: true, list_per: [] } });
    const changed = await call('POST', AUTH_PATHS.changePassword, {
      token: bound.token!,
      body: { new_password: 'Desk-lead-own-2026', confirm_password: 'Desk-lead-own-2026' },
    });
    expect(changed.body.code).toBe(0);
    const session = changed.token!;
    const info = await call('GET', AUTH_PATHS.loginInfo, { token: session });
    expect(info.body.result).toMatchObject({ email: 'desk.lead@payops.test', roles: ['risk'] });
    // The risk role's pages only: not the roles (the admin list answers it only to pick an assignee).
    expect((await call('GET', '/v1/admin/roles', { token: session })).body.code).toBe(403);
    expect((await call('POST', API, { token: session, body: {} })).body.code).toBe(403);
  });

  it('refuses a taken or malformed email, a missing name, an unknown user type or role, and no role', async () => {
    const valid = { email: 'ops@payops.test', name: 'Ops', user_type: '01', role_ids: ['role-super'] };
    const refusals: [Record<string, unknown>, string][] = [
      [{ ...valid, email: 'RISK@payops.test' }, 'email'],
      [{ ...valid, email: 'not-an-email' }, 'email'],
      [{ ...valid, email: undefined }, 'email'],
      [{ ...valid, name: '  ' }, 'name'],
      [{ ...valid, user_type: '09' }, 'user_type'],
      [{ ...valid, role_ids: ['role-nowhere'] }, 'role_ids'],
      [{ ...valid, role_ids: [] }, 'role_ids'],
      [{ ...valid, role_ids: 'role-super' }, 'role_ids'],
    ];
    const before = db.admin.length;
    for (const [body, field] of refusals) {
      expect((await post(API, body)).body, JSON.stringify(body)).toMatchObject({
        code: 100400,
        message: `Invalid input: ${field}`,
      });
    }
    expect(db.admin).toHaveLength(before);
  });

  it('edits name, user type and roles; the next login gets the new roles', async () => {
    const id = riskAdmin().id;
    const edit = await post(`${API}/${id}/edit`, { name: 'Omar H.', user_type: '01', role_ids: ['role-super'] });
    expect(edit.body.result).toMatchObject({ name: 'Omar H.', role_names: ['super'] });
    expect(db.oplog.at(-1)).toMatchObject({
      action: 'edit',
      before: { name: 'Omar Haddad', role_ids: ['role-risk'] },
      after: { name: 'Omar H.', role_ids: ['role-super'] },
    });
    const riskToken = await signIn(RISK);
    expect((await call('GET', API, { token: riskToken })).body.code).toBe(0);
  });

  it('disable refuses the login (100005) and ends live sessions (401), even once enabled again', async () => {
    const riskToken = await signIn(RISK);
    expect((await call('GET', AUTH_PATHS.loginInfo, { token: riskToken })).status).toBe(200);
    const id = riskAdmin().id;

    expect((await post(`${API}/${id}/disable`, {})).body).toMatchObject({
      code: 100400,
      message: 'Invalid input: reason',
    });
    const disabled = await post(`${API}/${id}/disable`, { reason: 'Left the company' });
    expect(disabled.body.result).toMatchObject({ status: 'disabled' });
    expect(db.oplog.at(-1)).toMatchObject({
      action: 'disable',
      reason: 'Left the company',
      before: { status: 'enabled' },
      after: { status: 'disabled' },
    });
    expect(db.tokens.filter((t) => t.admin_id === id).every((t) => t.revoked)).toBe(true);
    expect((await call('GET', AUTH_PATHS.loginInfo, { token: riskToken })).status).toBe(401);
    expect((await postLogin(RISK.email, RISK.password, totpCode(RISK.secret!))).body.code).toBe(100005);

    // Disabled twice: the wrong status.
    expect((await post(`${API}/${id}/disable`, { reason: 'again' })).body.code).toBe(101014);
    expect((await post(`${API}/${id}/enable`)).body.result).toMatchObject({ status: 'enabled' });
    expect((await call('GET', AUTH_PATHS.loginInfo, { token: riskToken })).status).toBe(401);
    // With a code of its own: the one that signed it in before is spent.
    expect((await postLogin(RISK.email, RISK.password, freshCode(RISK.email, RISK.secret!))).body.code).toBe(0);
    expect((await post(`${API}/${id}/enable`)).body.code).toBe(101014);
  });

  it('an operator cannot disable themself (101035)', async () => {
    const me = findAdminByEmail(ADMIN.email)!;
    expect((await post(`${API}/${me.id}/disable`, { reason: 'oops' })).body).toMatchObject({ code: 101035 });
    expect(me.status).toBe('enabled');
    expect((await call('GET', AUTH_PATHS.loginInfo, { token })).status).toBe(200);
  });

  it('reset authenticator: sessions end, the next login goes through binding; only a bound account', async () => {
    const riskToken = await signIn(RISK);
    const id = riskAdmin().id;
    const reset = await post(`${API}/${id}/resetAuthenticator`);
    expect(reset.body.result).toMatchObject({ authenticator_bound: 0 });
    noSecrets(reset.body.result);
    expect(riskAdmin().google_secret).toBeNull();
    expect(db.oplog.at(-1)).toMatchObject({
      action: 'resetAuthenticator',
      before: { google_secret: '***' },
      after: { google_secret: '***' },
    });
    expect(JSON.stringify(db.oplog)).not.toContain(RISK.secret);
    expect((await call('GET', AUTH_PATHS.loginInfo, { token: riskToken })).status).toBe(401);
    const login = await postLogin(RISK.email, RISK.password, totpCode(RISK.secret!));
    expect(login.body).toMatchObject({ code: 0, result: { has_google_secret: false } });
    expect((await post(`${API}/${id}/resetAuthenticator`)).body.code).toBe(101014);
    const newcomer = findAdminByEmail(NEWCOMER.email)!;
    expect((await post(`${API}/${newcomer.id}/resetAuthenticator`)).body.code).toBe(101014);
  });

  it('reset password: a new temporary password once; the old one stops working', async () => {
    const id = riskAdmin().id;
    const reset = await post(`${API}/${id}/resetPassword`);
    const temp = (reset.body.result as { temp_password: string }).temp_password;
    expect(temp).toMatch(/^\S{4}-\S{4}-\S{4}$/);
    expect(reset.body.result).not.toHaveProperty('password');
    expect(db.oplog.at(-1)).toMatchObject({ action: 'resetPassword', after: { password: '***' } });
    expect(JSON.stringify(db.oplog)).not.toContain(temp);
    expect((await postLogin(RISK.email, RISK.password, totpCode(RISK.secret!))).body.code).toBe(100001);
    // The temporary one signs in to its change only (passwordChange.test.ts follows it further).
    expect((await postLogin(RISK.email, temp, totpCode(RISK.secret!))).body).toMatchObject({
      code: 0,
      result: { must_change_password: true, list_per: [] },
    });
  });

  it('list, filters, detail and export never carry password nor authenticator secret', async () => {
    const all = (await call('GET', API, { token })).body.result as { list: Record<string, unknown>[]; total: number };
    expect(all.total).toBe(4);
    all.list.forEach(noSecrets);
    const unbound = (await call('GET', API, { token, query: { authenticator_bound: 0 } })).body.result as {
      list: { email: string }[];
    };
    expect(unbound.list.map((a) => a.email)).toEqual([NEWCOMER.email]);
    const byRole = (await call('GET', API, { token, query: { role_ids: 'role-risk' } })).body.result as {
      list: { email: string }[];
    };
    expect(byRole.list.map((a) => a.email)).toEqual([RISK.email]);

    const csv = await download(`${API}/export`, { token, query: { status: 'enabled' } });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-disposition')).toContain('admin-20260310-090015.csv');
    const lines = csv.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    // Labelled in zh-CN (the default language), each enumeration's code beside its label.
    expect(lines[0]).toBe(
      '账号ID,登录邮箱,姓名,状态,状态代码,用户类型,用户类型代码,角色,谷歌验证器,谷歌验证器代码,最近登录时间,最近登录IP,创建时间',
    );
    // The header and the four enabled accounts.
    expect(lines).toHaveLength(5);
    for (const a of db.admin) {
      expect(csv.text).not.toContain(a.password);
      if (a.google_secret) expect(csv.text).not.toContain(a.google_secret);
    }
  });

  it('is behind its page and codes: the risk account is refused', async () => {
    const riskToken = await signIn(RISK);
    // The risk role may pick a complaint's assignee among the accounts: the list answers it that much only.
    const picking = (await call('GET', API, { token: riskToken })).body.result as { list: object[] };
    expect(Object.keys(picking.list[0]).sort()).toEqual(['email', 'id', 'name', 'status']);
    db.role.find((r) => r.id === 'role-risk')!.codes = db.role
      .find((r) => r.id === 'role-risk')!
      .codes.filter((c) => c !== 'complaint:assign');
    expect((await call('GET', API, { token: riskToken })).body.code).toBe(403);
    const made = await call('POST', API, {
      token: riskToken,
      body: { email: 'x@payops.test', name: 'X', user_type: '01', role_ids: ['role-risk'] },
    });
    expect(made.body.code).toBe(403);
  });
});
