import { onMenuPress } from '@/layouts/menuPress';
import { REQUEST_DEFAULTS } from '@/request';
import { startEarly, takeEarly } from '@/request/early';
import { resourceByKey } from '@/resources';
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

/**
 * How long rows asked for at a press on a menu item wait for the page to take them (ms): the click follows the press
 * at once. Within it, a list already open in a tab, shown by the click, may take them at its next request with the
 * same query (a reload): an answer made after the press.
 */
export const PRESS_MAX_AGE_MS = 2_000;

/** Starts the first request of a list whose address (`search`) holds no filter; nothing otherwise. */
export function startFirstRows(
  def: ResourceDef,
  search: string,
  fixed: Query | undefined,
  pageSize: number,
  maxAge?: number,
): void {
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
  startEarly(keyOf(def, query), () => listRows(def, query, true), undefined, maxAge);
}

/**
 * A press on the menu item of a list page (src/layouts/menuPress.ts): its first rows, as the page will ask for them
 * from an address without a filter, leave before the click draws the page. A page nested under a record (its rows
 * filtered by the parent's key) or a single record is not started.
 */
export function startFirstRowsAtPress(resource: string): void {
  const def = resourceByKey(resource);
  if (!def || def.single || def.parentParam || def.parentParams?.length) return;
  startFirstRows(def, '', undefined, REQUEST_DEFAULTS.defaultPageSize, PRESS_MAX_AGE_MS);
}
onMenuPress(startFirstRowsAtPress);

/** The rows for `query`: the answer started by `startFirstRows` when it is for the same query, else asked now. */
export function takeRows(def: ResourceDef, query: Query) {
  return takeEarly(keyOf(def, query), () => listRows(def, query));
}
