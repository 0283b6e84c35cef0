import fs from 'node:fs';
import path from 'node:path';
import { DEMO_MAIL_CODE } from '../../mocks/accounts';
import { optionLookups, resourceRoutes } from '../../mocks/crud/handlers';
import { CONTROL_PATHS } from '../../mocks/handlers';
import doc from '../../mocks/openapi.json';
import testControlsDoc from '../../mocks/openapi.test-controls.json';
import { buildContracts, OPENAPI_FILE, pascal, serialize, TEST_CONTROLS_FILE } from '../../mocks/openapi/generate';
import { db } from '../../mocks/db';
import { BEHAVIOURS } from '../../mocks/resources';
import { findAdminByEmail } from '../../mocks/db';
import { viewRow } from '../../mocks/crud/actions';
import { MAX_PAGE_SIZE } from '../../mocks/crud/query';
import { totpCode } from '../../mocks/totp';
import { freshCode } from '../helpers/totp';
import { ENUMS } from '../../src/domain/enums';
import { RESOURCES } from '../../src/resources';
import {
  AUTH_PATHS,
  DASHBOARD_PATHS,
  EXPORT_JOB_PATHS,
  NOTICE_PATHS,
  RECORD_PATHS,
  SEARCH_PATH,
  UPLOAD_PATH,
} from '../../src/services/paths';
import { EXPORT_JOB_CASES } from './exportJobCases';
import { NOTE_CASES } from './noteCases';
import { WORK_CASES } from './workCases';
import { WORK_ACTIONS, WORK_PATHS } from '../../src/services/queues';
import { ADMIN, Multipart, NEWCOMER, RISK, call, pinClock, postLogin, signIn, type Download } from './helpers';
import { resourceCases, resourceOperations, type CaseBuilder, type Result } from './resourceCases';
import { check, type Schema } from './schema';
import { resourceByKey } from '../../src/resources';

const merchant = resourceByKey('merchant')!;

interface Parameter {
  name: string;
  in: string;
  $ref?: string;
}
interface Operation {
  operationId: string;
  tags: string[];
  'x-test-only'?: boolean;
  security?: Record<string, string[]>[];
  'x-permission'?: { page: string; code?: string; orCodes?: string[]; orFields?: string[] };
  parameters?: Parameter[];
  responses: Record<
    string,
    {
      description?: string;
      headers?: Record<string, { schema: Schema }>;
      content: Record<string, { schema: Schema }>;
    }
  >;
}
interface Document {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { parameters: Record<string, Parameter>; schemas: Record<string, Schema> };
}
/** The console's contract, and the fake backend's test controls (a document of their own). */
const spec = doc as unknown as Document;
const testControls = testControlsDoc as unknown as Document;
const param = (p: Parameter) => (p.$ref ? spec.components.parameters[p.$ref.split('/').pop()!] : p);

const operationsOf = (document: Document) =>
  Object.entries(document.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({ path, method, op, document })),
  );
/** Every operation of both documents, each with the document its references resolve in. */
const operations = [...operationsOf(spec), ...operationsOf(testControls)];

async function bindingSetup() {
  const bindingToken = (await postLogin(NEWCOMER.email, NEWCOMER.password)).token!;
  const secretAnswer = await call('GET', AUTH_PATHS.googleSecret, { token: bindingToken });
  const mailAnswer = await call('POST', AUTH_PATHS.mailCode, { token: bindingToken, body: { mail: NEWCOMER.email } });
  const secret = (secretAnswer.body.result as { secret: string }).secret;
  const mailCodeToken = (mailAnswer.body.result as { mailCodeToken: string }).mailCodeToken;
  return { bindingToken, secret, mailCodeToken, secretAnswer, mailAnswer };
}

/** The risk account with a temporary password: its sign-in, and a change sent with the step's token. */
async function passwordStep() {
  findAdminByEmail(RISK.email)!.password_temporary = true;
  const step = await postLogin(RISK.email, RISK.password, freshCode(RISK.email, RISK.secret!));
  const send = (body: unknown) => call('POST', AUTH_PATHS.changePassword, { token: step.token!, body });
  return { step, send };
}

const isDownload = (a: Result): a is Download => 'bytes' in a;
/** An answer in a failure message. */
const summary = (a: Result) =>
  isDownload(a) ? { status: a.status, text: a.text.slice(0, 100) } : { status: a.status, ...a.body };

/** Per hand-written operation (base.json): calls that give its success answer and its errors. */
const HAND_WRITTEN: Record<string, CaseBuilder> = {
  securityCheck: async () => [
    await call('GET', AUTH_PATHS.security, { query: { mail: ADMIN.email, login_type: 0, user_type: '01' } }),
    await call('GET', AUTH_PATHS.security, { query: {} }),
  ],
  login: async () => [
    await postLogin(ADMIN.email, ADMIN.password, totpCode(ADMIN.secret!)),
    await postLogin(NEWCOMER.email, NEWCOMER.password),
    await postLogin(ADMIN.email, 'wrong', '000000'),
    await postLogin(ADMIN.email, ADMIN.password, '000000'),
    (await passwordStep()).step,
  ],
  changePassword: async () => {
    const { step, send } = await passwordStep();
    return [
      step,
      await send({ new_password: 'short', confirm_password: 'short' }),
      await send({ new_password: 'A-long-enough-one', confirm_password: 'Another-one' }),
      await send({ new_password: 'A-long-enough-one', confirm_password: 'A-long-enough-one' }),
      await call('POST', AUTH_PATHS.changePassword, { token: await signIn(ADMIN), body: {} }),
      await call('POST', AUTH_PATHS.changePassword, { body: {} }),
    ];
  },
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
  dashboardSummary: async () => {
    const token = await signIn(ADMIN);
    return [
      await call('GET', DASHBOARD_PATHS.summary, { token, query: { tz: 'Asia/Shanghai' } }),
      await call('GET', DASHBOARD_PATHS.summary, { token, query: { tz: 'Nowhere/Else' } }),
      await call('GET', DASHBOARD_PATHS.summary),
    ];
  },
  dashboardTrend: async () => [
    await call('GET', DASHBOARD_PATHS.trend, { token: await signIn(ADMIN), query: { tz: 'UTC' } }),
  ],
  dashboardTodos: async () => [
    await call('GET', DASHBOARD_PATHS.todos, { token: await signIn(ADMIN) }),
    await call('GET', DASHBOARD_PATHS.todos, { token: await signIn(RISK) }),
  ],
  dashboardOverview: async () => {
    const token = await signIn(ADMIN);
    const period = { from: '2026-09-01', to: '2026-10-31' };
    return [
      await call('GET', DASHBOARD_PATHS.overview, { token, query: { ...period, rank_by: 'volume' } }),
      await call('GET', DASHBOARD_PATHS.overview, { token, query: { from: period.to, to: period.from } }),
      await call('GET', DASHBOARD_PATHS.overview, { token: await signIn(RISK), query: period }),
    ];
  },
  globalSearch: async () => {
    const token = await signIn(ADMIN);
    return [
      await call('GET', SEARCH_PATH, { token, query: { q: 'C1000' } }),
      await call('GET', SEARCH_PATH, { token, query: { q: 'x' } }),
      await call('GET', SEARCH_PATH, { query: { q: 'C1000' } }),
    ];
  },
  mockReset: async () => [await call('POST', CONTROL_PATHS.reset)],
  mockExpireTokens: async () => [await call('POST', CONTROL_PATHS.expireTokens)],
  mockClock: async () => [
    await call('POST', CONTROL_PATHS.clock, { body: { advanceMs: 1000 } }),
    await call('POST', CONTROL_PATHS.clock, { body: {} }),
  ],
  // A fault on a path nothing calls, so that the cases after it are answered as usual.
  mockFault: async () => {
    const answers = [
      await call('POST', CONTROL_PATHS.fault, { body: { match: '/no/such/path', kind: 'drop', times: 1 } }),
      await call('POST', CONTROL_PATHS.fault, { body: { match: '/no/such/path', method: 'post', kind: 'hang' } }),
      await call('POST', CONTROL_PATHS.fault, { body: { match: '/no/such/path', kind: 'explode' } }),
    ];
    await call('POST', CONTROL_PATHS.faultClear);
    return answers;
  },
  mockFaultClear: async () => [await call('POST', CONTROL_PATHS.faultClear)],
  mockHostile: async () => [await call('POST', CONTROL_PATHS.hostile)],
  uploadFile: async () => {
    const pdf = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x34, 0x0a]);
    const token = await signIn(ADMIN);
    return [
      await call('POST', UPLOAD_PATH, { token, body: new Multipart('receipt.pdf', pdf, 'application/pdf') }),
      await call('POST', UPLOAD_PATH, { token, body: new Multipart('evil.pdf', 'MZ', 'application/pdf') }),
      await call('POST', UPLOAD_PATH, {
        token: await signIn(RISK),
        body: new Multipart('receipt.pdf', pdf, 'application/pdf'),
      }),
    ];
  },
  mockInboundDispute: async () => {
    const running = new Set([1, 2, 9, 10]);
    const order = db.order.find((o) => o.pay_status === 1 && !running.has(o.dispute_status))!;
    return [
      await call('POST', CONTROL_PATHS.inboundDispute, { body: { order_no: order.order_no, reason: 'not_received' } }),
      await call('POST', CONTROL_PATHS.inboundDispute, { body: { order_no: order.order_no } }),
    ];
  },
  mockInboundFraudAlert: async () => {
    const order = db.order.find((o) => o.pay_status === 1 && o.card_bin)!;
    return [
      await call('POST', CONTROL_PATHS.inboundFraudAlert, { body: { order_no: order.order_no } }),
      await call('POST', CONTROL_PATHS.inboundFraudAlert, { body: { order_no: order.order_no, source: 'x' } }),
    ];
  },
  getExportJob: EXPORT_JOB_CASES.getExportJob,
  downloadExportJob: EXPORT_JOB_CASES.downloadExportJob,
  ...NOTE_CASES,
  ...WORK_CASES,
};

const CASES: Record<string, CaseBuilder> = { ...HAND_WRITTEN, ...resourceCases() };
const RESOURCE_OPERATIONS = resourceOperations();

/** What each declaration serves, with its behaviour (a document route only where the behaviour serves files). */
const servedRoutes = () => RESOURCES.flatMap((def) => resourceRoutes(def, BEHAVIOURS[def.key]));

/** The rows in a resource answer's result: the page's list, the row, or none (bulk results). */
const resultRows = (result: unknown): Record<string, unknown>[] => {
  if (!result || typeof result !== 'object' || Array.isArray(result)) return [];
  const { list } = result as { list?: unknown };
  return Array.isArray(list) ? list : [result as Record<string, unknown>];
};

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1 and names exactly the paths the services and the fake backend use, each in one document', () => {
    expect(spec.openapi).toBe('3.1.0');
    expect(testControls.openapi).toBe('3.1.0');
    const documented = (d: Document) => Object.keys(d.paths).map((p) => p.replace(/\{(\w+)\}/g, ':$1'));
    const used = [
      ...Object.values(AUTH_PATHS),
      NOTICE_PATHS.list,
      NOTICE_PATHS.readPattern,
      NOTICE_PATHS.clear,
      ...Object.values(DASHBOARD_PATHS),
      SEARCH_PATH,
      RECORD_PATHS.timelinePattern,
      RECORD_PATHS.notesPattern,
      RECORD_PATHS.notePattern,
      RECORD_PATHS.operators,
      EXPORT_JOB_PATHS.jobPattern,
      EXPORT_JOB_PATHS.filePattern,
      UPLOAD_PATH,
      WORK_PATHS.queues,
      WORK_PATHS.itemsPattern,
      WORK_PATHS.nextPattern,
      ...WORK_ACTIONS.map(WORK_PATHS.actPattern),
      WORK_PATHS.claims,
      ...new Set(servedRoutes().map((r) => r.path)),
    ];
    // The console's calls in the contract, the test controls in theirs: every served path in exactly one.
    expect(documented(spec).sort()).toEqual([...used].sort());
    expect(documented(testControls).sort()).toEqual(Object.values(CONTROL_PATHS).sort());
  });

  it('keeps the test controls out of the contract', () => {
    for (const { op } of operationsOf(spec)) {
      expect(op['x-test-only'], op.operationId).toBeUndefined();
      expect(op.tags, op.operationId).not.toContain('test-control');
    }
    for (const { op } of operationsOf(testControls)) {
      expect(op['x-test-only'], op.operationId).toBe(true);
      expect(op.tags, op.operationId).toEqual(['test-control']);
    }
  });

  it.each([OPENAPI_FILE, TEST_CONTROLS_FILE])(
    '%s is what the declarations generate (run `npm run openapi` after changing one)',
    (file) => {
      const committed = fs.readFileSync(path.resolve(__dirname, '../..', file), 'utf8');
      const generated = serialize(buildContracts().find((c) => c.file === file)!.doc);
      const [a, b] = [committed.split('\n'), generated.split('\n')];
      const line = a.findIndex((text, i) => text !== b[i]);
      const where = line < 0 ? a.length : line;
      expect(
        committed === generated,
        `${file} is stale: run \`npm run openapi\` (from line ${where + 1}: ` +
          `committed ${JSON.stringify(a[where])}, generated ${JSON.stringify(b[where])})`,
      ).toBe(true);
    },
  );

  it('states the security of every operation: a token scheme, or none (`[]`) for the public calls', () => {
    const schemes = Object.keys((doc as { components: { securitySchemes: object } }).components.securitySchemes);
    const open: string[] = [];
    for (const { op } of operations) {
      expect(Array.isArray(op.security), `${op.operationId} states no security`).toBe(true);
      if (!op.security!.length) open.push(op.operationId);
      for (const requirement of op.security!)
        for (const name of Object.keys(requirement)) expect(schemes).toContain(name);
    }
    // Signing in, and the pre-check of the login form; and the test controls, no part of the contract.
    expect(open.sort()).toEqual(
      ['securityCheck', 'login', ...operationsOf(testControls).map((o) => o.op.operationId)].sort(),
    );
  });

  it("lists each operation's own error codes, and its answer's description says the same", () => {
    const ERROR = '#/components/schemas/Error';
    for (const { op } of operations) {
      const lists: number[][] = [];
      let bare = 0;
      const walk = (node: unknown): void => {
        if (Array.isArray(node)) return node.forEach(walk);
        if (!node || typeof node !== 'object') return;
        const { allOf, $ref } = node as { allOf?: Schema[]; $ref?: string };
        if (allOf?.[0]?.$ref === ERROR && allOf[0] && allOf[1]?.properties?.code?.enum) {
          lists.push(allOf[1].properties.code.enum as number[]);
          return;
        }
        if ($ref === ERROR) bare++;
        Object.values(node).forEach(walk);
      };
      walk(op.responses);
      // Never the whole catalogue of codes: each error branch names the codes of this operation.
      expect(bare, `${op.operationId} answers the whole Error schema`).toBe(0);
      expect(JSON.stringify(op), op.operationId).not.toContain('x-error-codes');
      const codes = [...new Set(lists.flat())].sort((a, b) => a - b);
      for (const list of lists) expect(list, op.operationId).toEqual(codes);
      // Each a code of the server's catalogue (the Error schema).
      const catalogue = (spec.components.schemas.Error.properties!.code as Schema).enum!;
      expect(
        codes.filter((c) => !catalogue.includes(c)),
        op.operationId,
      ).toEqual([]);
      const said = /body codes: ([^.]*)\./.exec(op.responses['200']?.description ?? '');
      if (said) {
        // 0 is the success, 101025 an import's warning (a branch of its own, with the result).
        const numbers = [...said[1].matchAll(/\b\d+\b/g)].map((m) => Number(m[0]));
        const errors = numbers.filter((n) => n !== 0 && n !== 101025).sort((a, b) => a - b);
        expect(errors, `${op.operationId}: ${said[0]}`).toEqual(codes);
      }
    }
  });

  it('says what every operation is: a short summary and a description of what it does', () => {
    for (const { op } of operations) {
      const { summary, description } = op as Operation & { summary?: string; description?: string };
      expect(summary?.trim(), op.operationId).toBeTruthy();
      expect(description?.trim(), `${op.operationId} has no description`).toBeTruthy();
      expect(description, op.operationId).not.toBe(summary);
    }
  });

  it('documents every route of every resource with its method and permission', () => {
    const lookups = optionLookups(RESOURCES);
    for (const def of RESOURCES) {
      for (const route of resourceRoutes(def, BEHAVIOURS[def.key], lookups[def.key])) {
        const path = route.path.replace(/:(\w+)/g, '{$1}');
        const op = spec.paths[path]?.[route.method.toLowerCase()];
        expect(op, `${route.method} ${path}`).toBeDefined();
        expect(op.operationId).toBe(route.name);
        expect(op['x-permission']).toEqual({
          page: def.page,
          ...(route.code ? { code: route.code } : {}),
          ...(route.alsoFor ? { orCodes: route.alsoFor, orFields: lookups[def.key].fields } : {}),
        });
      }
    }
  });

  it("documents the merchant list's query: paging, sort and exactly the declared filters", () => {
    const routes = resourceRoutes(merchant, BEHAVIOURS.merchant);
    const named = (path: string) => routes.find((r) => r.method === 'GET' && r.path === path)!.name;
    const names = (id: string) =>
      operations.find((o) => o.op.operationId === id)!.op.parameters!.map((p) => param(p).name);
    const filters = merchant.list.filters.flatMap((f) =>
      merchant.fields[f].filter === 'range' ? [`${f}_from`, `${f}_to`] : [f],
    );
    expect(names(named(merchant.api))).toEqual(['current', 'pageSize', 'sort', ...filters, 'requestId']);
    // The export also takes the operator's language and time zone.
    expect(names(named(`${merchant.api}/export`))).toEqual(['sort', ...filters, 'lang', 'tz', 'requestId']);
  });

  it("documents the merchant record as declared, with the enumerations' codes", () => {
    const schema = spec.components.schemas.Merchant;
    expect(Object.keys(schema.properties!)).toEqual(Object.keys(merchant.fields));
    for (const [name, field] of Object.entries(merchant.fields)) {
      // A field that may hold no code (`unset`) is one of the codes or null.
      const property = schema.properties![name] as { enum?: unknown[]; oneOf?: { enum?: unknown[] }[] };
      const codes = field.unset ? property.oneOf?.[0]?.enum : property.enum;
      if (field.enum) expect(codes, name).toEqual(ENUMS[field.enum].map((v) => v.code));
    }
  });

  it('documents no field a behaviour keeps hidden', () => {
    for (const def of RESOURCES) {
      const schema = spec.components.schemas[pascal(def.key)];
      for (const field of BEHAVIOURS[def.key].hidden ?? [])
        expect(schema.properties, def.key).not.toHaveProperty(field);
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

  it('answers 401 to a call without a token wherever the contract asks for one, and never to a public call', async () => {
    const wrong: string[] = [];
    // The contract's operations (the test controls, which take no token, change the data when called).
    for (const { path, method, op } of operationsOf(spec)) {
      // Placeholders for path parameters and an empty body: without a token the guard answers first.
      const answer = await call(method.toUpperCase() as 'GET' | 'POST', path.replace(/\{[^}]+\}/g, 'x1'), {
        ...(method === 'get' ? {} : { body: {} }),
      }).catch(() => undefined);
      const refused = answer?.status === 401 && answer.body.code === 401;
      if (refused !== op.security!.length > 0) wrong.push(`${op.operationId}: ${answer?.status}`);
    }
    expect(wrong).toEqual([]);
  });

  it.each(operations.map((o) => [`${o.method.toUpperCase()} ${o.path}`, o] as const))('%s', async (_name, o) => {
    const { op, document: root } = o;
    const answers = await CASES[op.operationId]();
    const succeeded = (a: Result) => a.status === 200 && (isDownload(a) ? !a.text.startsWith('{') : a.body.code === 0);
    expect(answers.some(succeeded), `no success among ${JSON.stringify(answers.map(summary))}`).toBe(true);
    const hidden = RESOURCE_OPERATIONS[op.operationId]?.behaviour.hidden ?? [];
    for (const answer of answers) {
      const response = op.responses[String(answer.status)];
      expect(response, `no ${answer.status} response documented`).toBeDefined();
      const type = answer.headers.get('content-type')?.split(';')[0] ?? '';
      const media = response.content[type];
      expect(media, `no ${type} content documented`).toBeDefined();
      if (type === 'application/json') {
        const body = isDownload(answer) ? JSON.parse(answer.text) : answer.body;
        expect(check(media.schema, body, root), JSON.stringify(body)).toEqual([]);
        for (const row of resultRows(body.result)) for (const field of hidden) expect(row).not.toHaveProperty(field);
      } else {
        expect(check(media.schema, (answer as Download).text, root)).toEqual([]);
      }
      for (const [name, header] of Object.entries(response.headers ?? {})) {
        const value = answer.headers.get(name);
        if (value !== null) expect(check(header.schema, value, root), `${name}: ${value}`).toEqual([]);
      }
      if (type === 'text/csv') expect(answer.headers.get('content-disposition')).not.toBeNull();
      if (answer.token) expect(Object.keys(response.headers ?? {})).toContain('authorization');
    }
  });
});

describe('every row of the seed, as the fake backend answers it, is what the contract says', () => {
  beforeEach(pinClock);

  // The calls above answer a page or a row of each table; this reads every row (null where a field may be unset,
  // bounds of counts and shares, enumerations' codes, formats), as the list and the detail answer it.
  it.each(RESOURCES.map((def) => [def.key, def] as const))('%s', (_key, def) => {
    const behaviour = BEHAVIOURS[def.key];
    const derived = behaviour.derive?.(new URLSearchParams());
    const rows = derived ? (derived.ok ? derived.value : []) : behaviour.rows().map((row) => viewRow(behaviour, row));
    expect(rows.length, 'no seeded rows').toBeGreaterThan(0);
    const schema = { $ref: `#/components/schemas/${pascal(def.key)}` };
    const problems = rows.flatMap((row) => check(schema, row, spec).map((p) => `${String(row[def.rowKey])} ${p}`));
    expect(problems.slice(0, 10), `${problems.length} problems`).toEqual([]);
  });

  it('allows null exactly where a declaration says unset, and the seed has such rows', () => {
    const row = (key: string) => ({ $ref: `#/components/schemas/${pascal(key)}` });
    const order = BEHAVIOURS.order.rows().map((r) => viewRow(BEHAVIOURS.order, r));
    const alerts = BEHAVIOURS.fraudAlert.rows().map((r) => viewRow(BEHAVIOURS.fraudAlert, r));
    // A wallet or bank-transfer payment has no card; an alert nobody handled has no result.
    const noCard = order.find((o) => o.card_brand === null)!;
    const unhandled = alerts.find((a) => a.result === null)!;
    expect(noCard, 'an order without a card in the seed').toBeDefined();
    expect(unhandled, 'an unhandled fraud alert in the seed').toBeDefined();
    expect(check(row('order'), noCard, spec)).toEqual([]);
    expect(check(row('fraudAlert'), unhandled, spec)).toEqual([]);
    // A field that always holds a value may not be null: the contract says which do.
    expect(check(row('order'), { ...noCard, buyer_email: null }, spec)).toEqual([
      '$.buyer_email: expected string, got null',
    ]);
    for (const def of RESOURCES) {
      const { properties } = spec.components.schemas[pascal(def.key)] as { properties: Record<string, Schema> };
      for (const [name, field] of Object.entries(def.fields)) {
        const schema = properties[name];
        if (!schema || (!schema.type && !schema.oneOf)) continue; // json: any value
        expect(check(schema, null, spec).length === 0, `${def.key}.${name}`).toBe(!!field.unset);
      }
    }
  });

  it('bounds every number field of the declarations, but the few that are any number', () => {
    // A parameter's own limits (any number its value may take) and a metric's change (negative or above 100 %).
    const anyNumber = ['param.min', 'param.max', 'riskAlert.metric_value'];
    const unbounded = RESOURCES.flatMap((def) =>
      Object.entries(def.fields)
        .filter(([, f]) => (f.type === 'number' || f.type === 'percent') && f.min === undefined && f.max === undefined)
        .map(([name]) => `${def.key}.${name}`),
    );
    expect(unbounded.sort()).toEqual(anyNumber.sort());
    // Paging as mocks/crud/query.ts reads it.
    expect(spec.components.parameters.pageSize).toMatchObject({ schema: { maximum: MAX_PAGE_SIZE } });
  });
});
