import { request } from '@umijs/max';
import type { NoticeList, NoticeType } from './types';
import { NOTICE_PATHS } from './paths';

export { NOTICE_PATHS };

/**
 * The bell's own load, made in the background of whatever page is open: its failure (an expired session, a redirect)
 * is the bell's to say, never a reason to take the operator off their page; the next call they make says it.
 */
export function fetchNotices() {
  return request<{ result: NoticeList }>(NOTICE_PATHS.list, { method: 'GET', skipErrorHandler: true });
}

export function markNoticeRead(id: string) {
  return request<{ result: NoticeList }>(NOTICE_PATHS.read(id), { method: 'POST' });
}

export function clearNotices(type: NoticeType) {
  return request<{ result: NoticeList }>(NOTICE_PATHS.clear, { method: 'POST', data: { type } });
}
