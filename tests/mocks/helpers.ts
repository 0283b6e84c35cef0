import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { bypass } from 'msw';
import Papa from 'papaparse';
import { afterAll, beforeAll } from 'vitest';
import { DEMO_ACCOUNTS, type DemoAccount } from '../../mocks/accounts';
import { handlers } from '../../mocks/handlers';
import { createMockServer } from '../../mocks/httpServer';
import { db, setClock } from '../../mocks/db';
import { freshCode } from '../helpers/totp';
import { fromMinor, toMinor } from '../../src/console/money';
import { AUTH_PATHS } from '../../src/services/paths';
import { USER_TYPES } from '../../src/services/types';
import type { ResourceDef } from '../../src/console/types';
import shellEn from '../../src/locales/en-US';
import pageLabels from '../../src/locales/resources';
import shellZh from '../../src/locales/zh-CN';

export const BASE = 'http://localhost';

/** A fixed instant 15 s into a TOTP step, so ±30 s moves exactly one step. */
export const T0 = Date.UTC(2026, 2, 10, 9, 0, 15);

export const pinClock = () => setClock(T0);

export interface Answer {
  status: number;
  body: Record<string, unknown> & { code: number; result?: unknown };
  headers: Headers;
  /** The authorization response header (a new or rotated token), if any. */
  token: string | null;
}

/** A multipart body holding one file: built by hand, since jsdom's FormData does not go through Node's fetch. */
export class Multipart {
  readonly boundary = 'payops-test-boundary';
  constructor(
    readonly fileName: string,
    readonly content: string | Uint8Array,
    readonly type = 'text/csv',
    readonly field = 'file',
  ) {}
  get contentType() {
    return `multipart/form-data; boundary=${this.boundary}`;
  }
  bytes(): Uint8Array {
    const enc = new TextEncoder();
    const head = enc.encode(
      `--${this.boundary}\r\nContent-Disposition: form-data; name="${this.field}"; filename="${this.fileName}"\r\n` +
        `Content-Type: ${this.type}\r\n\r\n`,
    );
    const body = typeof this.content === 'string' ? enc.encode(this.content) : this.content;
    const tail = enc.encode(`\r\n--${this.boundary}--\r\n`);
    const out = new Uint8Array(head.length + body.length + tail.length);
    out.set(head, 0);
    out.set(body, head.length);
    out.set(tail, head.length + body.length);
    return out;
  }
}

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface CallOptions {
  token?: string;
  body?: unknown;
  query?: Record<string, string | number>;
  headers?: Record<string, string>;
}

function send(method: Method, path: string, opts: CallOptions): Promise<Response> {
  const url = new URL(path, BASE);
  for (const [k, v] of Object.entries(opts.query ?? {})) url.searchParams.set(k, String(v));
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.token) headers.authorization = opts.token;
  // A file (an upload, an import) goes as multipart.
  const file = opts.body instanceof Multipart ? opts.body : undefined;
  if (opts.body !== undefined) headers['content-type'] = file ? file.contentType : 'application/json';
  return fetch(url, {
    method,
    headers,
    body: opts.body === undefined ? undefined : file ? (file.bytes() as BodyInit) : JSON.stringify(opts.body),
  });
}

export async function call(method: Method, path: string, opts: CallOptions = {}): Promise<Answer> {
  const res = await send(method, path, opts);
  return { status: res.status, body: await res.json(), headers: res.headers, token: res.headers.get('authorization') };
}

export interface Download {
  status: number;
  headers: Headers;
  token: string | null;
  bytes: Uint8Array;
  /** The body as UTF-8, byte-order mark kept (Response.text() would drop it). */
  text: string;
}

/** A GET whose answer may not be JSON (a CSV export). */
export async function download(path: string, opts: CallOptions = {}): Promise<Download> {
  const res = await send('GET', path, opts);
  const bytes = new Uint8Array(await res.arrayBuffer());
  return {
    status: res.status,
    headers: res.headers,
    token: res.headers.get('authorization'),
    bytes,
    text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes),
  };
}

export const account = (email: string): DemoAccount => {
  const found = DEMO_ACCOUNTS.find((a) => a.email === email);
  if (!found) throw new Error(`no demo account ${email}`);
  return found;
};

export const ADMIN = account('admin@payops.test');
export const RISK = account('risk@payops.test');
export const NEWCOMER = account('new@payops.test');

/** POST login as the console sends it: code in the ga-code header, requestId added. */
export function postLogin(email: string, password: string, code?: string): Promise<Answer> {
  return call('POST', AUTH_PATHS.login, {
    headers: { 'ga-code': code ?? '' },
    body: { email, password, code, login_type: 0, user_type: USER_TYPES.admin, requestId: Date.now() },
  });
}

/** Signs a bound demo account in with a code it has not used yet (freshCode); answers its session token. */
export async function signIn(acc: DemoAccount): Promise<string> {
  if (!acc.secret) throw new Error(`${acc.email} has no authenticator`);
  const answer = await postLogin(acc.email, acc.password, freshCode(acc.email, acc.secret));
  if (answer.body.code !== 0 || !answer.token) throw new Error(`login failed: ${JSON.stringify(answer.body)}`);
  return answer.token;
}

/**
 * The standalone server (mocks/server.ts, what nginx proxies to in the e2e run) on a free loopback port for the
 * file's tests, over a real socket; `send` goes past the test's own msw (bypass).
 */
export function standaloneServer() {
  const out = {
    base: '',
    send: (path: string, init: RequestInit = {}) => fetch(bypass(new Request(out.base + path, init))),
  };
  let server: Server;
  beforeAll(async () => {
    server = createMockServer(handlers);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    out.base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return out;
}

export const APPROVER = account('approver@payops.test');

/**
 * Turns dual control off for the given kinds (all when none is named), as an administrator would through the business
 * parameters: for tests of what an action does, which then runs at once. Dual control itself is tested in
 * approvals.test.ts. The database is reset after each test, and the parameters with it.
 */
export function dualControlOff(...kinds: string[]): void {
  for (const p of db.param)
    if (p.param_key.startsWith('approval.kind.') && (!kinds.length || kinds.includes(p.param_key.slice(14))))
      p.value = 'false';
}

/** Approves a pending request as the demo approver (with the authenticator code when it moves money). */
export async function approveAs(token: string, approvalId: string, who: DemoAccount = APPROVER): Promise<Answer> {
  const request = db.approval.find((a) => a.approval_id === approvalId);
  if (!request) throw new Error(`no request ${approvalId}`);
  const action = request.step_up ? 'approveMoney' : 'approve';
  // A fresh code: the one that signed the approver in is spent (a code is good once).
  const body = request.step_up ? { totp_code: freshCode(who.email, who.secret!) } : {};
  return call('POST', `/v1/admin/approvals/${approvalId}/${action}`, { token, body });
}

const SHELL = { 'zh-CN': shellZh, 'en-US': shellEn } as const;

/** What an export's header names, in `lang`: a field's label, `<field>.code` its code column (enumerations). */
export function exportFieldsByHeader(def: ResourceDef, lang: 'zh-CN' | 'en-US' = 'zh-CN'): Record<string, string> {
  const texts: Record<string, string> = { ...SHELL[lang], ...pageLabels[lang] };
  const out: Record<string, string> = {};
  for (const [name, field] of Object.entries(def.fields)) {
    const label = texts[`resources.${def.key}.fields.${name}`] ?? name;
    out[label] = name;
    if (field.type === 'enum') out[texts['console.export.codeColumn'].replace('{label}', label)] = `${name}.code`;
    if (field.type === 'money' && field.currencyField)
      out[texts['console.export.currencyColumn'].replace('{label}', label)] = field.currencyField;
  }
  return out;
}

/** An export's rows keyed by field name (exportFieldsByHeader), byte-order mark dropped. */
export function exportedRows(def: ResourceDef, text: string, lang: 'zh-CN' | 'en-US' = 'zh-CN') {
  const byHeader = exportFieldsByHeader(def, lang);
  return Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: true,
    transformHeader: (h) => byHeader[h] ?? h,
  }).data;
}

/** The header an export has for these fields (in order), in zh-CN: exportFieldsByHeader read backwards. */
export function exportHeader(def: ResourceDef, fields: string[]): string {
  const byField = Object.fromEntries(Object.entries(exportFieldsByHeader(def)).map(([h, f]) => [f, h]));
  return fields.map((f) => byField[f] ?? f).join(',');
}

/**
 * A paid order in `currency` with nothing refunded (no refund of it on record), funds not frozen, not the record of a
 * pending approval request; optionally of at least `least`, below `below` (decimal strings, compared exactly in minor
 * units), with a `where` of the test's own.
 */
export function refundableOrder({
  currency = 'USD',
  least,
  below,
  where = () => true,
}: {
  currency?: string;
  least?: string;
  below?: string;
  where?: (o: (typeof db.order)[number]) => boolean;
} = {}) {
  const minor = (text: string) => toMinor(text, currency)!;
  const o = db.order.find(
    (x) =>
      x.currency === currency &&
      x.pay_status === 1 &&
      x.refund_status === 0 &&
      x.freeze_status === null &&
      x.refunded_amount === fromMinor(0n, currency) &&
      !db.refund.some((r) => r.order_no === x.order_no) &&
      !db.approval.some((a) => a.target === x.order_no) &&
      (least === undefined || minor(x.amount) >= minor(least)) &&
      (below === undefined || minor(x.amount) < minor(below)) &&
      where(x),
  );
  if (!o) throw new Error(`no refundable ${currency} order in the seed`);
  return o;
}
