import { getIntl, history } from '@umijs/max';
import { message, notification } from 'antd';
import { LOGIN_PATH, loginUrl } from '@/auth/redirect';
import type { Display } from './decide';
import { clearSession } from './storage';

export const fallbackText = () =>
  getIntl().formatMessage({ id: 'request.error.fallback', defaultMessage: 'Request error, please retry.' });

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
      message.warning(display.text);
      return;
    case 'error':
      message.error(display.text);
      return;
    case 'notification':
      notification.error({ message: display.title, description: display.description });
      return;
    case 'redirect':
      history.push(
        `/exception?${new URLSearchParams({ errorCode: display.errorCode, errorMessage: display.errorMessage })}`,
      );
  }
}
