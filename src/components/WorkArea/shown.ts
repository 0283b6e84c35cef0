import { createContext, useContext } from 'react';

/**
 * Whether the page is the one the work area shows. A page kept open in a hidden tab stays mounted, but what it lays
 * over the whole window (its record drawer) must not: it shows again with its tab.
 */
export const PageShown = createContext(true);

export const usePageShown = () => useContext(PageShown);
