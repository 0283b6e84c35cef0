import { useLayoutEffect, useSyncExternalStore } from 'react';

/**
 * The side menu's lit item and the areas it is in, as a store that each menu link and area title reads for itself.
 * The menu is drawn once per set of items, open areas and width (src/layouts/LabelledMenu.tsx); at a navigation only
 * the link that goes out and the one that comes in (and their areas' titles) are drawn again, not the hundred items
 * that rc-menu drew again whenever its selected keys changed.
 */
type Lit = { item?: string; areas: readonly string[] };

let lit: Lit = { areas: [] };
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * The lit item and areas as the menu's render has them. Written from that render (it is what the render shows, the
 * same for the same location, so a render done again writes the same): the links and titles drawn in the same render
 * read it, not the state before.
 */
function hold(item: string | undefined, areas: readonly string[]) {
  if (lit.item !== item || lit.areas.join('\n') !== areas.join('\n')) lit = { item, areas };
}

/**
 * Lights `item` (a menu key) and its `areas`, from the menu's render: after its commit (before the paint) the links
 * and titles that were not drawn with it are told, and only those whose state changes are drawn again.
 */
export function useLightMenu(item: string | undefined, areas: readonly string[]) {
  hold(item, areas);
  const areasKey = areas.join('\n');
  useLayoutEffect(() => {
    listeners.forEach((listener) => listener());
  }, [item, areasKey]);
}

/** Whether the menu item `key` is the lit one (the page shown, or the one a page the menu hides belongs to). */
export function useLitItem(key: string | undefined): boolean {
  return useSyncExternalStore(subscribe, () => key !== undefined && lit.item === key);
}

/** Whether the menu area `key` holds the lit item. */
export function useLitArea(key: string | undefined): boolean {
  return useSyncExternalStore(subscribe, () => key !== undefined && lit.areas.includes(key));
}
