import { getIntl, history } from '@umijs/max';
import { LOGIN_PATH, loginUrl } from '@/auth/redirect';
import { feedback } from '@/components/Feedback';
import type { Display } from './decide';
import { clearSession } from './storage';

export const fallbackText = () =>
  getIntl().formatMessage({ id: 'request.error.fallback', defaultMessage: 'Request error, please retry.' });

export type TransportFailure = { kind: 'timeout' } | { kind: 'network' } | { kind: 'status'; status: number };

/** What a failure without an envelope says (index.ts: transportFailure). */
export const transportText = (failure: TransportFailure) =>
  failure.kind === 'status'
    ? getIntl().formatMessage({ id: 'request.error.status' }, { status: failure.status })
    : getIntl().formatMessage({ id: `request.error.${failure.kind}` });

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
