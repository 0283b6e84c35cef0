import { totpCode } from '../../mocks/totp';
import { AUTH_PATHS } from '../../src/services/paths';
import { ADMIN, standaloneServer } from './helpers';

// The standalone server (mocks/server.ts) over a real socket.
describe('standalone HTTP server', () => {
  const { send } = standaloneServer();

  it('signs in and answers login/info with the token', async () => {
    const login = await send(AUTH_PATHS.login, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'ga-code': totpCode(ADMIN.secret!) },
      body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password, login_type: 0, user_type: '01' }),
    });
    expect(login.status).toBe(200);
    expect(await login.json()).toMatchObject({ code: 0, status: 'ok', result: { has_google_secret: true } });
    const token = login.headers.get('authorization')!;
    expect(token).toMatch(/^pt_[0-9a-f]{32}$/);
    expect(login.headers.get('access-control-expose-headers')).toBe('authorization, content-disposition');

    const info = await send(AUTH_PATHS.loginInfo, { headers: { authorization: `Bearer ${token}` } });
    expect(await info.json()).toMatchObject({ code: 0, result: { email: ADMIN.email, roles: ['super'] } });
    // The server passes the socket address on as the client address.
    const again = await send(AUTH_PATHS.loginInfo, { headers: { authorization: token } });
    expect((await again.json()).code).toBe(0);
  });

  it('serves a CSV export byte for byte, with its headers', async () => {
    const login = await send(AUTH_PATHS.login, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'ga-code': totpCode(ADMIN.secret!) },
      body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password, login_type: 0, user_type: '01' }),
    });
    const token = login.headers.get('authorization')!;
    const csv = await send('/v1/admin/merchants/export?status=3', { headers: { authorization: token } });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toMatch(/^attachment; filename="merchant-\d{8}-\d{6}\.csv"/);
    const bytes = new Uint8Array(await csv.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });

  it('answers 401 over HTTP for a missing token', async () => {
    const answer = await send(AUTH_PATHS.loginInfo);
    expect(answer.status).toBe(401);
    expect((await answer.json()).code).toBe(401);
  });

  it('answers an unknown path with HTTP 404 and the error envelope', async () => {
    const answer = await send('/v1/admin/nothing-here');
    expect(answer.status).toBe(404);
    expect(await answer.json()).toEqual({
      code: 404,
      message: 'Not found',
      success: false,
      errorCode: '404',
      errorMessage: 'Not found',
    });
  });
});
