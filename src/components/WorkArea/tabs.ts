/**
 * The work area's open tabs, as data: one tab per page location (`/order/orderMag`, `/OrgMag/siteMag/M1001`), with
 * the URL it was last seen at (its filters) and when it was last used. Pure functions, so the rules are tested
 * without rendering; the component keeps the pages themselves.
 */
export interface WorkTab {
  /** The location's path: one tab per path. */
  key: string;
  /** Path and query the tab returns to. */
  url: string;
  /** Order of last use (higher is more recent). */
  used: number;
}

/** The most tabs kept open: opening one more closes the one unused the longest. */
export const MAX_TABS = 12;

/** The tabs after `key` (at `url`) is shown: added, or its URL and use brought up to date. */
export function openTab(tabs: readonly WorkTab[], key: string, url: string): WorkTab[] {
  const used = Math.max(0, ...tabs.map((t) => t.used)) + 1;
  if (tabs.some((t) => t.key === key)) return tabs.map((t) => (t.key === key ? { ...t, url, used } : t));
  let next = [...tabs, { key, url, used }];
  while (next.length > MAX_TABS) {
    const oldest = next.filter((t) => t.key !== key).reduce((a, b) => (b.used < a.used ? b : a));
    next = next.filter((t) => t !== oldest);
  }
  return next;
}

/**
 * The tabs after `from` gave its place to `key` (a record page stepping to the next record): the new location takes
 * the old tab's place instead of opening one more; as `openTab` when `from` is not open.
 */
export function replaceTab(tabs: readonly WorkTab[], from: string, key: string, url: string): WorkTab[] {
  if (from === key || !tabs.some((t) => t.key === from)) return openTab(tabs, key, url);
  const used = Math.max(0, ...tabs.map((t) => t.used)) + 1;
  return tabs.filter((t) => t.key !== key).map((t) => (t.key === from ? { key, url, used } : t));
}

/** The tabs with `key`'s URL replaced (its filters changed while it was shown). */
export function keepUrl(tabs: readonly WorkTab[], key: string, url: string): WorkTab[] {
  return tabs.some((t) => t.key === key && t.url !== url)
    ? tabs.map((t) => (t.key === key ? { ...t, url } : t))
    : (tabs as WorkTab[]);
}

/**
 * Closing `keys`: the tabs left, and where to go when the shown tab (`active`) was among them: the nearest tab to
 * its right, else to its left, else nowhere (undefined: the start page).
 */
export function closeTabs(
  tabs: readonly WorkTab[],
  keys: readonly string[],
  active: string | undefined,
): { tabs: WorkTab[]; goTo?: string } {
  const left = tabs.filter((t) => !keys.includes(t.key));
  if (!active || !keys.includes(active)) return { tabs: left };
  const at = tabs.findIndex((t) => t.key === active);
  const after = tabs.slice(at + 1).find((t) => !keys.includes(t.key));
  const before = [...tabs.slice(0, at)].reverse().find((t) => !keys.includes(t.key));
  return { tabs: left, goTo: (after ?? before)?.url };
}

/** The tabs kept for this browser tab and operator, so a reload keeps them (bad or foreign data reads as none). */
export function readTabs(storage: Storage | undefined, key: string): WorkTab[] {
  try {
    const raw: unknown = JSON.parse(storage?.getItem(key) ?? '[]');
    if (!Array.isArray(raw)) return [];
    return raw
      .filter(
        (t): t is WorkTab =>
          !!t &&
          typeof t.key === 'string' &&
          typeof t.url === 'string' &&
          typeof t.used === 'number' &&
          // Only same-site paths: the URL is navigated to.
          t.key.startsWith('/') &&
          !t.key.startsWith('//') &&
          (t.url === t.key || t.url.startsWith(`${t.key}?`)),
      )
      .slice(0, MAX_TABS);
  } catch {
    return [];
  }
}
