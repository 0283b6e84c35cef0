import { DEMO_MAIL_CODE } from '../../mocks/accounts';
import { resourceRoutes } from '../../mocks/crud/handlers';
import { db } from '../../mocks/db';
import { CONTROL_PATHS } from '../../mocks/handlers';
import doc from '../../mocks/openapi.json';
import { totpCode } from '../../mocks/totp';
import { ENUMS } from '../../src/domain/enums';
import { RESOURCES } from '../../src/resources';
import merchant from '../../src/resources/orgMag/merchant';
import shop from '../../src/resources/orgMag/shop';
import { AUTH_PATHS, NOTICE_PATHS } from '../../src/services/paths';
import {
  ADMIN,
  NEWCOMER,
  RISK,
  call,
  download,
  pinClock,
  postLogin,
  signIn,
  type Answer,
  type Download,
} from './helpers';
import { check, type Schema } from './schema';

interface Parameter {
  name: string;
  in: string;
  $ref?: string;
}
interface Operation {
  operationId: string;
  parameters?: Parameter[];
  responses: Record<
    string,
    { headers?: Record<string, { schema: Schema }>; content: Record<string, { schema: Schema }> }
  >;
}
const spec = doc as unknown as {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { parameters: Record<string, Parameter>; schemas: Record<string, Schema> };
};
const param = (p: Parameter) => (p.$ref ? spec.components.parameters[p.$ref.split('/').pop()!] : p);

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

const API = merchant.api;
const withStatus = (status: number) => db.merchants.find((m) => m.status === status)!.cust_id;
const act = async (id: string, action: string, body: Record<string, unknown> = {}) =>
  call('POST', `${API}/${id}/${action}`, { token: await signIn(ADMIN), body });

type Result = Answer | Download;
const isDownload = (a: Result): a is Download => 'bytes' in a;

/** Per operation: calls that give its success answer and its errors. */
const CASES: Record<string, () => Promise<Result[]>> = {
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
  listMerchants: async () => {
    const token = await signIn(ADMIN);
    return [
      await call('GET', `${API}?status=0&status=1&sort=name,ascend&pageSize=20&requestId=1`, { token }),
      await call('GET', API, { token, query: { registered_at_from: '2026-01-01T00:00:00Z', name: 'ltd' } }),
      await call('GET', API, { token, query: { pageSize: 500 } }),
      await call('GET', API, { token: await signIn(RISK) }),
      await call('GET', API),
    ];
  },
  getMerchant: async () => {
    const token = await signIn(ADMIN);
    return [await call('GET', `${API}/C100001`, { token }), await call('GET', `${API}/C999999`, { token })];
  },
  exportMerchants: async () => {
    const token = await signIn(ADMIN);
    return [
      await download(`${API}/export`, { token, query: { status: 2, sort: 'name,descend' } }),
      await download(`${API}/export`, { token, query: { sort: 'email,ascend' } }),
      await download(`${API}/export`, { token: await signIn(RISK) }),
      await download(`${API}/export`),
    ];
  },
  approveMerchant: async () => {
    const id = withStatus(0);
    return [await act(id, 'approve', { requestId: 1 }), await act(id, 'approve')];
  },
  rejectMerchant: async () => {
    const id = withStatus(0);
    return [await act(id, 'reject'), await act(id, 'reject', { reason: 'Prohibited products' })];
  },
  freezeMerchant: async () => [
    await act(withStatus(1), 'freeze', { reason: 'Chargebacks' }),
    await act(withStatus(0), 'freeze', { reason: 'Chargebacks' }),
  ],
  unfreezeMerchant: async () => [await act(withStatus(3), 'unfreeze'), await act('C999999', 'unfreeze')],
  bulkApproveMerchants: async () => {
    const token = await signIn(ADMIN);
    return [
      await call('POST', `${API}/bulk/approve`, { token, body: { ids: [withStatus(0), withStatus(1), 'C999999'] } }),
      await call('POST', `${API}/bulk/approve`, { token, body: { ids: [] } }),
    ];
  },
  listShops: async () => {
    const token = await signIn(ADMIN);
    return [
      await call('GET', `${shop.api}?status=1&sort=created_at,descend`, { token, query: { merchant_name: 'ltd' } }),
      await call('GET', shop.api, { token: await signIn(RISK) }),
    ];
  },
  getShop: async () => {
    const token = await signIn(ADMIN);
    return [
      await call('GET', `${shop.api}/${db.shops[0].shop_id}`, { token }),
      await call('GET', `${shop.api}/S0`, { token }),
    ];
  },
  exportShops: async () => [
    await download(`${shop.api}/export`, { token: await signIn(ADMIN), query: { status: 2 } }),
    await download(`${shop.api}/export`, { token: await signIn(RISK) }),
  ],
  enableShop: async () => {
    const token = await signIn(ADMIN);
    const id = db.shops.find((x) => x.status === 2)!.shop_id;
    return [
      await call('POST', `${shop.api}/${id}/enable`, { token, body: {} }),
      await call('POST', `${shop.api}/${id}/enable`, { token, body: {} }),
    ];
  },
  editShop: async () => {
    const token = await signIn(ADMIN);
    const id = db.shops[0].shop_id;
    return [
      await call('POST', `${shop.api}/${id}/edit`, {
        token,
        body: { site_url: 'https://shop.example', platform: 'Shopify' },
      }),
      await call('POST', `${shop.api}/${id}/edit`, {
        token,
        body: { site_url: 'javascript:alert(1)', platform: 'Shopify' },
      }),
    ];
  },
  disableShop: async () => {
    const token = await signIn(ADMIN);
    const id = db.shops.find((x) => x.status === 1)!.shop_id;
    return [
      await call('POST', `${shop.api}/${id}/disable`, { token, body: {} }),
      await call('POST', `${shop.api}/${id}/disable`, { token, body: { reason: 'Site offline' } }),
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
      ...new Set(RESOURCES.flatMap((def) => resourceRoutes(def).map((r) => r.path))),
    ];
    expect([...documented].sort()).toEqual([...used].sort());
  });

  it('documents every route of every resource with its method', () => {
    for (const def of RESOURCES) {
      for (const route of resourceRoutes(def)) {
        const path = route.path.replace(/:(\w+)/g, '{$1}');
        expect(spec.paths[path]?.[route.method.toLowerCase()], `${route.method} ${path}`).toBeDefined();
      }
    }
  });

  it("documents the merchant list's query: paging, sort and exactly the declared filters", () => {
    const names = (id: string) =>
      operations.find((o) => o.op.operationId === id)!.op.parameters!.map((p) => param(p).name);
    const filters = merchant.list.filters.flatMap((f) =>
      merchant.fields[f].filter === 'range' ? [`${f}_from`, `${f}_to`] : [f],
    );
    expect(names('listMerchants')).toEqual(['current', 'pageSize', 'sort', ...filters, 'requestId']);
    expect(names('exportMerchants')).toEqual(['sort', ...filters, 'requestId']);
  });

  it("documents the merchant record as declared, with the enumerations' codes", () => {
    const schema = spec.components.schemas.Merchant;
    expect(Object.keys(schema.properties!)).toEqual(Object.keys(merchant.fields));
    for (const [name, field] of Object.entries(merchant.fields)) {
      if (field.enum) expect(schema.properties![name].enum, name).toEqual(ENUMS[field.enum].map((v) => v.code));
    }
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
    const succeeded = (a: Result) => a.status === 200 && (isDownload(a) ? !a.text.startsWith('{') : a.body.code === 0);
    expect(answers.some(succeeded)).toBe(true);
    for (const answer of answers) {
      const response = op.responses[String(answer.status)];
      expect(response, `no ${answer.status} response documented`).toBeDefined();
      const type = answer.headers.get('content-type')?.split(';')[0] ?? '';
      const media = response.content[type];
      expect(media, `no ${type} content documented`).toBeDefined();
      if (type === 'application/json') {
        const body = isDownload(answer) ? JSON.parse(answer.text) : answer.body;
        expect(check(media.schema, body, doc), JSON.stringify(body)).toEqual([]);
      } else {
        expect(check(media.schema, (answer as Download).text, doc)).toEqual([]);
      }
      for (const [name, header] of Object.entries(response.headers ?? {})) {
        const value = answer.headers.get(name);
        if (value !== null) expect(check(header.schema, value, doc), `${name}: ${value}`).toEqual([]);
      }
      if (type === 'text/csv') expect(answer.headers.get('content-disposition')).not.toBeNull();
      if (answer.token) expect(Object.keys(response.headers ?? {})).toContain('authorization');
    }
  });
});
