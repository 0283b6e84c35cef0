import { DEMO_ACCOUNTS } from '../../mocks/accounts';
import { advanceClock, db, findAdminByEmail, now } from '../../mocks/db';
import { totpCode } from '../../mocks/totp';
import { AUTH_PATHS } from '../../src/services/paths';
import { ADMIN, NEWCOMER, RISK, call, pinClock, postLogin, signIn } from './helpers';

const TOKEN = /^pt_[0-9a-f]{32}$/;

describe('security pre-check', () => {
  it('tells whether a known account has an authenticator', async () => {
    const bound = await call('GET', AUTH_PATHS.security, {
      query: { mail: ADMIN.email, login_type: 0, user_type: '01' },
    });
    expect(bound.body).toMatchObject({
      code: 0,
      success: true,
      result: { mail: ADMIN.email, has_google_secret: true },
    });
    const unbound = await call('GET', AUTH_PATHS.security, { query: { mail: NEWCOMER.email, requestId: 1 } });
    expect(unbound.body.result).toEqual({ mail: NEWCOMER.email, has_google_secret: false });
  });

  it('answers an unknown address like a bound account', async () => {
    const answer = await call('GET', AUTH_PATHS.security, { query: { mail: 'nobody@payops.test' } });
    expect(answer.body.result).toEqual({ mail: 'nobody@payops.test', has_google_secret: true });
  });

  it('refuses a missing mail with 100400', async () => {
    const answer = await call('GET', AUTH_PATHS.security, { query: { login_type: 0 } });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      code: 100400,
      message: 'Invalid input: mail',
      success: false,
      errorCode: '100400',
      errorMessage: 'Invalid input: mail',
    });
  });
});

describe('login', () => {
  beforeEach(pinClock);

  it.each(DEMO_ACCOUNTS.filter((a) => a.secret).map((a) => [a.email, a] as const))(
    '%s signs in with the current authenticator code',
    async (_email, acc) => {
      const answer = await postLogin(acc.email, acc.password, totpCode(acc.secret!));
      expect(answer.status).toBe(200);
      expect(answer.token).toMatch(TOKEN);
      expect(answer.headers.get('access-control-expose-headers')).toBe('authorization, content-disposition');
      expect(answer.body).toMatchObject({
        code: 0,
        success: true,
        status: 'ok',
        type: 'account',
        currentAuthority: 'admin',
        result: { has_google_secret: true },
      });
      const info = await call('GET', AUTH_PATHS.loginInfo, { token: answer.token! });
      expect(info.body.result).toMatchObject({ email: acc.email, name: acc.name, user_type: '01', roles: [acc.role] });
    },
  );

  it('reads the code from the body when the ga-code header is empty', async () => {
    const answer = await call('POST', AUTH_PATHS.login, {
      body: {
        email: ADMIN.email,
        password: ADMIN.password,
        code: totpCode(ADMIN.secret!),
        login_type: 0,
        user_type: '01',
      },
    });
    expect(answer.body.code).toBe(0);
  });

  it('matches the email without regard to case or spaces', async () => {
    const answer = await postLogin('  Admin@PayOps.TEST ', ADMIN.password, totpCode(ADMIN.secret!));
    expect(answer.body.code).toBe(0);
  });

  it('refuses a wrong password or unknown email with the same 100001', async () => {
    const wrong = await postLogin(ADMIN.email, 'payops#2026', totpCode(ADMIN.secret!));
    const unknown = await postLogin('ghost@payops.test', ADMIN.password, '123456');
    for (const answer of [wrong, unknown]) {
      expect(answer.status).toBe(200);
      expect(answer.token).toBeNull();
      expect(answer.body).toMatchObject({ code: 100001, success: false, errorMessage: 'Incorrect email or password' });
    }
  });

  it('refuses a wrong or missing authenticator code with 100002', async () => {
    const code = totpCode(ADMIN.secret!);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expect((await postLogin(ADMIN.email, ADMIN.password, wrong)).body.code).toBe(100002);
    expect((await postLogin(ADMIN.email, ADMIN.password)).body.code).toBe(100002);
    // The risk account's code does not open the admin account.
    expect((await postLogin(ADMIN.email, ADMIN.password, totpCode(RISK.secret!))).body.code).toBe(100002);
  });

  it('accepts the codes of the previous and next 30-second steps, not two steps away', async () => {
    const at = (stepOffset: number) => totpCode(ADMIN.secret!, now() + stepOffset * 30_000);
    expect((await postLogin(ADMIN.email, ADMIN.password, at(-1))).body.code).toBe(0);
    expect((await postLogin(ADMIN.email, ADMIN.password, at(1))).body.code).toBe(0);
    expect((await postLogin(ADMIN.email, ADMIN.password, at(-2))).body.code).toBe(100002);
    expect((await postLogin(ADMIN.email, ADMIN.password, at(2))).body.code).toBe(100002);
  });

  it('takes an authenticator code once per account: played again within its window it is refused', async () => {
    const code = totpCode(ADMIN.secret!);
    expect((await postLogin(ADMIN.email, ADMIN.password, code)).body.code).toBe(0);
    // The same code, 20 s later (still inside its 90 s window): refused, and said so.
    advanceClock(20_000);
    expect((await postLogin(ADMIN.email, ADMIN.password, code)).body).toMatchObject({
      code: 100002,
      errorMessage: 'This authenticator code has been used already, wait for the next one',
    });
    // Nor an earlier step's, which the window would otherwise take.
    expect((await postLogin(ADMIN.email, ADMIN.password, totpCode(ADMIN.secret!, now() - 30_000))).body.code).toBe(
      100002,
    );
    // Once per account: the risk account's code of this step is its own.
    expect((await postLogin(RISK.email, RISK.password, totpCode(RISK.secret!))).body.code).toBe(0);
    // The next step's code signs the admin in again.
    advanceClock(30_000);
    expect((await postLogin(ADMIN.email, ADMIN.password, totpCode(ADMIN.secret!))).body.code).toBe(0);
  });

  it('does not spend a code on a refused attempt: a wrong password leaves it good', async () => {
    const code = totpCode(ADMIN.secret!);
    expect((await postLogin(ADMIN.email, 'not-the-password', code)).body.code).toBe(100001);
    expect((await postLogin(ADMIN.email, ADMIN.password, code)).body.code).toBe(0);
  });

  it('refuses a disabled account with 100005, only after the password is right', async () => {
    findAdminByEmail(RISK.email)!.status = 'disabled';
    expect((await postLogin(RISK.email, 'nope')).body.code).toBe(100001);
    expect((await postLogin(RISK.email, RISK.password, totpCode(RISK.secret!))).body).toMatchObject({
      code: 100005,
      message: 'Account disabled',
    });
  });

  it('refuses a missing email or password with 100400', async () => {
    expect((await call('POST', AUTH_PATHS.login, { body: { password: 'x' } })).body.message).toBe(
      'Invalid input: email',
    );
    expect((await call('POST', AUTH_PATHS.login, { body: { email: ADMIN.email } })).body.message).toBe(
      'Invalid input: password',
    );
  });

  it('reports the previous sign-in as the last login and records this one', async () => {
    const seeded = { ...findAdminByEmail(ADMIN.email)! };
    const first = await signIn(ADMIN);
    const info1 = await call('GET', AUTH_PATHS.loginInfo, { token: first });
    expect(info1.body.result).toMatchObject({
      last_login_at: seeded.last_login_at,
      last_login_ip: seeded.last_login_ip,
    });
    const second = await signIn(ADMIN);
    const info2 = await call('GET', AUTH_PATHS.loginInfo, { token: second });
    expect(info2.body.result).toMatchObject({
      last_login_at: new Date(now()).toISOString(),
      last_login_ip: '127.0.0.1',
    });
    expect(info2.body.result).not.toHaveProperty('avatar');
  });

  it('gives an account without an authenticator a binding token and no permissions', async () => {
    const answer = await postLogin(NEWCOMER.email, NEWCOMER.password);
    expect(answer.token).toMatch(TOKEN);
    expect(answer.body).toMatchObject({
      code: 0,
      status: 'ok',
      currentAuthority: 'admin',
      result: { has_google_secret: false, list_per: [], list_permission: [] },
    });
    expect(db.tokens.find((t) => t.token === answer.token)?.scope).toBe('binding');
  });
});
