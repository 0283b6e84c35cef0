import { useLocation } from '@umijs/max';
import { useEffect, useRef, useState } from 'react';
import { hasFilters, readViews, type SavedView } from './views';

/** `?<filter>=<value>&open=<key>` (the global search, a shared link): the record to show over the list. */
const opened = (search: string) => new URLSearchParams(search).get('open') ?? undefined;

/**
 * A list's filters live in the address bar: a saved view, a removed chip or a followed link rewrites the address and
 * remounts the table (`tableKey`), which reads its filters from there. `detailId` is the record shown over the list.
 */
export function useListAddress({ embedded, viewsStore }: { embedded?: boolean; viewsStore: string }) {
  const location = useLocation();
  /** The address bar, when it shows this page (in tests the two may differ). */
  const address = (search: string) => {
    if (window.location.pathname === location.pathname) {
      window.history.replaceState(window.history.state, '', `${location.pathname}${search ? `?${search}` : ''}`);
    }
  };
  // The list opened bare (from the menu) opens with the operator's default view, if they set one.
  const [tableKey, setTableKey] = useState(() => {
    if (!embedded && !hasFilters(location.search)) {
      const store = readViews(window.localStorage, viewsStore);
      const view = store.views.find((v) => v.name === store.defaultView);
      if (view) address(view.query);
    }
    return 0;
  });
  const [detailId, setDetailId] = useState<string | undefined>(() => opened(location.search));
  const handled = useRef(location.search);
  useEffect(() => {
    if (location.search === handled.current) return;
    handled.current = location.search;
    const id = opened(location.search);
    if (!id) return;
    // Already on the list: it takes the new filters from the address as when it first opened.
    address(location.search.replace(/^\?/, ''));
    // The address is the outside state the table follows (it reads its filters from there when mounted).
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setTableKey((k) => k + 1);
    setDetailId(id);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.search]);
  /** The list with exactly these filters. */
  const show = (search: string) => {
    address(search);
    setDetailId(undefined);
    setTableKey((k) => k + 1);
  };
  return {
    tableKey,
    detailId,
    setDetailId,
    applyView: (view: SavedView) => show(view.query),
    closeDetail: () => {
      setDetailId(undefined);
      // The record's link has served: a reload shows the list, not the record again.
      if (window.location.pathname === location.pathname && opened(window.location.search)) {
        const params = new URLSearchParams(window.location.search);
        params.delete('open');
        address(params.toString());
      }
    },
    /** The list again with these query keys taken off the address (a removed chip), or with none (clear all). */
    refilter: (drop: string[] | 'all') => {
      const params = new URLSearchParams(window.location.search);
      for (const key of [...params.keys()])
        if (drop === 'all' ? !['current', 'pageSize', 'open'].includes(key) : drop.includes(key)) params.delete(key);
      params.delete('current');
      show(params.toString());
    },
  };
}
