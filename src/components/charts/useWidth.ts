import { useLayoutEffect, useRef, useState } from 'react';

/** The width a chart draws at before its box is laid out (jsdom lays nothing out): a typical card's. */
export const FALLBACK_WIDTH = 640;

/**
 * The width of the element the returned ref is on, in whole px, kept current by a ResizeObserver (the chart fits its
 * card as the window or the side menu changes). Measured before the first paint, so the chart is drawn once at its
 * width; `FALLBACK_WIDTH` while there is none to measure.
 */
export function useWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    setWidth(Math.floor(el.getBoundingClientRect().width));
    const observer = new ResizeObserver(([entry]) => setWidth(Math.floor(entry.contentRect.width)));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return [ref, width || FALLBACK_WIDTH] as const;
}
