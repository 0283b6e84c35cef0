import type { MouseEvent } from 'react';

/**
 * A click that opens a link in place: the main button, no modifier key. Ctrl/⌘, Shift, Alt or another button leave
 * the link to the browser (a new tab or window, a download).
 */
export const isPlainClick = (e: MouseEvent): boolean =>
  e.button === 0 && !e.ctrlKey && !e.metaKey && !e.shiftKey && !e.altKey;
