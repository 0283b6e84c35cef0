import { startEarly, takeEarly } from '@/request/early';
import { listRows, toParams, type Query } from './api';
import type { ResourceDef } from './types';

/**
 * A list's first rows, asked for as the page starts to render: ProTable asks only once its search form has mounted
 * and told it its values, a render and a timer later, and the rows waited for that as well as for the answer. When the
 * address holds no filter the first query is known beforehand (the default sort, the first page, the parent's key);
 * ProTable's own first request then takes this answer (src/request/early.ts: once, asked again if it failed).
 */

/** The same query whatever the order of its keys and ProTable's own `_timestamp` (a form submission's mark). */
function keyOf(def: ResourceDef, query: Query): string {
  const { _timestamp: _mark, ...rest } = toParams(query);
  const params = Object.entries(rest).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `rows ${def.api}?${new URLSearchParams(params.map(([k, v]) => [k, String(v)]))}`;
}

/** Starts the first request of a list whose address (`search`) holds no filter; nothing otherwise. */
export function startFirstRows(def: ResourceDef, search: string, fixed: Query | undefined, pageSize: number): void {
  const params = new URLSearchParams(search);
  // A record to show over the list is not a filter.
  params.delete('open');
  if ([...params.keys()].length) return;
  const sort = def.list.defaultSort;
  const query: Query = {
    ...fixed,
    ...(sort ? { sort: `${sort.field},${sort.order}` } : {}),
    current: 1,
    pageSize,
  };
  startEarly(keyOf(def, query), () => listRows(def, query, true));
}

/** The rows for `query`: the answer started by `startFirstRows` when it is for the same query, else asked now. */
export function takeRows(def: ResourceDef, query: Query) {
  return takeEarly(keyOf(def, query), () => listRows(def, query));
}
