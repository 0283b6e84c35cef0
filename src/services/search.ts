import { request } from '@umijs/max';
import type { SearchResult } from './searchContract';
import { SEARCH_PATH } from './paths';
import { guardedPages } from '@/auth/pages';
import { recordPath } from '@/console/recordLink';

export { SEARCH_PATH };

export {
  SEARCH_KINDS,
  SEARCH_MAX_LENGTH,
  SEARCH_MIN_LENGTH,
  type SearchHit,
  type SearchKey,
  type SearchKind,
  type SearchMatch,
  type SearchMore,
  type SearchResult,
} from './searchContract';

export function search(q: string) {
  return request<{ result: SearchResult }>(SEARCH_PATH, { method: 'GET', params: { q } });
}

/**
 * Where a hit (or a "show all") goes: a hit naming one record (`open`) to that record's page, a "show all" to the list
 * page with its query.
 */
export const searchTarget = (page: string, query: Record<string, string> = {}) => {
  const resource = query.open ? guardedPages().find((p) => p.path === page)?.resource : undefined;
  const record = resource && query.open ? recordPath(resource, query.open) : undefined;
  if (record) return record;
  const qs = new URLSearchParams(query).toString();
  return qs ? `${page}?${qs}` : page;
};
