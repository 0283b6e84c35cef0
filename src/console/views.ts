/**
 * Saved filter views of a list, kept per operator and list in this browser: a name and the list's query (its
 * filters, sort and page size as the address bar holds them), one of them maybe the default the list opens with.
 */
export interface SavedView {
  name: string;
  /** URL query without `?`: `status=0&name=acme&pageSize=20`. */
  query: string;
}

export interface ViewStore {
  views: SavedView[];
  defaultView?: string;
}

/** What a list shows per page unless told otherwise (spec §9). */
const DEFAULT_PAGE_SIZE = 10;

/** Query keys that are not part of what a view filters: the page shown and a record opened by a link. */
const TRANSIENT = ['current', 'open'];
export const MAX_VIEWS = 20;
export const MAX_NAME = 40;

export const viewsKey = (userId: string, resource: string) => `payops.views.${userId}.${resource}`;

/** The filter part of a list's query string (leading `?` optional), keys sorted so equal filters compare equal. */
export function viewQuery(search: string): string {
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  const kept = [...params.entries()].filter(
    // The default page size is no choice of the operator's.
    ([k, v]) => !TRANSIENT.includes(k) && v !== '' && !(k === 'pageSize' && v === String(DEFAULT_PAGE_SIZE)),
  );
  kept.sort(([a], [b]) => a.localeCompare(b));
  return new URLSearchParams(kept).toString();
}

/** Whether the address holds any filter (a shared link, a list opened from a to-do) or is the list's bare URL. */
export const hasFilters = (search: string) =>
  [...new URLSearchParams(viewQuery(search)).keys()].some((k) => k !== 'pageSize');

export function readViews(storage: Storage | undefined, key: string): ViewStore {
  try {
    const raw = JSON.parse(storage?.getItem(key) ?? '{}') as Partial<ViewStore>;
    const views = Array.isArray(raw.views)
      ? raw.views.filter((v): v is SavedView => typeof v?.name === 'string' && typeof v?.query === 'string')
      : [];
    const defaultView = views.some((v) => v.name === raw.defaultView) ? raw.defaultView : undefined;
    return { views: views.slice(0, MAX_VIEWS), defaultView };
  } catch {
    return { views: [] };
  }
}

export function writeViews(storage: Storage | undefined, key: string, store: ViewStore): void {
  storage?.setItem(key, JSON.stringify(store));
}

/** Saving under a name that exists replaces that view (same place in the list). */
export function saveView(store: ViewStore, view: SavedView, asDefault: boolean): ViewStore {
  const name = view.name.trim();
  const at = store.views.findIndex((v) => v.name === name);
  const views =
    at >= 0
      ? store.views.map((v, i) => (i === at ? { name, query: view.query } : v))
      : [...store.views, { name, query: view.query }];
  return { views, defaultView: asDefault ? name : store.defaultView };
}

export function removeView(store: ViewStore, name: string): ViewStore {
  return {
    views: store.views.filter((v) => v.name !== name),
    defaultView: store.defaultView === name ? undefined : store.defaultView,
  };
}

export function toggleDefault(store: ViewStore, name: string): ViewStore {
  return { ...store, defaultView: store.defaultView === name ? undefined : name };
}
