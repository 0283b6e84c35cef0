import { HttpResponse, type HttpResponseResolver } from 'msw';
import type { Envelope } from '../src/services/types';
import { rolesOf, type TokenRow, type TokenScope, type Stored } from './db';
import { ERRORS } from './errors';
import { liveToken, rotateIfDue, tokenFromHeader, touchToken } from './tokens';

/** The request layer reads these two headers (spec §7), so a cross-origin fake must expose them. */
const EXPOSED = 'authorization, content-disposition';

function headersWith(extra?: HeadersInit): Headers {
  const headers = new Headers(extra);
  headers.set('Access-Control-Expose-Headers', EXPOSED);
  return headers;
}

/** `top` holds fields that sit next to `code` (the login answer's status, type, currentAuthority). */
export function ok<T>(result: T, init: { headers?: HeadersInit; top?: Record<string, unknown> } = {}): Response {
  const body = { code: 0, message: 'ok', success: true, ...init.top, result };
  return HttpResponse.json(body, { status: 200, headers: headersWith(init.headers) });
}

export interface FailOptions {
  showType?: number;
  headers?: HeadersInit;
  /** HTTP status; 200 unless the error is about the token. */
  status?: number;
  /** What a warning still answers (101025: the import's per-row result). */
  result?: unknown;
  /** The values of the message's `{name}` placeholders (a lock's minutes left). */
  values?: Record<string, string | number>;
}

export function fail(code: number, message: string, opts: FailOptions = {}): Response {
  const body: Envelope<never> = { code, message, success: false, errorCode: String(code), errorMessage: message };
  if (opts.showType !== undefined) body.showType = opts.showType;
  if (opts.result !== undefined) (body as unknown as Record<string, unknown>).result = opts.result;
  return HttpResponse.json(body, { status: opts.status ?? 200, headers: headersWith(opts.headers) });
}

/** Answers one of the named errors of errors.ts, its placeholders filled in from `values`. */
export const failWith = (name: keyof typeof ERRORS, opts?: FailOptions) =>
  fail(
    ERRORS[name].code,
    ERRORS[name].message.replace(/\{(\w+)\}/g, (whole, key: string) => String(opts?.values?.[key] ?? whole)),
    opts,
  );

export const tokenExpired = () => failWith('tokenExpired', { status: 401 });

export const invalid = (field: string, opts?: FailOptions) =>
  fail(ERRORS.invalidInput.code, `${ERRORS.invalidInput.message}: ${field}`, opts);

/** The JSON body as a record; an empty or malformed body reads as {}. */
export async function readBody(request: Request): Promise<Record<string, unknown>> {
  try {
    const body: unknown = await request.clone().json();
    return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** A trimmed non-empty string, or undefined. */
export function text(value: unknown): string | undefined {
  if (typeof value === 'number') return String(value);
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}

export function clientIp(request: Request): string {
  const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  return forwarded || request.headers.get('x-real-ip') || '127.0.0.1';
}

export function holdsPermission(admin: Stored['admin'], permission: string): boolean {
  return rolesOf(admin).some((r) => r.pages.includes(permission) || r.codes.includes(permission));
}

type SessionFail = Omit<FailOptions, 'headers'>;

/**
 * A caller that passed the guard. Answer through these methods, errors included: they carry a rotated token,
 * which the client would otherwise never see while the old one dies after its grace period.
 */
export interface Session {
  denied?: undefined;
  admin: Stored['admin'];
  token: TokenRow;
  /** The response headers every answer to this call carries (a rotated token, when there is one). */
  headers: Headers;
  reply<T>(result: T): Response;
  fail(code: number, message: string, opts?: SessionFail): Response;
  failWith(name: keyof typeof ERRORS, opts?: SessionFail): Response;
  invalid(field: string): Response;
  /** A non-JSON answer (a CSV download): status 200, the given headers over the session's. */
  file(body: BodyInit, headers: HeadersInit): Response;
}

export interface GuardOptions {
  /** A page URL (`/risk/blacklist`) or a button code (`blacklist:add`) the caller's roles must hold. */
  permission?: string;
  /** Which tokens may call: a session (default), a step's token (binding, password change), several, or any. */
  scope?: TokenScope | TokenScope[] | 'any';
}

/**
 * Checks the authorization header. A usable caller gets a Session; any other gets `{ denied }`, the answer to
 * send back: 401 for a missing/unknown/expired/revoked token, 101011 for a binding token on a normal call,
 * 403 for a missing permission or any other token than the call takes (a session token where a binding one is
 * required, a password-change token anywhere but its change).
 */
export function guard(request: Request, opts: GuardOptions = {}): Session | { denied: Response } {
  const live = liveToken(tokenFromHeader(request.headers.get('authorization')));
  if (!live) return { denied: tokenExpired() };
  const scopes = opts.scope === 'any' ? [live.row.scope] : [opts.scope ?? 'session'].flat();
  if (!scopes.includes(live.row.scope)) {
    const unbound = live.row.scope === 'binding' && scopes.includes('session');
    return { denied: failWith(unbound ? 'notBound' : 'permissionDenied') };
  }

  touchToken(live.row);
  const rotated = rotateIfDue(live.row);
  const headers = headersWith(rotated ? { authorization: rotated.token } : undefined);
  if (opts.permission && !holdsPermission(live.admin, opts.permission)) {
    return { denied: failWith('permissionDenied', { headers }) };
  }
  return {
    admin: live.admin,
    token: rotated ?? live.row,
    headers,
    reply: (result) => ok(result, { headers }),
    fail: (code, message, o) => fail(code, message, { ...o, headers }),
    failWith: (name, o) => failWith(name, { ...o, headers }),
    invalid: (field) => invalid(field, { headers }),
    file: (body, extra) => {
      const merged = new Headers(headers);
      new Headers(extra).forEach((value, name) => merged.set(name, value));
      return new HttpResponse(body, { status: 200, headers: merged });
    },
  };
}

type ResolverInfo = Parameters<HttpResponseResolver>[0];

/** Wraps an msw resolver behind `guard`: `http.get(path, guarded({ permission }, ({ session }) => ...))`. */
export function guarded(
  opts: GuardOptions,
  resolver: (info: ResolverInfo & { session: Session }) => Response | Promise<Response>,
): HttpResponseResolver {
  return (info) => {
    const session = guard(info.request, opts);
    if (session.denied) return session.denied;
    return resolver({ ...info, session });
  };
}
