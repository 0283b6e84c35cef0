import type { AxiosResponse, RequestConfig, RequestOptions } from '@umijs/max';
import { decideDisplay, type ErrorInfo } from './decide';
import { fallbackText, localized, refusalTitle, show, transportText, type TransportFailure } from './display';
import { fileNameFromDisposition, saveBlob, type DownloadedFile } from './download';
import { BizError, isSuccess, readEnvelope } from './envelope';
import { getToken, setToken } from './storage';

/** Request defaults of spec §9: the data hook (useApi.ts) and the list pages (ResourcePage) take them from here. */
export const REQUEST_DEFAULTS = {
  defaultPageSize: 10,
  cacheTime: 5 * 60 * 1000,
  focusTimespan: 5000,
  loadMoreThreshold: 100,
} as const;

/** A request that hangs longer than this fails with a time-out message instead of spinning forever. */
export const REQUEST_TIMEOUT_MS = 30000;

const BODY_METHODS = new Set(['post', 'put', 'patch']);
const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && Object.getPrototypeOf(v) === Object.prototype;

/** Spec §7: a requestId (the current timestamp) in the body or the params; the saved token as authorization. */
export function prepareRequest(config: RequestOptions): RequestOptions {
  const requestId = Date.now();
  const method = (config.method ?? 'get').toLowerCase();
  const next: RequestOptions = { ...config, withCredentials: true };
  if (BODY_METHODS.has(method) && (next.data === undefined || isPlainObject(next.data))) {
    next.data = { ...(next.data as Record<string, unknown> | undefined), requestId };
  } else if (BODY_METHODS.has(method) && typeof FormData !== 'undefined' && next.data instanceof FormData) {
    next.data.append('requestId', String(requestId));
  } else {
    next.params = { ...(next.params as Record<string, unknown> | undefined), requestId };
  }
  const token = getToken();
  if (token) next.headers = { ...(next.headers as Record<string, string> | undefined), Authorization: token };
  return next;
}

const header = (res: AxiosResponse, name: string): string | undefined => {
  const value = (res.headers as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' && value ? value : undefined;
};

async function bodyText(data: unknown): Promise<string> {
  if (typeof Blob !== 'undefined' && data instanceof Blob) return data.text();
  if (data instanceof ArrayBuffer) return new TextDecoder().decode(data);
  return typeof data === 'string' ? data : '';
}

/**
 * Spec §7 on the way back: a new authorization header replaces the saved token; a Content-Disposition answer
 * becomes a downloaded file (or, asked with `inline: true`, a file handed back for display); any other body must be an envelope with code 0, else it is rejected.
 */
export async function handleResponse(res: AxiosResponse): Promise<AxiosResponse> {
  const token = header(res, 'authorization');
  if (token && /^[\x21-\x7e]+( [\x21-\x7e]+)?$/.test(token) && token.length <= 4096) setToken(token);

  const disposition = header(res, 'content-disposition');
  if (disposition) {
    const fileName = fileNameFromDisposition(disposition);
    const blob =
      typeof Blob !== 'undefined' && res.data instanceof Blob
        ? res.data
        : new Blob([typeof res.data === 'string' ? res.data : JSON.stringify(res.data ?? '')], {
            type: header(res, 'content-type') ?? 'application/octet-stream',
          });
    // A file asked for display (a document preview) is handed to the caller, not saved.
    if (!(res.config as { inline?: boolean } | undefined)?.inline) saveBlob(blob, fileName);
    const file: DownloadedFile = { blob, fileName };
    return { ...res, data: file };
  }

  let body: unknown = res.data;
  if (typeof body !== 'object' || body === null || body instanceof ArrayBuffer || body instanceof Blob) {
    const raw = await bodyText(body);
    try {
      body = raw ? JSON.parse(raw) : undefined;
    } catch {
      body = undefined;
    }
  }
  if (!isSuccess(body)) {
    const result = isPlainObject(body) ? body.result : undefined;
    throw new BizError(readEnvelope(body) ?? { status: res.status }, result);
  }
  return { ...res, data: body };
}

/**
 * A failure that brought no envelope: a time-out, no answer at all (network loss, a refused or dropped connection),
 * or an HTTP error page (a proxy's 502). axios words these in English; the console says them in the operator's
 * language.
 */
export function transportFailure(error: unknown): TransportFailure | undefined {
  const e = error as { response?: { status?: unknown }; code?: unknown; message?: unknown } | undefined;
  // axios also says ECONNABORTED for a request the browser aborted; only its time-out names the time-out.
  const timedOut =
    e?.code === 'ETIMEDOUT' ||
    (e?.code === 'ECONNABORTED' && typeof e.message === 'string' && /timeout/i.test(e.message));
  if (timedOut) return { kind: 'timeout' };
  // axios 0.27 hands the bare XHR (status 0) as the response of a network error: the code says what happened.
  if (e?.code === 'ERR_NETWORK') return { kind: 'network' };
  const status = e?.response?.status;
  return typeof status === 'number' && status > 0 ? { kind: 'status', status } : undefined;
}

/** The structured facts of any failure: a business error, an HTTP error with or without an envelope, a network error. */
export function errorInfo(error: unknown): ErrorInfo {
  if (error instanceof BizError) return error.info;
  const e = error as { response?: { status?: number; data?: unknown }; message?: unknown };
  const envelope = readEnvelope(e?.response?.data);
  if (envelope) return { ...envelope, status: e.response?.status };
  const status = e?.response?.status;
  const failure = transportFailure(error);
  const message = failure ? transportText(failure) : typeof e?.message === 'string' ? e.message : undefined;
  return { status, message };
}

/** Shows a failure as spec §8 says (the error handler's own display), for a call made with `skipErrorHandler`. */
export function showFailure(error: unknown): void {
  show(decideDisplay(localized(errorInfo(error)), fallbackText(), refusalTitle));
}

export const requestConfig: RequestConfig = {
  timeout: REQUEST_TIMEOUT_MS,
  withCredentials: true,
  requestInterceptors: [(config: RequestOptions) => prepareRequest(config)],
  responseInterceptors: [(res: AxiosResponse) => handleResponse(res) as never],
  // No errorThrower: handleResponse already rejects success: false (and any code ≠ 0) before Umi would call it.
  errorConfig: {
    errorHandler: (error: unknown, opts: RequestOptions) => {
      if (opts?.skipErrorHandler) throw error;
      showFailure(error);
    },
  },
};
