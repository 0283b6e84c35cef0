/**
 * Spec §8 as one pure function: what the console shows for a failed request. Kept free of React, antd and
 * the router so that every row of the catalogue (and any generated answer) can be checked directly.
 */
export const ERROR_CODES = {
  tokenExpired: 401,
  noAuthenticator: 101011,
  cardImportWarning: 101025,
  wrongStatus: 101014,
  silent: 200007,
} as const;

/** Spec §8 showType values. */
export const SHOW_TYPE = { silent: 0, warning: 1, error: 2, notification: 4, redirect: 9 } as const;

export interface ErrorInfo {
  /** HTTP status, when the failure came with one. */
  status?: number;
  /** Body code of the envelope, when there was one. */
  code?: number;
  message?: string;
  errorCode?: string | number;
  errorMessage?: string;
  showType?: number;
}

export type Display =
  | { kind: 'login' }
  | { kind: 'silent' }
  | { kind: 'warning'; text: string }
  | { kind: 'error'; text: string }
  | { kind: 'notification'; title: string; description: string }
  | { kind: 'redirect'; errorCode: string; errorMessage: string };

const text = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() ? v : undefined);

/**
 * `titled` words the title of a body code's notification (code kept, e.g. "操作失败（100409）"); spec §8 fixes only
 * showType 4's title (errorCode itself) and the redirect's errorCode, which it does not touch.
 */
export function decideDisplay(info: ErrorInfo, fallback: string, titled: (code: string) => string = String): Display {
  if (info.code === ERROR_CODES.tokenExpired || info.status === 401) return { kind: 'login' };
  if (info.code === ERROR_CODES.silent) return { kind: 'silent' };
  const msg = text(info.errorMessage) ?? text(info.message) ?? fallback;
  const title = String(info.errorCode ?? info.code ?? '');
  if (typeof info.showType === 'number') {
    switch (info.showType) {
      case SHOW_TYPE.silent:
        return { kind: 'silent' };
      case SHOW_TYPE.warning:
        return { kind: 'warning', text: msg };
      case SHOW_TYPE.error:
        return { kind: 'error', text: msg };
      case SHOW_TYPE.notification:
        return { kind: 'notification', title, description: msg };
      case SHOW_TYPE.redirect:
        return { kind: 'redirect', errorCode: title, errorMessage: msg };
      default:
        return { kind: 'error', text: msg };
    }
  }
  if (info.code === undefined) return { kind: 'error', text: msg };
  if (info.code === ERROR_CODES.noAuthenticator || info.code === ERROR_CODES.cardImportWarning) {
    return { kind: 'warning', text: msg };
  }
  if (info.code === ERROR_CODES.wrongStatus) return { kind: 'error', text: msg };
  return { kind: 'notification', title: titled(title), description: msg };
}
