import { advanceClock, db } from '../../mocks/db';
import { CONTROL_PATHS } from '../../mocks/handlers';
import { AUTH_PATHS, NOTICE_PATHS } from '../../src/services/paths';
import { ADMIN, RISK, call, pinClock, signIn } from './helpers';

const MIN = 60 * 1000;

const info = (token?: string) => call('GET', AUTH_PATHS.loginInfo, { token });

function expectTokenRefused(answer: Awaited<ReturnType<typeof info>>) {
  expect(answer.status).toBe(401);
  expect(answer.body).toEqual({
    code: 401,
    message: 'Token expired, please log in again',
    success: false,
    errorCode: '401',
    errorMessage: 'Token expired, please log in again',
  });
}

/** A call with the token, which must pass: the rotated token it carried back, if any. */
async function keepUsing(token: string): Promise<string | undefined> {
  const answer = await info(token);
  expect(answer.body.code).toBe(0);
  return answer.token ?? undefined;
}

describe('session tokens', () => {
  beforeEach(pinClock);

  it('refuses a missing or unknown token with HTTP 401', async () => {
    expectTokenRefused(await info());
    expectTokenRefused(await info('pt_00000000000000000000000000000000'));
  });

  it('accepts the raw token and the Bearer form', async () => {
    const token = await signIn(ADMIN);
    expect((await info(token)).body.code).toBe(0);
    expect((await info(`Bearer ${token}`)).body.code).toBe(0);
  });

  it('ends a session 2 h after sign-in, however often it is used', async () => {
    // Used every 20 minutes (never idle), each time with the latest token the answers carried.
    let token = await signIn(ADMIN);
    for (let used = 0; used < 5; used += 1) {
      advanceClock(20 * MIN);
      token = (await keepUsing(token)) ?? token;
    }
    advanceClock(20 * MIN - 1000);
    // Used once before the end: the rotated token carries the session on, but not past its end.
    const before = await info(token);
    expect(before.body.code).toBe(0);
    advanceClock(1000);
    expectTokenRefused(await info(token));
    expectTokenRefused(await info(before.token!));
  });

  it('ends a session unused for longer than the idle limit (30 min), each use starting that time again', async () => {
    let token = await signIn(ADMIN);
    // Used every 29 minutes it lives on.
    for (let used = 0; used < 2; used += 1) {
      advanceClock(29 * MIN);
      token = (await keepUsing(token)) ?? token;
    }
    // Then left alone: at exactly 30 minutes it still answers; unused 30 minutes and a second, well within its 2 h,
    // it is refused, as token expired.
    advanceClock(30 * MIN);
    token = (await keepUsing(token)) ?? token;
    advanceClock(30 * MIN + 1000);
    expectTokenRefused(await info(token));
    // Nor does a refused call count as use.
    expectTokenRefused(await info(token));
  });

  it('counts any call that passes the token check as use, a refused one too (a missing permission)', async () => {
    let admin = await signIn(ADMIN);
    let risk = await signIn(RISK);
    advanceClock(20 * MIN);
    // The risk account may not read the merchants: refused, yet its token was used.
    const refused = await call('GET', '/v1/admin/merchants', { token: risk });
    expect(refused.body.code).toBe(403);
    risk = refused.token ?? risk;
    admin = (await keepUsing(admin)) ?? admin;
    advanceClock(25 * MIN);
    risk = (await keepUsing(risk)) ?? risk;
    advanceClock(6 * MIN);
    // 31 minutes since the admin's last call, 6 since the risk account's.
    expectTokenRefused(await info(admin));
    expect((await info(risk)).body.code).toBe(0);
  });

  it('rotates a token older than 15 min; the old one works 60 s more', async () => {
    const token = await signIn(ADMIN);
    advanceClock(14 * MIN);
    const early = await info(token);
    expect(early.token).toBeNull();

    advanceClock(MIN);
    const rotated = await info(token);
    expect(rotated.body.code).toBe(0);
    expect(rotated.token).toMatch(/^pt_[0-9a-f]{32}$/);
    expect(rotated.token).not.toBe(token);

    // Within the grace period the old token still answers, without rotating a second time.
    advanceClock(59 * 1000);
    const grace = await info(token);
    expect(grace.body.code).toBe(0);
    expect(grace.token).toBeNull();

    advanceClock(1000);
    expectTokenRefused(await info(token));
    const fresh = await info(rotated.token!);
    expect(fresh.body.code).toBe(0);
    expect(fresh.token).toBeNull();
  });

  it('carries the rotated token on business errors too', async () => {
    const token = await signIn(ADMIN);
    advanceClock(16 * MIN);
    const answer = await call('POST', NOTICE_PATHS.read('no-such-notice'), { token });
    expect(answer.body.code).toBe(100404);
    expect(answer.token).toMatch(/^pt_/);

    const other = await signIn(RISK);
    advanceClock(16 * MIN);
    const invalid = await call('POST', NOTICE_PATHS.clear, { token: other, body: { type: 'x' } });
    expect(invalid.body.code).toBe(100400);
    expect(invalid.token).toMatch(/^pt_/);
  });

  it('logout revokes the token and its rotated successor', async () => {
    const token = await signIn(ADMIN);
    advanceClock(16 * MIN);
    const rotated = (await info(token)).token!;
    const out = await call('POST', AUTH_PATHS.logout, { token: rotated });
    expect(out.body).toEqual({ code: 0, message: 'ok', success: true, result: null });
    expect(out.token).toBeNull();
    expectTokenRefused(await info(rotated));
    expectTokenRefused(await info(token));
  });

  it('logout of one session leaves the others alone', async () => {
    const a = await signIn(ADMIN);
    const b = await signIn(ADMIN);
    const r = await signIn(RISK);
    await call('POST', AUTH_PATHS.logout, { token: a });
    expectTokenRefused(await info(a));
    expect((await info(b)).body.code).toBe(0);
    expect((await info(r)).body.code).toBe(0);
  });

  it('refuses a token once its operator is disabled', async () => {
    const token = await signIn(RISK);
    db.admin.find((a) => a.email === RISK.email)!.status = 'disabled';
    expectTokenRefused(await info(token));
  });
});

describe('test controls', () => {
  it('expire-tokens ends every session', async () => {
    const a = await signIn(ADMIN);
    const r = await signIn(RISK);
    const answer = await call('POST', CONTROL_PATHS.expireTokens);
    expect(answer.body.result).toEqual({ expired: 2 });
    expectTokenRefused(await info(a));
    expectTokenRefused(await info(r));
  });

  it('clock moves the fake backend time', async () => {
    pinClock();
    const token = await signIn(ADMIN);
    const answer = await call('POST', CONTROL_PATHS.clock, { body: { advanceMs: 2 * 60 * MIN } });
    expect(answer.body.result).toEqual({ now: new Date(Date.UTC(2026, 2, 10, 11, 0, 15)).toISOString() });
    expectTokenRefused(await info(token));
    expect((await call('POST', CONTROL_PATHS.clock, { body: { advanceMs: 'soon' } })).body.code).toBe(100400);
  });

  it('reset restores the seed and drops every session', async () => {
    const token = await signIn(ADMIN);
    db.notices = [];
    await call('POST', CONTROL_PATHS.reset);
    expect(db.notices.length).toBeGreaterThan(0);
    expectTokenRefused(await info(token));
  });
});
