import { request } from '@umijs/max';
import type { NoticeList, NoticeType } from './types';
import { NOTICE_PATHS } from './paths';

export { NOTICE_PATHS };

export function fetchNotices() {
  return request<{ result: NoticeList }>(NOTICE_PATHS.list, { method: 'GET' });
}

export function markNoticeRead(id: string) {
  return request<{ result: NoticeList }>(NOTICE_PATHS.read(id), { method: 'POST' });
}

export function clearNotices(type: NoticeType) {
  return request<{ result: NoticeList }>(NOTICE_PATHS.clear, { method: 'POST', data: { type } });
}
