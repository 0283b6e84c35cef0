import { DEMO_MAIL_CODE } from '../../mocks/accounts';
import { CONTROL_PATHS } from '../../mocks/handlers';
import doc from '../../mocks/openapi.json';
import { totpCode } from '../../mocks/totp';
import { AUTH_PATHS, NOTICE_PATHS } from '../../src/services/paths';
import { ADMIN, NEWCOMER, call, pinClock, postLogin, signIn, type Answer } from './helpers';
import { check, type Schema } from './schema';

interface Operation {
  operationId: string;
  parameters?: { name: string; in: string; $ref?: string }[];
  responses: Record<string, { headers?: Record<string, unknown>; content: Record<string, { schema: Schema }> }>;
}
const spec = doc as unknown as { openapi: string; paths: Record<string, Record<string, Operation>> };

const operations = Object.entries(spec.paths).flatMap(([path, ops]) =>
  Object.entries(ops).map(([method, op]) => ({ path, method, op })),
);

async function bindingSetup() {
  const bindingToken = (await postLogin(NEWCOMER.email, NEWCOMER.password)).token!;
  const secretAnswer = await call('GET', AUTH_PATHS.googleSecret, { token: bindingToken });
  const mailAnswer = await call('POST', AUTH_PATHS.mailCode, { token: bindingToken, body: { mail: NEWCOMER.email } });
  const secret = (secretAnswer.body.result as { secret: string }).secret;
  const mailCodeToken = (mailAnswer.body.result as { mailCodeToken: string }).mailCodeToken;
  return { bindingToken, secret, mailCodeToken, secretAnswer, mailAnswer };
}

/** Per operation: calls that give its success answer and its errors. */
const CASES: Record<string, () => Promise<Answer[]>> = {
  securityCheck: async () => [
    await call('GET', AUTH_PATHS.security, { query: { mail: ADMIN.email, login_type: 0, user_type: '01' } }),
    await call('GET', AUTH_PATHS.security, { query: {} }),
  ],
  login: async () => [
    await postLogin(ADMIN.email, ADMIN.password, totpCode(ADMIN.secret!)),
    await postLogin(NEWCOMER.email, NEWCOMER.password),
    await postLogin(ADMIN.email, 'wrong', '000000'),
    await postLogin(ADMIN.email, ADMIN.password, '000000'),
  ],
  googleSecret: async () => {
    const { bindingToken, secretAnswer } = await bindingSetup();
    return [secretAnswer, await call('GET', AUTH_PATHS.googleSecret, { token: `${bindingToken}x` })];
  },
  sendMailCode: async () => {
    const { bindingToken, mailAnswer } = await bindingSetup();
    return [mailAnswer, await call('POST', AUTH_PATHS.mailCode, { token: bindingToken, body: {} })];
  },
  bindAuthenticator: async () => {
    const { bindingToken, secret, mailCodeToken } = await bindingSetup();
    const send = (emailCode: string) =>
      call('POST', AUTH_PATHS.bind, {
        token: bindingToken,
        query: { mailCodeToken, bindingCode: totpCode(secret), bindingKey: secret },
        headers: { 'email-code': emailCode },
        body: { email: NEWCOMER.email, password: NEWCOMER.password, login_type: 0, user_type: '01' },
      });
    return [await send('000000'), await send(DEMO_MAIL_CODE), await send(DEMO_MAIL_CODE)];
  },
  currentUser: async () => [
    await call('GET', AUTH_PATHS.loginInfo, { token: await signIn(ADMIN) }),
    await call('GET', AUTH_PATHS.loginInfo, { token: (await postLogin(NEWCOMER.email, NEWCOMER.password)).token! }),
    await call('GET', AUTH_PATHS.loginInfo),
  ],
  logout: async () => {
    const token = await signIn(ADMIN);
    return [await call('POST', AUTH_PATHS.logout, { token }), await call('POST', AUTH_PATHS.logout, { token })];
  },
  listNotices: async () => [await call('GET', NOTICE_PATHS.list, { token: await signIn(ADMIN) })],
  readNotice: async () => {
    const token = await signIn(ADMIN);
    const id = (await call('GET', NOTICE_PATHS.list, { token })).body.result as { list: { id: string }[] };
    return [
      await call('POST', NOTICE_PATHS.read(id.list[0].id), { token }),
      await call('POST', NOTICE_PATHS.read('missing'), { token }),
    ];
  },
  clearNotices: async () => {
    const token = await signIn(ADMIN);
    return [
      await call('POST', NOTICE_PATHS.clear, { token, body: { type: 'message' } }),
      await call('POST', NOTICE_PATHS.clear, { token, body: { type: 'nope' } }),
    ];
  },
  mockReset: async () => [await call('POST', CONTROL_PATHS.reset)],
  mockExpireTokens: async () => [await call('POST', CONTROL_PATHS.expireTokens)],
  mockClock: async () => [
    await call('POST', CONTROL_PATHS.clock, { body: { advanceMs: 1000 } }),
    await call('POST', CONTROL_PATHS.clock, { body: {} }),
  ],
};

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1 and names exactly the paths the services and the fake backend use', () => {
    expect(spec.openapi).toBe('3.1.0');
    const documented = Object.keys(spec.paths).map((p) => p.replace(/\{(\w+)\}/g, ':$1'));
    const used = [
      ...Object.values(AUTH_PATHS),
      NOTICE_PATHS.list,
      NOTICE_PATHS.readPattern,
      NOTICE_PATHS.clear,
      ...Object.values(CONTROL_PATHS),
    ];
    expect([...documented].sort()).toEqual([...used].sort());
  });

  it('has a case below for every operation', () => {
    expect(operations.map((o) => o.op.operationId).sort()).toEqual(Object.keys(CASES).sort());
  });

  it('documents the ga-code and email-code headers', () => {
    const headers = (id: string) =>
      operations
        .find((o) => o.op.operationId === id)!
        .op.parameters!.filter((p) => p.in === 'header')
        .map((p) => p.name);
    expect(headers('login')).toEqual(['ga-code']);
    expect(headers('bindAuthenticator')).toEqual(['email-code']);
  });
});

describe('the fake backend answers as the document says', () => {
  beforeEach(pinClock);

  it.each(operations.map((o) => [`${o.method.toUpperCase()} ${o.path}`, o] as const))('%s', async (_name, { op }) => {
    const answers = await CASES[op.operationId]();
    expect(answers.some((a) => a.status === 200 && a.body.code === 0)).toBe(true);
    for (const answer of answers) {
      const response = op.responses[String(answer.status)];
      expect(response, `no ${answer.status} response documented`).toBeDefined();
      const errors = check(response.content['application/json'].schema, answer.body, doc);
      expect(errors, JSON.stringify(answer.body)).toEqual([]);
      if (answer.token) expect(Object.keys(response.headers ?? {})).toContain('authorization');
    }
  });
});
