import { DEMO_MAIL_CODE } from '../../mocks/accounts';
import { advanceClock, db, findAdminByEmail, now } from '../../mocks/db';
import { totpCode } from '../../mocks/totp';
import { freshCode } from '../helpers/totp';
import { AUTH_PATHS } from '../../src/services/paths';
import { ADMIN, NEWCOMER, call, pinClock, postLogin, signIn } from './helpers';

interface Binding {
  bindingToken: string;
  secret: string;
  qrCode: string;
  mailCodeToken: string;
}

/** Runs the binding steps up to (not including) the bind call. */
async function prepareBinding(): Promise<Binding> {
  const login = await postLogin(NEWCOMER.email, NEWCOMER.password);
  const bindingToken = login.token!;
  const secret = await call('GET', AUTH_PATHS.googleSecret, { token: bindingToken });
  const { qrCode, secret: key } = secret.body.result as { qrCode: string; secret: string };
  const mail = await call('POST', AUTH_PATHS.mailCode, { token: bindingToken, body: { mail: NEWCOMER.email } });
  const { mailCodeToken } = mail.body.result as { mailCodeToken: string };
  return { bindingToken, secret: key, qrCode, mailCodeToken };
}

function bind(
  b: Binding,
  overrides: { emailCode?: string; bindingKey?: string; bindingCode?: string; password?: string } = {},
) {
  return call('POST', AUTH_PATHS.bind, {
    token: b.bindingToken,
    query: {
      mailCodeToken: b.mailCodeToken,
      bindingCode: overrides.bindingCode ?? totpCode(b.secret),
      bindingKey: overrides.bindingKey ?? b.secret,
      requestId: 1,
    },
    headers: { 'email-code': overrides.emailCode ?? DEMO_MAIL_CODE },
    body: { email: NEWCOMER.email, password: overrides.password ?? NEWCOMER.password, login_type: 0, user_type: '01' },
  });
}

describe('authenticator binding', () => {
  beforeEach(pinClock);

  it('binds: binding token → secret → mail code → bind → a working session', async () => {
    const b = await prepareBinding();
    expect(b.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(b.qrCode).toContain('otpauth://totp/');
    expect(b.qrCode).toContain(`secret=${b.secret}`);

    const bound = await bind(b);
    expect(bound.body).toMatchObject({ code: 0, status: 'ok', type: 'account', result: { has_google_secret: true } });
    expect((bound.body.result as { list_per: unknown[] }).list_per.length).toBeGreaterThan(0);
    expect(bound.token).toMatch(/^pt_[0-9a-f]{32}$/);

    const info = await call('GET', AUTH_PATHS.loginInfo, { token: bound.token! });
    expect(info.body.result).toMatchObject({ email: NEWCOMER.email, roles: ['super'] });
    // The binding token is spent, and the account now signs in with its authenticator.
    expect((await call('GET', AUTH_PATHS.googleSecret, { token: b.bindingToken })).status).toBe(401);
    expect(findAdminByEmail(NEWCOMER.email)!.google_secret).toBe(b.secret);
    // The binding's code is spent: the next one signs in.
    expect((await postLogin(NEWCOMER.email, NEWCOMER.password, totpCode(b.secret))).body.code).toBe(100002);
    expect((await postLogin(NEWCOMER.email, NEWCOMER.password, freshCode(NEWCOMER.email, b.secret))).body.code).toBe(0);
    const check = await call('GET', AUTH_PATHS.security, { query: { mail: NEWCOMER.email } });
    expect(check.body.result).toMatchObject({ has_google_secret: true });
  });

  it('refuses a wrong or expired mail code with 100003', async () => {
    const b = await prepareBinding();
    expect((await bind(b, { emailCode: '654321' })).body.code).toBe(100003);
    expect((await bind({ ...b, mailCodeToken: 'mc_unknown' })).body.code).toBe(100003);
    db.mailCodes.find((m) => m.token === b.mailCodeToken)!.expires_at = now();
    expect((await bind(b)).body.code).toBe(100003);
  });

  it('accepts the right mail code until just before its 10 minutes are up', async () => {
    const b = await prepareBinding();
    advanceClock(10 * 60 * 1000 - 1000);
    expect((await bind(b)).body.code).toBe(0);
  });

  it('refuses a mail code once it has been used', async () => {
    const b = await prepareBinding();
    const mailCode = db.mailCodes.find((m) => m.token === b.mailCodeToken)!;
    mailCode.used = true;
    expect((await bind(b)).body).toMatchObject({ code: 100003, message: 'Incorrect or expired mail code' });
  });

  it('refuses a key other than the pending secret with 100006', async () => {
    const b = await prepareBinding();
    const answer = await bind(b, { bindingKey: ADMIN.secret! });
    expect(answer.body).toMatchObject({ code: 100006, message: 'Authenticator secret mismatch, scan the code again' });
    // Asking for a new secret makes the first one stale.
    const again = await call('GET', AUTH_PATHS.googleSecret, { token: b.bindingToken });
    const fresh = (again.body.result as { secret: string }).secret;
    expect(fresh).not.toBe(b.secret);
    expect((await bind(b)).body.code).toBe(100006);
    expect((await bind({ ...b, secret: fresh })).body.code).toBe(0);
  });

  it('refuses a wrong authenticator code with 100002 and a wrong password with 100001', async () => {
    const b = await prepareBinding();
    expect((await bind(b, { bindingCode: totpCode(b.secret, now() - 3_600_000) })).body.code).toBe(100002);
    expect((await bind(b, { password: 'wrong' })).body.code).toBe(100001);
    expect(findAdminByEmail(NEWCOMER.email)!.google_secret).toBeNull();
  });

  it('refuses missing binding parameters with 100400', async () => {
    const b = await prepareBinding();
    const answer = await bind({ ...b, mailCodeToken: '' });
    expect(answer.body).toMatchObject({ code: 100400, message: 'Invalid input: mailCodeToken' });
  });

  it('refuses a mail code for an address other than the token owner', async () => {
    const b = await prepareBinding();
    const answer = await call('POST', AUTH_PATHS.mailCode, { token: b.bindingToken, body: { mail: ADMIN.email } });
    expect(answer.body.code).toBe(403);
  });

  it('keeps the binding token away from normal calls with 101011', async () => {
    const b = await prepareBinding();
    const info = await call('GET', AUTH_PATHS.loginInfo, { token: b.bindingToken });
    expect(info.status).toBe(200);
    expect(info.body).toMatchObject({ code: 101011, success: false, errorMessage: 'Authenticator not bound' });
  });

  it('refuses a session token on the bind call', async () => {
    const b = await prepareBinding();
    const session = await signIn(ADMIN);
    expect((await bind({ ...b, bindingToken: session })).body.code).toBe(403);
  });

  it('lets a binding token live 10 minutes', async () => {
    const b = await prepareBinding();
    advanceClock(10 * 60 * 1000);
    const answer = await bind(b);
    expect(answer.status).toBe(401);
    expect(answer.body.code).toBe(401);
  });
});
