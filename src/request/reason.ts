import { errorInfo } from './index';
import { fallbackText, localized, transportText } from './display';

const text = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() ? v.trim() : undefined);

/**
 * Why a load failed, for the page to say in place (issue 20), in the operator's language: an HTTP error by its status
 * ("请求失败（HTTP 500）"), with the server's own words beside it when it sent some; a refusal by its message (the
 * known codes' in the operator's language); a time-out or a lost connection as such.
 */
export function failureReason(error: unknown): { reason: string; server?: string } {
  const info = localized(errorInfo(error));
  const said = text(info.errorMessage) ?? text(info.message);
  if (typeof info.status === 'number' && info.status >= 400) {
    const reason = transportText({ kind: 'status', status: info.status });
    return said && said !== reason ? { reason, server: said } : { reason };
  }
  return { reason: said ?? fallbackText() };
}
