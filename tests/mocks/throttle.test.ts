import { advanceClock, db } from '../../mocks/db';
import { totpCode } from '../../mocks/totp';
import { AUTH_PATHS } from '../../src/services/paths';
import { freshCode } from '../helpers/totp';
import { ADMIN, RISK, call, pinClock } from './helpers';

const MIN = 60_000;
const HOME = '203.0.113.7';
const AWAY = '198.51.100.9';

/** A login from a client address (x-forwarded-for, as nginx passes it), code in the ga-code header. */
const attempt = (email: string, password: string, { code = '', ip = HOME } = {}) =>
  call('POST', AUTH_PATHS.login, {
    headers: { 'ga-code': code, 'x-forwarded-for': ip },
    body: { email, password, login_type: 0, user_type: '01' },
  });

const rightAdmin = (ip = HOME) =>
  attempt(ADMIN.email, ADMIN.password, { code: freshCode(ADMIN.email, ADMIN.secret!), ip });
const wrongAdmin = (ip = HOME) => attempt(ADMIN.email, 'not-the-password', { ip });

/** The sign-in log's rows written since `from`: email, reason, address. */
const logSince = (from: number) => db.loginLog.slice(from).map((r) => [r.email, r.reason, r.ip]);

describe('sign-in throttling', () => {
  beforeEach(pinClock);

  it('locks an account for 15 minutes after 5 failures, the right credentials too, and says the time left', async () => {
    const from = db.loginLog.length;
    // From five addresses: the account's own count locks it.
    const from5 = ['192.0.2.1', '192.0.2.2', '192.0.2.3', '192.0.2.4', '192.0.2.5'];
    for (const ip of from5.slice(0, 4)) {
      expect((await wrongAdmin(ip)).body.code).toBe(100001);
      advanceClock(MIN);
    }
    // The fifth failure within 15 minutes starts the lock, and is answered with it.
    expect((await wrongAdmin(from5[4])).body).toMatchObject({
      code: 101038,
      errorMessage: 'Too many failed sign-in attempts for this account, try again in 15 min',
    });
    advanceClock(4 * MIN + 30_000);
    // The right password and code now: refused all the same, with the minutes left (rounded up).
    const code = totpCode(ADMIN.secret!);
    expect((await attempt(ADMIN.email, ADMIN.password, { code })).body).toMatchObject({
      code: 101038,
      message: 'Too many failed sign-in attempts for this account, try again in 11 min',
    });
    // Failures, the lock, the attempt refused by it: each in the sign-in log.
    expect(logSince(from)).toEqual([
      ...from5.map((ip) => [ADMIN.email, 'wrong_password', ip]),
      [ADMIN.email, 'account_locked', from5[4]],
      [ADMIN.email, 'locked_out', HOME],
    ]);

    // 15 minutes after it started, the lock is over.
    advanceClock(10 * MIN);
    expect((await rightAdmin()).body.code).toBe(101038);
    advanceClock(30_000);
    expect((await rightAdmin()).body.code).toBe(0);
  });

  it('counts only the failures of the last 15 minutes', async () => {
    for (let i = 0; i < 4; i += 1) expect((await wrongAdmin()).body.code).toBe(100001);
    advanceClock(15 * MIN);
    expect((await wrongAdmin()).body.code).toBe(100001);
    expect((await rightAdmin()).body.code).toBe(0);
  });

  it('starts the count again after a sign-in with the right credentials', async () => {
    for (let i = 0; i < 4; i += 1) expect((await wrongAdmin()).body.code).toBe(100001);
    expect((await rightAdmin()).body.code).toBe(0);
    for (let i = 0; i < 4; i += 1) expect((await wrongAdmin()).body.code).toBe(100001);
    const used = freshCode(ADMIN.email, ADMIN.secret!);
    expect((await attempt(ADMIN.email, ADMIN.password, { code: used })).body.code).toBe(0);
    // Wrong codes count as well; a used one too.
    for (const code of ['000000', '111111', '222222', '333333'])
      expect((await attempt(ADMIN.email, ADMIN.password, { code })).body.code).toBe(100002);
    expect((await attempt(ADMIN.email, ADMIN.password, { code: used })).body.code).toBe(101038);
  });

  it('locks an address that fails 5 times, whatever the emails; the accounts stay open elsewhere', async () => {
    const from = db.loginLog.length;
    const emails = ['a@payops.test', 'b@payops.test', 'c@payops.test', RISK.email];
    for (const email of emails) expect((await attempt(email, 'guess', { ip: AWAY })).body.code).toBe(100001);
    expect((await wrongAdmin(AWAY)).body).toMatchObject({
      code: 101038,
      errorMessage: 'Too many failed sign-in attempts from this address, try again in 15 min',
    });
    expect(logSince(from).slice(-2)).toEqual([
      [ADMIN.email, 'wrong_password', AWAY],
      [ADMIN.email, 'address_locked', AWAY],
    ]);
    // From that address nobody signs in; from another, the same accounts do (one failure each is not a lock).
    expect(
      (await attempt(RISK.email, RISK.password, { code: freshCode(RISK.email, RISK.secret!), ip: AWAY })).body,
    ).toMatchObject({
      code: 101038,
      message: 'Too many failed sign-in attempts from this address, try again in 15 min',
    });
    expect((await rightAdmin(HOME)).body.code).toBe(0);
    expect((await attempt(RISK.email, RISK.password, { code: freshCode(RISK.email, RISK.secret!) })).body.code).toBe(0);
    advanceClock(15 * MIN);
    expect((await rightAdmin(AWAY)).body.code).toBe(0);
  });

  it('locks an unknown email like an account, so a lock tells nothing of who has one', async () => {
    for (let i = 0; i < 4; i += 1)
      expect((await attempt('ghost@payops.test', 'guess', { ip: `192.0.2.${i}` })).body.code).toBe(100001);
    expect((await attempt(' Ghost@PayOps.test', 'guess', { ip: '192.0.2.9' })).body).toMatchObject({
      code: 101038,
      message: 'Too many failed sign-in attempts for this account, try again in 15 min',
    });
  });

  it('does not count a refused attempt that was no guess: a disabled account, a missing input', async () => {
    db.admin.find((a) => a.email === RISK.email)!.status = 'disabled';
    for (let i = 0; i < 5; i += 1) {
      expect((await attempt(RISK.email, RISK.password)).body.code).toBe(100005);
      expect((await call('POST', AUTH_PATHS.login, { body: { email: ADMIN.email } })).body.code).toBe(100400);
    }
    expect((await rightAdmin()).body.code).toBe(0);
  });
});
