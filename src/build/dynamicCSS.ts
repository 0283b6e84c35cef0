// The module it stands in for, by its file name (the build swaps the name without `.js` for this one).
import {
  clearContainerCache as clearRcContainerCache,
  injectCSS,
  removeCSS,
  updateCSS as rcUpdateCSS,
} from 'rc-util/es/Dom/dynamicCSS.js';

type Option = Parameters<typeof rcUpdateCSS>[2];

/** The style elements written by `updateCSS`, by container and by mark and key. */
let written = new WeakMap<object, Map<string, HTMLStyleElement>>();
/** The text each of them was last given here. */
const textOf = new WeakMap<HTMLStyleElement, string>();

const markOf = (option: Option): string => {
  const mark = option?.mark;
  if (!mark) return 'rc-util-key';
  return mark.startsWith('data-') ? mark : `data-${mark}`;
};

/**
 * Stands in for rc-util's `updateCSS` (swapped in by .umirc.ts), which antd's CSS-in-JS calls for every style of every
 * component instance that mounts, found or not: each call listed the container's children, read the mark of every
 * style element in it (a few hundred) and read back the found element's whole text to compare it. That was about 8 ms
 * of every menu click (issue 25's profile). Here an element written before is found at once, as long as it is still
 * in the document with the same mark, and its text is compared with what it was last given; anything else (the first
 * write of a key, an element removed or moved) goes to rc-util's own, which stays the one that creates and places
 * the elements. Only `updateCSS` writes these elements' text, as in rc-util.
 */
export function updateCSS(css: string, key: string, option: Option = {}): HTMLStyleElement {
  const container = option.attachTo ?? document.querySelector('head') ?? document.body;
  const mark = markOf(option);
  let byKey = written.get(container);
  if (!byKey) {
    byKey = new Map();
    written.set(container, byKey);
  }
  const id = `${mark}\u0000${key}`;
  const found = byKey.get(id);
  if (found?.isConnected && found.getAttribute(mark) === key) {
    const nonce = option.csp?.nonce;
    if (nonce && found.nonce !== nonce) found.nonce = nonce;
    if (textOf.get(found) !== css) {
      found.innerHTML = css;
      textOf.set(found, css);
    }
    return found;
  }
  const element = rcUpdateCSS(css, key, option) as HTMLStyleElement;
  byKey.set(id, element);
  textOf.set(element, css);
  return element;
}

/** rc-util's, forgetting what was written here as well (unit tests clear it between tests). */
export function clearContainerCache(): void {
  clearRcContainerCache();
  written = new WeakMap();
}

export { injectCSS, removeCSS };
