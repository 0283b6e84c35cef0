/**
 * Issue 9: the request layer under random answers. fast-check generates what a server (or the network) might send
 * back — HTTP status, body code, success flag, showType, missing or malformed fields, non-JSON and huge bodies,
 * Content-Disposition with odd file names, authorization headers good and bad, no answer at all — and each one goes
 * through Umi's real `request` (our interceptors, axios's own JSON transform, our error handler). The answer is
 * handed over by a per-request axios adapter, so no network is involved and 10,000 cases take seconds.
 *
 * The expected outcome is computed by an oracle written from the spec's tables (§7, §8 and README "Decisions the
 * spec leaves open") over the generated *model* of the answer, not over the bytes, so it does not share code with
 * src/request.
 */
import { request } from '@umijs/max';
import { message, notification } from 'antd';
import axios, { AxiosError, type AxiosRequestConfig, type AxiosResponse } from 'axios';
import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { bootUmi } from '../helpers/umi';
import type { Display } from '@/request/decide';
import { STORAGE_KEYS } from '@/request/storage';

const RUNS = Number(process.env.REQUEST_PROPERTY_RUNS) || 10_000;
const START = '/risk/user?status=1';
const FALLBACK = '请求错误，请重试。';
const TIMEOUT_TEXT = '服务器响应超时，请稍后重试。';
const NETWORK_TEXT = '网络连接失败，请检查网络后重试。';

// ---------------------------------------------------------------------------------------------------------------
// The model of one answer

/** A field as the server may send it: absent, well typed, typed as a string of digits, or nonsense. */
type IntField = { k: 'absent' } | { k: 'int'; v: number; asString: boolean } | { k: 'junk'; v: unknown };
type StrField = { k: 'absent' } | { k: 'str'; v: string } | { k: 'junk'; v: unknown };

interface Envelope {
  code: IntField;
  success: { k: 'absent' } | { k: 'bool'; v: boolean } | { k: 'junk'; v: unknown };
  message: StrField;
  errorCode: { k: 'absent' } | { k: 'str'; v: string } | { k: 'num'; v: number } | { k: 'junk'; v: unknown };
  errorMessage: StrField;
  showType: IntField;
  result: unknown;
  /** Pads the body with a big field, so that a huge answer is parsed and displayed like a small one. */
  padding: number;
}

type Body =
  | { k: 'envelope'; env: Envelope }
  | { k: 'text'; text: string } // not JSON: an HTML error page, a proxy's text, garbage
  | { k: 'json'; value: unknown } // JSON but not an object: an array, a number, null, a string
  | { k: 'empty' };

interface Answer {
  kind: 'response';
  status: number;
  body: Body;
  authorization: string | undefined;
  disposition: string | undefined;
}
interface NoAnswer {
  kind: 'network' | 'timeout';
}
type Case = Answer | NoAnswer;

const SPEC_CODES = [0, 401, 101011, 101025, 101014, 200007];
const junk = fc
  .oneof(
    fc.constant(null),
    fc.constant('abc'),
    fc.constant('1.5'),
    fc.constant(''),
    fc.constant(' '),
    fc.constant(1.5),
    fc.boolean(),
    fc.array(fc.integer(), { maxLength: 2 }),
    fc.dictionary(fc.string({ maxLength: 3 }), fc.integer(), { maxKeys: 2 }),
  )
  .filter((v) => !(typeof v === 'number' && Number.isInteger(v)));

const intField = (values: fc.Arbitrary<number>): fc.Arbitrary<IntField> =>
  fc.oneof(
    { weight: 2, arbitrary: fc.constant({ k: 'absent' } as const) },
    { weight: 6, arbitrary: fc.record({ k: fc.constant('int' as const), v: values, asString: fc.boolean() }) },
    { weight: 1, arbitrary: fc.record({ k: fc.constant('junk' as const), v: junk }) },
  );

const hostileText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom(
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    '\u202egnp.exe',
    '余额不足',
    '   ',
    '',
    'a\nb\r\nc',
    '%00%0d%0a',
  ),
);
const strField: fc.Arbitrary<StrField> = fc.oneof(
  { weight: 1, arbitrary: fc.constant({ k: 'absent' } as const) },
  { weight: 4, arbitrary: fc.record({ k: fc.constant('str' as const), v: hostileText }) },
  // A text field's nonsense is anything but a string (a string is a message, however odd).
  {
    weight: 1,
    arbitrary: fc.record({ k: fc.constant('junk' as const), v: junk.filter((v) => typeof v !== 'string') }),
  },
);

const envelope: fc.Arbitrary<Envelope> = fc.record({
  code: intField(fc.oneof(fc.constantFrom(...SPEC_CODES), fc.integer({ min: -5, max: 999_999 }))),
  success: fc.oneof(
    fc.constant({ k: 'absent' } as const),
    fc.record({ k: fc.constant('bool' as const), v: fc.boolean() }),
    fc.record({ k: fc.constant('junk' as const), v: fc.constantFrom('false', 'true', 0, 1, null) }),
  ),
  message: strField,
  errorCode: fc.oneof(
    fc.constant({ k: 'absent' } as const),
    fc.record({ k: fc.constant('str' as const), v: fc.string({ maxLength: 12 }) }),
    fc.record({ k: fc.constant('num' as const), v: fc.integer({ min: -1, max: 999_999 }) }),
    fc.record({ k: fc.constant('junk' as const), v: fc.constantFrom(null, true, [1], { a: 1 }) }),
  ),
  errorMessage: strField,
  showType: intField(fc.oneof(fc.constantFrom(0, 1, 2, 4, 9), fc.integer({ min: -3, max: 12 }))),
  result: fc.oneof(fc.constant(undefined), fc.constant(null), fc.jsonValue({ maxDepth: 2 })),
  padding: fc.oneof(
    { weight: 60, arbitrary: fc.constant(0) },
    { weight: 1, arbitrary: fc.integer({ min: 1e5, max: 3e6 }) },
  ),
});

const body: fc.Arbitrary<Body> = fc.oneof(
  { weight: 12, arbitrary: envelope.map((env) => ({ k: 'envelope', env }) as const) },
  {
    weight: 2,
    arbitrary: fc
      .oneof(
        fc.constantFrom('<html><body>502 Bad Gateway</body></html>', 'Bad Gateway', 'upstream timed out'),
        fc.string({ maxLength: 60 }).map((s) => `<${s}`),
        fc.integer({ min: 1e5, max: 2e6 }).map((n) => `<pre>${'x'.repeat(n)}`),
      )
      .map((text) => ({ k: 'text', text }) as const),
  },
  {
    weight: 1,
    arbitrary: fc
      .oneof(
        fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }),
        fc.integer(),
        fc.constant(null),
        fc.string(),
        fc.boolean(),
      )
      .map((value) => ({ k: 'json', value }) as const),
  },
  { weight: 1, arbitrary: fc.constant({ k: 'empty' } as const) },
);

/** Tokens as a server might rotate them, and headers no token should be taken from. */
const authorization = fc.oneof(
  { weight: 6, arbitrary: fc.constant(undefined) },
  { weight: 2, arbitrary: fc.stringMatching(/^pt_[A-Za-z0-9]{8,40}$/) },
  { weight: 1, arbitrary: fc.stringMatching(/^Bearer [A-Za-z0-9._-]{8,40}$/) },
  {
    weight: 2,
    arbitrary: fc.oneof(
      fc.constantFrom('', ' ', 'pt_a b c', 'pt_\n', 'Bearer  x', ' pt_lead', 'pt_trail ', 'pt_é', 'pt_\u0000x', 'null'),
      fc.string({ maxLength: 20 }),
      fc.constant(`pt_${'a'.repeat(5000)}`),
    ),
  },
);

const oddName = fc.oneof(
  fc.constantFrom(
    '../../etc/passwd',
    '..\\..\\boot.ini',
    '.hidden',
    '',
    ' ',
    'a\u0000b.csv',
    'line\r\nbreak.csv',
    '<img src=x onerror=1>.csv',
    '\u202eFDP.exe',
    '商户 2026.csv',
    'x'.repeat(400),
  ),
  fc.string({ maxLength: 30 }),
);
const disposition = fc.oneof(
  { weight: 8, arbitrary: fc.constant(undefined) },
  {
    weight: 1,
    arbitrary: fc.oneof(
      oddName.map((n) => `attachment; filename="${n.replace(/["\\]/g, '\\$&')}"`),
      oddName.map((n) => `attachment; filename*=UTF-8''${encodeURIComponent(n)}`),
      oddName.map((n) => `attachment; filename=${n}`),
      fc.constantFrom('attachment', 'inline', "attachment; filename*=UTF-8''%E0%A4%A", 'attachment; filename='),
    ),
  },
);

const status = fc.oneof(
  { weight: 6, arbitrary: fc.constant(200) },
  { weight: 4, arbitrary: fc.constantFrom(201, 204, 400, 401, 403, 404, 409, 413, 429, 500, 502, 503, 504) },
  { weight: 1, arbitrary: fc.integer({ min: 200, max: 599 }) },
);

const answer: fc.Arbitrary<Case> = fc.oneof(
  {
    weight: 30,
    arbitrary: fc.record({ kind: fc.constant('response' as const), status, body, authorization, disposition }),
  },
  { weight: 1, arbitrary: fc.constantFrom({ kind: 'network' as const }, { kind: 'timeout' as const }) },
);

// ---------------------------------------------------------------------------------------------------------------
// The model rendered as bytes

function intValue(f: IntField): unknown {
  if (f.k === 'int') return f.asString ? String(f.v) : f.v;
  return f.k === 'junk' ? f.v : undefined;
}

function render(b: Body): string {
  switch (b.k) {
    case 'empty':
      return '';
    case 'text':
      return b.text;
    case 'json':
      return JSON.stringify(b.value);
    case 'envelope': {
      const e = b.env;
      const o: Record<string, unknown> = {};
      const put = (key: string, v: unknown) => v !== undefined && (o[key] = v);
      put('code', intValue(e.code));
      put('success', e.success.k === 'absent' ? undefined : e.success.v);
      put('message', e.message.k === 'absent' ? undefined : e.message.v);
      put('errorCode', e.errorCode.k === 'absent' ? undefined : e.errorCode.v);
      put('errorMessage', e.errorMessage.k === 'absent' ? undefined : e.errorMessage.v);
      put('showType', intValue(e.showType));
      put('result', e.result);
      if (e.padding) o.trace = 'y'.repeat(e.padding);
      return JSON.stringify(o);
    }
  }
}

// ---------------------------------------------------------------------------------------------------------------
// The oracle: spec §7-§8 over the model

type Expected =
  | { outcome: 'resolved'; file?: true }
  | {
      outcome: 'rejected';
      // The shape of a display is shared with the console; what to display is decided here, from the spec.
      display: Display;
    };

const int = (f: IntField) => (f.k === 'int' ? f.v : undefined);
const nonBlank = (f: StrField) => (f.k === 'str' && f.v.trim() ? f.v : undefined);

function expected(c: Case): Expected {
  if (c.kind !== 'response') {
    return {
      outcome: 'rejected',
      // axios's English texts are said in the operator's language (README "Decisions the spec leaves open").
      display: { kind: 'error', text: c.kind === 'timeout' ? TIMEOUT_TEXT : NETWORK_TEXT },
    };
  }
  const ok2xx = c.status >= 200 && c.status < 300;
  if (ok2xx && c.disposition) return { outcome: 'resolved', file: true };

  // The envelope's fields, when the body is one (an object with a numeric code or a boolean success).
  const env = c.body.k === 'envelope' ? c.body.env : undefined;
  const code = env ? int(env.code) : undefined;
  const isEnvelope = !!env && (code !== undefined || env.success.k === 'bool');
  if (ok2xx && isEnvelope && code === 0 && !(env.success.k === 'bool' && env.success.v === false)) {
    return { outcome: 'resolved' };
  }
  const rejected = (display: Extract<Expected, { outcome: 'rejected' }>['display']) => ({
    outcome: 'rejected' as const,
    display,
  });

  // §8: 401 (HTTP or body) → login; 200007 → nothing.
  if (c.status === 401 || (isEnvelope && code === 401)) return rejected({ kind: 'login' });
  if (isEnvelope && code === 200007) return rejected({ kind: 'silent' });
  if (!isEnvelope) {
    // No structured information: the error's own message, or the fallback text.
    return rejected({ kind: 'error', text: ok2xx ? FALLBACK : `请求失败（HTTP ${c.status}），请重试。` });
  }
  const text = nonBlank(env.errorMessage) ?? nonBlank(env.message) ?? FALLBACK;
  const errorCode = env.errorCode.k === 'str' || env.errorCode.k === 'num' ? env.errorCode.v : undefined;
  const title = String(errorCode ?? code ?? '');
  const showType = int(env.showType);
  if (showType !== undefined) {
    if (showType === 0) return rejected({ kind: 'silent' });
    if (showType === 1) return rejected({ kind: 'warning', text });
    if (showType === 4) return rejected({ kind: 'notification', title, description: text });
    if (showType === 9) return rejected({ kind: 'redirect', errorCode: title, errorMessage: text });
    return rejected({ kind: 'error', text });
  }
  if (code === undefined) return rejected({ kind: 'error', text });
  if (code === 101011 || code === 101025) return rejected({ kind: 'warning', text });
  if (code === 101014) return rejected({ kind: 'error', text });
  // The code kept in a worded title (spec §8 fixes the title of showType 4 only).
  return rejected({ kind: 'notification', title: `操作失败（${title}）`, description: text });
}

/** A header that may become the saved token: printable ASCII, at most a scheme and one space, at most 4 kB. */
const wellFormedToken = (h: string | undefined): h is string => !!h && h.length <= 4096 && /^[!-~]+( [!-~]+)?$/.test(h);

// ---------------------------------------------------------------------------------------------------------------
// Driving the real request with one answer

function adapterFor(c: Case, sent: { auth?: string }) {
  return async (config: AxiosRequestConfig): Promise<AxiosResponse> => {
    sent.auth = (config.headers as Record<string, string> | undefined)?.Authorization;
    if (c.kind !== 'response') {
      throw c.kind === 'network'
        ? new AxiosError('Network Error', AxiosError.ERR_NETWORK, config, {})
        : new AxiosError(`timeout of ${config.timeout}ms exceeded`, 'ECONNABORTED', config, {});
    }
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (c.authorization !== undefined) headers.authorization = c.authorization;
    if (c.disposition !== undefined) headers['content-disposition'] = c.disposition;
    const response: AxiosResponse = {
      data: render(c.body),
      status: c.status,
      statusText: '',
      headers,
      config,
      request: {},
    };
    // axios's settle(): 2xx resolves, anything else is an AxiosError carrying the response.
    if (c.status >= 200 && c.status < 300) return response;
    throw new AxiosError(
      `Request failed with status code ${c.status}`,
      AxiosError.ERR_BAD_RESPONSE,
      config,
      {},
      response,
    );
  };
}

describe('issue 9: the request layer under generated answers', () => {
  const unhandled: unknown[] = [];
  const onUnhandled = (reason: unknown) => unhandled.push(reason);
  const onWindowUnhandled = (e: PromiseRejectionEvent) => unhandled.push(e.reason);
  beforeAll(() => {
    process.on('unhandledRejection', onUnhandled);
    window.addEventListener('unhandledrejection', onWindowUnhandled);
  });
  afterAll(() => {
    process.off('unhandledRejection', onUnhandled);
    window.removeEventListener('unhandledrejection', onWindowUnhandled);
  });
  afterEach(() => vi.restoreAllMocks());

  it(`shows exactly the prescribed display for ${RUNS} answers, never leaks a rejection, keeps the token safe`, async () => {
    const history = bootUmi(START);
    const shown: { kind: string; args: unknown[] }[] = [];
    const record =
      (kind: string) =>
      (...args: unknown[]) =>
        void shown.push({ kind, args });
    vi.spyOn(message, 'warning').mockImplementation(record('warning') as never);
    vi.spyOn(message, 'error').mockImplementation(record('error') as never);
    vi.spyOn(message, 'success').mockImplementation(record('success') as never);
    vi.spyOn(message, 'info').mockImplementation(record('info') as never);
    vi.spyOn(notification, 'error').mockImplementation(record('notification') as never);
    vi.spyOn(notification, 'warning').mockImplementation(record('notification-warning') as never);
    vi.spyOn(notification, 'open').mockImplementation(record('notification-open') as never);
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const tally = new Map<string, number>();

    await fc.assert(
      fc.asyncProperty(answer, fc.integer({ min: 0, max: 1e6 }), async (c, n) => {
        shown.length = 0;
        saved.length = 0;
        history.replace(START);
        const before = `pt_before_${n}`;
        localStorage.setItem(STORAGE_KEYS.token, before);
        const sent: { auth?: string } = {};

        const outcome = await request('/v1/admin/anything', { method: 'GET', adapter: adapterFor(c, sent) }).then(
          (data: unknown) => ({ resolved: true as const, data }),
          (error: unknown) => ({ resolved: false as const, error }),
        );
        const want = expected(c);
        const kind = want.outcome === 'resolved' ? (want.file ? 'file' : 'ok') : want.display.kind;
        tally.set(kind, (tally.get(kind) ?? 0) + 1);

        // §7: the saved token goes out as authorization.
        expect(sent.auth).toBe(before);

        if (want.outcome === 'resolved') {
          expect(outcome.resolved).toBe(true);
          expect(shown).toEqual([]);
          if (want.file) {
            const file = (outcome as { data: { fileName: string; blob: Blob } }).data;
            expect(file.blob).toBeInstanceOf(Blob);
            // The saved file's name cannot climb out of the download folder nor hide control characters.
            expect(file.fileName).toMatch(/^[^.\s]/);
            // eslint-disable-next-line no-control-regex -- control characters are what must not be there
            expect(file.fileName).not.toMatch(/[/\\\u0000-\u001f\u007f\u202a-\u202e\u2066-\u2069]/);
            expect(file.fileName.length).toBeLessThanOrEqual(200);
            expect(saved).toEqual([file.fileName]);
          } else {
            expect(saved).toEqual([]);
          }
        } else {
          expect(outcome.resolved).toBe(false);
          // Umi rethrows the original failure: our handler never threw one of its own.
          const error = (outcome as { error: Error }).error;
          expect(['BizError', 'AxiosError']).toContain(error.name);
          expect(saved).toEqual([]);
          const d = want.display;
          const where = history.location;
          if (d.kind === 'login') {
            expect(where.pathname).toBe('/user/login');
            expect(new URLSearchParams(where.search).get('redirect')).toBe(START);
          } else if (d.kind === 'redirect') {
            expect(where.pathname).toBe('/exception');
            const q = new URLSearchParams(where.search);
            expect([q.get('errorCode'), q.get('errorMessage')]).toEqual([d.errorCode, d.errorMessage]);
          } else {
            // The operator stays where they were: only 401 sends to login, only showType 9 to the error page.
            expect(`${where.pathname}${where.search}`).toBe(START);
          }
          const expectShown =
            d.kind === 'warning' || d.kind === 'error'
              ? [{ kind: d.kind, args: [d.text] }]
              : d.kind === 'notification'
                ? [
                    {
                      kind: 'notification',
                      // Keyed: a page's notice is closed when the operator leaves the page.
                      args: [
                        { key: expect.stringMatching(/^page-notice-/), message: d.title, description: d.description },
                      ],
                    },
                  ]
                : [];
          expect(shown).toEqual(expectShown);
        }

        // The token: replaced only by a well-formed header of a 2xx answer, removed only by a sign-out (401).
        const header = c.kind === 'response' ? c.authorization : undefined;
        const took = c.kind === 'response' && c.status >= 200 && c.status < 300 && wellFormedToken(header);
        const token = localStorage.getItem(STORAGE_KEYS.token);
        if (want.outcome === 'rejected' && want.display.kind === 'login') expect(token).toBeNull();
        else expect(token).toBe(took ? header : before);
      }),
      { numRuns: RUNS },
    );

    // Let any stray promise settle before counting.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(unhandled).toEqual([]);
    // Every display of the catalogue was reached, so the run exercised the whole table.
    for (const k of ['ok', 'file', 'login', 'silent', 'warning', 'error', 'notification', 'redirect']) {
      expect(tally.get(k) ?? 0, k).toBeGreaterThan(RUNS / 500);
    }
    // The spread of cases of this run, for the record (the closing note of issue 9 quotes it).
    // eslint-disable-next-line no-console
    console.info(`request layer: ${RUNS} generated answers`, Object.fromEntries(tally));
  }, 300_000);

  it('the adapter model agrees with axios: a real instance rejects a 503 with the same message', async () => {
    const c: Case = {
      kind: 'response',
      status: 503,
      body: { k: 'empty' },
      authorization: undefined,
      disposition: undefined,
    };
    const error = await axios.get('/x', { adapter: adapterFor(c, {}) }).catch((e: Error) => e);
    expect((error as AxiosError).message).toBe('Request failed with status code 503');
    expect((error as AxiosError).response?.status).toBe(503);
  });
});
