import { createContext, startTransition, useCallback, useContext, useEffect, useRef, useState } from 'react';

/**
 * Whether the page is the one the work area shows. A page kept open in a hidden tab stays mounted, but what it lays
 * over the whole window (its record drawer) must not: it shows again with its tab.
 */
export const PageShown = createContext(true);

export const usePageShown = () => useContext(PageShown);

/**
 * Whether the page's contents are drawn: the page shown, and the page just left until the page shown has drawn its own
 * (it says so through `usePageSettled`) or a moment has passed. What a hidden page leaves out (a list's cells and
 * toolbar) is a render of its whole table, which came before the new page's first rows when it was done at the click.
 */
export const PageDrawn = createContext(true);

export const usePageDrawn = () => useContext(PageDrawn);

/** What the page shown calls once it has drawn what it was opened for (a list: its first answer). */
export const PageSettled = createContext<() => void>(() => undefined);

export const usePageSettled = () => useContext(PageSettled);

/** How long after it is shown a page that does not say when it has drawn counts as settled. */
export const SETTLE_AFTER_MS = 1500;

/**
 * The work area's side of settling: the key of the page shown when it last settled (whose contents, with the page
 * shown's, are drawn), and the `settle` its pages call. The page left before leaves its contents out then, in a
 * moment the browser has free, as a render that gives way to any click; a page that never says so (Home, a record, a
 * form) settles SETTLE_AFTER_MS after it is shown.
 */
export function useSettle(shownKey: string | undefined): { settledOn?: string; settle: () => void } {
  const [settledOn, setSettledOn] = useState<string>();
  const shownRef = useRef(shownKey);
  useEffect(() => {
    shownRef.current = shownKey;
  });
  const settle = useCallback(() => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 0));
    idle(() => startTransition(() => setSettledOn(shownRef.current)), { timeout: 1000 });
  }, []);
  useEffect(() => {
    if (!shownKey) return;
    const timer = window.setTimeout(settle, SETTLE_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [shownKey, settle]);
  return { settledOn, settle };
}
