import { db, findAdminByEmail } from '../../mocks/db';
import { AUTH_PATHS, NOTICE_PATHS } from '../../src/services/paths';
import { freshCode } from '../helpers/totp';
import { ADMIN, RISK, call, dualControlOff, pinClock, postLogin, signIn } from './helpers';

const TEMP = /^[A-Za-z2-9]{4}-[A-Za-z2-9]{4}-[A-Za-z2-9]{4}$/;
const riskId = () => findAdminByEmail(RISK.email)!.id;

/** The risk account's password reset by the admin: its temporary password. */
async function resetRisk(): Promise<string> {
  dualControlOff('adminPassword');
  const admin = await signIn(ADMIN);
  const reset = await call('POST', `/v1/admin/admins/${riskId()}/resetPassword`, { token: admin, body: {} });
  const temp = (reset.body.result as { temp_password: string }).temp_password;
  expect(temp).toMatch(TEMP);
  return temp;
}

const signInRisk = (password: string) => postLogin(RISK.email, password, freshCode(RISK.email, RISK.secret!));

const change = (token: string, next: string, confirm = next) =>
  call('POST', AUTH_PATHS.changePassword, { token, body: { new_password: next, confirm_password: confirm } });

describe('a temporary password is changed at the next sign-in', () => {
  beforeEach(pinClock);

  it('answers the change step, with a token that opens nothing else; the change starts the session', async () => {
    const temp = await resetRisk();
    const from = db.loginLog.length;
    const step = await signInRisk(temp);
    expect(step.body).toMatchObject({
      code: 0,
      status: 'ok',
      result: { has_google_secret: true, must_change_password: true, list_per: [], list_permission: [] },
    });
    expect(db.tokens.find((t) => t.token === step.token)?.scope).toBe('password');
    // No page before the change: the step's token is refused everywhere but the change.
    for (const path of [AUTH_PATHS.loginInfo, NOTICE_PATHS.list, '/v1/admin/merchants'])
      expect((await call('GET', path, { token: step.token! })).body.code).toBe(403);

    const changed = await change(step.token!, 'Omar-risk-desk-2026');
    expect(changed.body).toMatchObject({ code: 0, result: { has_google_secret: true } });
    expect(changed.body.result).not.toHaveProperty('must_change_password');
    expect((changed.body.result as { list_per: unknown[] }).list_per.length).toBeGreaterThan(0);
    const info = await call('GET', AUTH_PATHS.loginInfo, { token: changed.token! });
    expect(info.body.result).toMatchObject({ email: RISK.email });
    // The step's token is spent; the sign-in log says: to be changed, then signed in.
    expect((await change(step.token!, 'Another-risk-pass-1')).status).toBe(401);
    expect(db.loginLog.slice(from).map((r) => [r.email, r.result, r.reason])).toEqual([
      [RISK.email, 2, 'password_change'],
      [RISK.email, 1, null],
    ]);

    // From now on the new password signs in as usual; the temporary one no longer does.
    expect((await signInRisk(temp)).body.code).toBe(100001);
    const again = await signInRisk('Omar-risk-desk-2026');
    expect(again.body).toMatchObject({ code: 0, result: { has_google_secret: true } });
    expect(again.body.result).not.toHaveProperty('must_change_password');
  });

  it('refuses, by the policy, a short password, the email, the temporary one and the one it replaced', async () => {
    findAdminByEmail(RISK.email)!.password = 'Risk-desk-before-2026';
    const temp = await resetRisk();
    const token = (await signInRisk(temp)).token!;
    const refusals: [string, string][] = [
      ['Short-1', 'The new password must be at least 12 characters'],
      // Characters, not UTF-16 units: eleven, the emoji counting as one.
      ['Ten-chars!😀', 'The new password must be at least 12 characters'],
      [' Risk@PayOps.test', 'The new password must not be the email address'],
      [temp, 'The new password must differ from the current and the previous password'],
      ['Risk-desk-before-2026', 'The new password must differ from the current and the previous password'],
    ];
    for (const [next, message] of refusals)
      expect((await change(token, next)).body, next).toMatchObject({ code: 101039, errorMessage: message });
    expect((await change(token, 'Omar-risk-desk-2026', 'Omar-risk-desk-2025')).body).toMatchObject({
      code: 100400,
      message: 'Invalid input: confirm_password',
    });
    expect((await change(token, '')).body).toMatchObject({ code: 100400, message: 'Invalid input: new_password' });
    // Refused changes leave the temporary password as it was.
    expect(findAdminByEmail(RISK.email)).toMatchObject({ password: temp, password_temporary: true });
    expect((await change(token, 'Twelve-chars')).body.code).toBe(0);
  });

  it('takes only the step token: a session token is refused at the change', async () => {
    const session = await signIn(ADMIN);
    expect((await change(session, 'Whatever-long-2026')).body.code).toBe(403);
    expect(findAdminByEmail(ADMIN.email)!.password).toBe(ADMIN.password);
  });

  it('leaves the demo accounts as they are: they sign in straight to their pages', async () => {
    for (const acc of [ADMIN, RISK]) {
      const login = await postLogin(acc.email, acc.password, freshCode(acc.email, acc.secret!));
      expect(login.body).toMatchObject({ code: 0, result: { has_google_secret: true } });
      expect(login.body.result).not.toHaveProperty('must_change_password');
    }
  });
});
