import { getIntl, history } from '@umijs/max';
import { LOGIN_PATH, loginUrl } from '@/auth/redirect';
import { feedback, pageNotice } from '@/components/Feedback';
import shellEn from '@/locales/en-US';
import type { Display, ErrorInfo } from './decide';
import { BizError } from './envelope';
import { clearSession } from './storage';

export const fallbackText = () =>
  getIntl().formatMessage({ id: 'request.error.fallback', defaultMessage: 'Request error, please retry.' });

export type TransportFailure = { kind: 'timeout' } | { kind: 'network' } | { kind: 'status'; status: number };

/** What a failure without an envelope says (index.ts: transportFailure). */
export const transportText = (failure: TransportFailure) =>
  failure.kind === 'status'
    ? getIntl().formatMessage({ id: 'request.error.status' }, { status: failure.status })
    : getIntl().formatMessage({ id: `request.error.${failure.kind}` });

/** The body code of a refused input: the input's name ends the message (`Invalid input: amount`). */
export const INVALID_INPUT = 100400;

const INPUT_NAME = /^[A-Za-z_]\w*$/;
const ENGLISH = shellEn as Record<string, string>;

const PLACEHOLDER = /\{\w+\}/;
const patterns = new Map<string, RegExp>();
/** An English text with `{name}` placeholders as a pattern that reads a number at each one. */
function patternOf(english: string): RegExp {
  let pattern = patterns.get(english);
  if (!pattern) {
    const escaped = english.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    pattern = new RegExp(`^${escaped.replace(/\\\{(\w+)\\\}/g, '(?<$1>\\d+)')}$`);
    patterns.set(english, pattern);
  }
  return pattern;
}

/**
 * The locale key of a server message: `request.code.<code>`, or `request.code.<code>.<name>` when several messages
 * share a code (101014), found by the server's own text (the English of the key), alone or followed by `: <detail>`.
 * A text with `{name}` placeholders (a lock's minutes left, 101038) matches a message with a number at each, and
 * hands those numbers back as `values`.
 */
export function codeKey(
  code: number | undefined,
  message: string,
): { id: string; detail: string; values?: Record<string, string> } | undefined {
  if (code === undefined) return undefined;
  const prefix = `request.code.${code}`;
  for (const id of Object.keys(ENGLISH)) {
    if (id !== prefix && !id.startsWith(`${prefix}.`)) continue;
    const english = ENGLISH[id];
    if (message === english) return { id, detail: '' };
    if (message.startsWith(`${english}: `)) return { id, detail: message.slice(english.length + 2).trim() };
    const values = PLACEHOLDER.test(english) ? patternOf(english).exec(message)?.groups : undefined;
    if (values) return { id, detail: '', values: { ...values } };
  }
  return undefined;
}

/** A server message said whole by some code (a reason given after another code's text), in the operator's language. */
function anyCodeText(message: string): string {
  const id = Object.keys(ENGLISH).find((k) => k.startsWith('request.code.') && ENGLISH[k] === message);
  return id ? getIntl().formatMessage({ id }) : message;
}

/**
 * A server message in the operator's language, when it says what the server's own text for its code says (see
 * codeKey): what follows `: ` is kept when it is a reason (why an approved change failed, itself said in the
 * operator's language when it is a known text) or the input an invalid-input refusal names; dropped when it names
 * an input of another refusal (the form says it at that input). Any other message is kept as it came.
 */
export function codeText(code: number | undefined, message: string): string {
  const key = codeKey(code, message);
  if (!key) return message;
  const text = getIntl().formatMessage({ id: key.id }, key.values);
  const { detail } = key;
  if (!detail || (INPUT_NAME.test(detail) && code !== INVALID_INPUT)) return text;
  return getIntl().formatMessage({ id: 'request.code.detail' }, { text, detail: anyCodeText(detail) });
}

/** The title of a refusal's notification: the code kept for support, not bare (spec §8 fixes showType 4's alone). */
export const refusalTitle = (code: string) => getIntl().formatMessage({ id: 'request.error.title' }, { code });

/** The input a refusal names at the end of its message (`Incorrect authenticator code: totp_code`), if any. */
export function refusedField(info: ErrorInfo | undefined): string | undefined {
  return /: ([A-Za-z_]\w*)$/.exec(info?.errorMessage || info?.message || '')?.[1];
}

/**
 * A refusal said at the input it is about, for a form whose inputs the codes name (the login's 100002 at its code):
 * the fields to set (`form.setFields`), empty when the failure is not one of them.
 */
export function fieldRefusal<K extends string>(
  error: unknown,
  byCode: Record<number, K>,
): { name: K; errors: string[] }[] {
  const info = error instanceof BizError ? error.info : undefined;
  const name = info?.code === undefined ? undefined : byCode[info.code];
  if (!info || !name) return [];
  return [{ name, errors: [codeText(info.code, info.errorMessage || info.message || '')] }];
}

/** A failure's facts with the known codes' messages in the operator's language; spec §8 still decides how they show. */
export function localized(info: ErrorInfo): ErrorInfo {
  const out = { ...info };
  if (typeof info.message === 'string') out.message = codeText(info.code, info.message);
  if (typeof info.errorMessage === 'string') out.errorMessage = codeText(info.code, info.errorMessage);
  return out;
}

/** Sends the operator to the login page, to come back to where they were (spec §8, code 401). */
export function toLogin(): void {
  clearSession();
  const { pathname, search } = history.location;
  if (pathname === LOGIN_PATH) return;
  history.replace(loginUrl(`${pathname}${search}`));
}

/** Shows a decided display (spec §8). */
export function show(display: Display): void {
  switch (display.kind) {
    case 'login':
      toLogin();
      return;
    case 'silent':
      return;
    // A refusal belongs to the page whose request it answers (closed when the operator leaves it: Feedback.tsx).
    case 'warning':
      pageNotice(() => feedback.message().warning(display.text), 'message');
      return;
    case 'error':
      pageNotice(() => feedback.message().error(display.text), 'message');
      return;
    case 'notification':
      pageNotice(
        (key) => feedback.notification().error({ key, message: display.title, description: display.description }),
        'notification',
      );
      return;
    case 'redirect':
      history.push(
        `/exception?${new URLSearchParams({ errorCode: display.errorCode, errorMessage: display.errorMessage })}`,
      );
  }
}
