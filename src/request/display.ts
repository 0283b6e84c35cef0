import { getIntl, history } from '@umijs/max';
import { LOGIN_PATH, loginUrl } from '@/auth/redirect';
import { feedback } from '@/components/Feedback';
import shellEn from '@/locales/en-US';
import type { Display, ErrorInfo } from './decide';
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

/** Codes whose server message the console says in the operator's language (`request.code.<code>`). */
const SAID: readonly number[] = [100002, 101030, 101031, 101032, 101033, 101034, 101035, 101036];
const INPUT_NAME = /^[A-Za-z_]\w*$/;

/**
 * A server message in the operator's language, when its code is one of SAID and it says what the server's own text
 * (the English of `request.code.<code>`) says: what follows `: ` is kept when it is a reason (why an approved change
 * failed), dropped when it names an input (the form says it there). Any other message is kept as it came.
 */
export function codeText(code: number | undefined, message: string): string {
  if (code === undefined || !SAID.includes(code)) return message;
  const id = `request.code.${code}`;
  const english = (shellEn as Record<string, string>)[id];
  if (!english || (message !== english && !message.startsWith(`${english}: `))) return message;
  const detail = message.slice(english.length + 2).trim();
  const text = getIntl().formatMessage({ id });
  return detail && !INPUT_NAME.test(detail)
    ? getIntl().formatMessage({ id: 'request.code.detail' }, { text, detail })
    : text;
}

/** The input a refusal names at the end of its message (`Incorrect authenticator code: totp_code`), if any. */
export function refusedField(info: ErrorInfo | undefined): string | undefined {
  return /: ([A-Za-z_]\w*)$/.exec(info?.errorMessage || info?.message || '')?.[1];
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
    case 'warning':
      feedback.message().warning(display.text);
      return;
    case 'error':
      feedback.message().error(display.text);
      return;
    case 'notification':
      feedback.notification().error({ message: display.title, description: display.description });
      return;
    case 'redirect':
      history.push(
        `/exception?${new URLSearchParams({ errorCode: display.errorCode, errorMessage: display.errorMessage })}`,
      );
  }
}
