/**
 * The work area's open tabs, as data: one tab per page location (`/order/orderMag`, `/OrgMag/siteMag/M1001`), with
 * the URL it was last seen at (its filters), when it was last used and whether the operator pinned it. Pure
 * functions, so the rules are tested without rendering; the component keeps the pages themselves.
 */
export interface WorkTab {
  /** The location's path: one tab per path. */
  key: string;
  /** Path and query the tab returns to. */
  url: string;
  /** Order of last use (higher is more recent). */
  used: number;
  /** Pinned tabs come first and are left open by "close others", "close to the right" and "close all". */
  pinned?: boolean;
}

/** The most tabs open at once: opening one more asks to close one (tabToClose). */
export const MAX_TABS = 12;

const nextUse = (tabs: readonly WorkTab[]) => Math.max(0, ...tabs.map((t) => t.used)) + 1;

/**
 * The tabs after `key` (at `url`) is shown: added after the others, or its URL and use brought up to date. It never
 * closes a tab: past the limit the work area asks first (tabToClose).
 */
export function openTab(tabs: readonly WorkTab[], key: string, url: string): WorkTab[] {
  const used = nextUse(tabs);
  if (tabs.some((t) => t.key === key)) return tabs.map((t) => (t.key === key ? { ...t, url, used } : t));
  return [...tabs, { key, url, used }];
}

/**
 * What opening `key` would cost: nothing (undefined) while there is room or it is open already; else the tab it would
 * close, the unpinned one unused the longest; null when every open tab is pinned and none may be closed for it.
 */
export function tabToClose(tabs: readonly WorkTab[], key: string): WorkTab | null | undefined {
  if (tabs.length < MAX_TABS || tabs.some((t) => t.key === key)) return undefined;
  const closable = tabs.filter((t) => !t.pinned);
  return closable.length ? closable.reduce((a, b) => (b.used < a.used ? b : a)) : null;
}

/**
 * The tabs after `from` gave its place to `key` (a record page stepping to the next record): the new location takes
 * the old tab's place (and its pin) instead of opening one more; as `openTab` when `from` is not open.
 */
export function replaceTab(tabs: readonly WorkTab[], from: string, key: string, url: string): WorkTab[] {
  if (from === key || !tabs.some((t) => t.key === from)) return openTab(tabs, key, url);
  const used = nextUse(tabs);
  return tabs.filter((t) => t.key !== key).map((t) => (t.key === from ? { ...t, key, url, used } : t));
}

/** The open tab that the location of `key` says it replaces (its state's `replacesTab`), if any. */
export function replacedTab(tabs: readonly WorkTab[], key: string, state: unknown): string | undefined {
  const from = (state as { replacesTab?: unknown } | null)?.replacesTab;
  return typeof from === 'string' && from !== key && tabs.some((t) => t.key === from) ? from : undefined;
}

/** The tabs with `key`'s URL replaced (its filters changed while it was shown). */
export function keepUrl(tabs: readonly WorkTab[], key: string, url: string): WorkTab[] {
  return tabs.some((t) => t.key === key && t.url !== url)
    ? tabs.map((t) => (t.key === key ? { ...t, url } : t))
    : (tabs as WorkTab[]);
}

/**
 * The tabs with `key` pinned or not. Pinned tabs lead the strip in the order they were pinned: a tab pinned goes
 * after the pinned ones, a tab unpinned before the others.
 */
export function pinTab(tabs: readonly WorkTab[], key: string, pinned: boolean): WorkTab[] {
  const tab = tabs.find((t) => t.key === key);
  if (!tab || !!tab.pinned === pinned) return tabs as WorkTab[];
  const rest = tabs.filter((t) => t !== tab);
  const moved: WorkTab = { key: tab.key, url: tab.url, used: tab.used, ...(pinned ? { pinned } : {}) };
  return [...rest.filter((t) => t.pinned), moved, ...rest.filter((t) => !t.pinned)];
}

/** The keys "close others" closes: every tab but `key` and the pinned ones. */
export function othersOf(tabs: readonly WorkTab[], key: string): string[] {
  return tabs.filter((t) => t.key !== key && !t.pinned).map((t) => t.key);
}

/** The keys "close to the right" closes: the unpinned tabs after `key`. */
export function rightOf(tabs: readonly WorkTab[], key: string): string[] {
  const at = tabs.findIndex((t) => t.key === key);
  return at < 0 ? [] : othersOf(tabs.slice(at + 1), key);
}

/** The keys "close all" closes: every unpinned tab. */
export function unpinnedOf(tabs: readonly WorkTab[]): string[] {
  return tabs.filter((t) => !t.pinned).map((t) => t.key);
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

/** The tab used last (where to go back to when a new one is not opened). */
export function lastUsed(tabs: readonly WorkTab[]): WorkTab | undefined {
  return tabs.length ? tabs.reduce((a, b) => (b.used > a.used ? b : a)) : undefined;
}

/**
 * The tabs kept for this browser tab and operator, so a reload keeps them, pinned ones first (bad or foreign data
 * reads as none).
 */
export function readTabs(storage: Storage | undefined, key: string): WorkTab[] {
  try {
    const raw: unknown = JSON.parse(storage?.getItem(key) ?? '[]');
    if (!Array.isArray(raw)) return [];
    const tabs = raw
      .filter(
        (t): t is WorkTab =>
          !!t &&
          typeof t.key === 'string' &&
          typeof t.url === 'string' &&
          typeof t.used === 'number' &&
          (t.pinned === undefined || typeof t.pinned === 'boolean') &&
          // Only same-site paths: the URL is navigated to.
          t.key.startsWith('/') &&
          !t.key.startsWith('//') &&
          (t.url === t.key || t.url.startsWith(`${t.key}?`)),
      )
      .map(({ key: k, url, used, pinned }) => (pinned ? { key: k, url, used, pinned } : { key: k, url, used }))
      .slice(0, MAX_TABS);
    return [...tabs.filter((t) => t.pinned), ...tabs.filter((t) => !t.pinned)];
  } catch {
    return [];
  }
}
