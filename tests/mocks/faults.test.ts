import { hangingCount } from '../../mocks/faults';
import { CONTROL_PATHS } from '../../mocks/handlers';
import { AUTH_PATHS } from '../../src/services/paths';
import { standaloneServer } from './helpers';

// The e2e fault switch (issue 9) over a real socket, as the standalone server serves it behind nginx.
describe('injected faults of the standalone server', () => {
  const { send } = standaloneServer();
  afterEach(() => send(CONTROL_PATHS.reset, { method: 'POST' }));
  const control = async (path: string, body?: unknown) =>
    (await send(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }))
      .json()
      .then((b: { code: number }) => b.code);
  const security = () => send(`${AUTH_PATHS.security}?mail=admin%40payops.test&login_type=0&user_type=01`);

  it('answers HTTP 500 with the envelope, as many times as asked, then as usual', async () => {
    expect(await control(CONTROL_PATHS.fault, { match: '/common/security', kind: 'status500', times: 2 })).toBe(0);
    for (let i = 0; i < 2; i++) {
      const answer = await security();
      expect(answer.status).toBe(500);
      expect(await answer.json()).toMatchObject({ success: false, code: 500, errorCode: '500' });
    }
    expect((await security()).status).toBe(200);
  });

  it('applies to the named method only, and never to the switch itself', async () => {
    await control(CONTROL_PATHS.fault, { match: '/', method: 'post', kind: 'status500' });
    expect((await security()).status).toBe(200);
    expect(await control(CONTROL_PATHS.faultClear)).toBe(0);
    expect((await send(AUTH_PATHS.login, { method: 'POST' })).status).toBe(200);
  });

  it('drops the connection without an answer until cleared or reset', async () => {
    await control(CONTROL_PATHS.fault, { match: '/common/security', kind: 'drop' });
    await expect(security()).rejects.toThrow();
    await expect(security()).rejects.toThrow();
    await control(CONTROL_PATHS.reset);
    expect((await security()).status).toBe(200);
  });

  it('holds a hanging request until cleared, and lets go of one whose caller left', async () => {
    await control(CONTROL_PATHS.fault, { match: '/common/security', kind: 'hang' });
    const gaveUp = new AbortController();
    const first = send(`${AUTH_PATHS.security}?mail=x`, { signal: gaveUp.signal });
    await vi.waitFor(() => expect(hangingCount()).toBe(1));
    gaveUp.abort();
    await expect(first).rejects.toThrow();
    await vi.waitFor(() => expect(hangingCount()).toBe(0));

    const second = security();
    await vi.waitFor(() => expect(hangingCount()).toBe(1));
    await control(CONTROL_PATHS.faultClear);
    // Let go without an answer: its caller would have timed out long ago.
    await expect(second).rejects.toThrow();
    expect(hangingCount()).toBe(0);
    expect((await security()).status).toBe(200);
  });

  it('refuses a fault it cannot apply', async () => {
    expect(await control(CONTROL_PATHS.fault, { match: '', kind: 'drop' })).toBe(100400);
    expect(await control(CONTROL_PATHS.fault, { match: '/v1', kind: 'drop', times: 0 })).toBe(100400);
    expect(await control(CONTROL_PATHS.fault, { match: '/v1', kind: 'slow' })).toBe(100400);
    expect((await security()).status).toBe(200);
  });
});
