/**
 * Where a record page was opened from: the list's address (as filtered) and the keys of the rows it showed, so that
 * the record page goes back to that list and steps to the previous and next row. Kept per browser tab.
 */
export interface RecordNav {
  resource: string;
  list: string;
  ids: string[];
}

const KEY = 'payops.recordNav';

export function saveRecordNav(nav: RecordNav) {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(nav));
  } catch {
    // Storage refused (private mode, full): the record page then goes back to the bare list.
  }
}

/** The list a record of `resource` was opened from, when it was opened from one listing `id`. */
export function readRecordNav(resource: string, id: string): RecordNav | undefined {
  try {
    const nav = JSON.parse(window.sessionStorage.getItem(KEY) ?? 'null') as RecordNav | null;
    if (nav?.resource === resource && Array.isArray(nav.ids) && nav.ids.includes(id) && nav.list.startsWith('/'))
      return nav;
  } catch {
    // A value of another shape: as if none.
  }
  return undefined;
}

/** The rows before and after `id` in the list it was opened from. */
export function neighbours(nav: RecordNav | undefined, id: string): { previous?: string; next?: string } {
  const at = nav ? nav.ids.indexOf(id) : -1;
  if (!nav || at < 0) return {};
  return { previous: nav.ids[at - 1], next: nav.ids[at + 1] };
}
