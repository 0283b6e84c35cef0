import { createContext, useContext } from 'react';

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
