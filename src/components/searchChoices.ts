/** The global search's pure parts: its answer in display order, what it may ask, the shortcut's key. */
import {
  SEARCH_MAX_LENGTH,
  SEARCH_MIN_LENGTH,
  searchTarget,
  type SearchHit,
  type SearchKind,
  type SearchMore,
  type SearchResult,
} from '@/services/search';

/** The platform's shortcut modifier: ⌘ on Apple systems, Ctrl elsewhere. */
export function isApple(): boolean {
  if (typeof navigator === 'undefined') return false;
  const platform =
    (navigator as Navigator & { userAgentData?: { platform?: string } }).userAgentData?.platform ?? navigator.platform;
  return /mac|iphone|ipad|ipod/i.test(platform ?? '');
}

/** One entry the arrows move through and Enter opens: a record, or a group's "show all". */
export interface Choice {
  optionId: string;
  to: string;
  hit?: SearchHit;
  more?: SearchMore;
}

export interface Group {
  kind: SearchKind;
  choices: Choice[];
  /** More found than answered, and no one list shows them all. */
  refine?: number;
}

/** The server's answer in display order: groups as it ranked them, each with its hits then its "show all". */
export function groupsOf(result: SearchResult, idBase: string): Group[] {
  const groups: Group[] = [];
  const groupOf = (kind: SearchKind) => {
    let g = groups.find((x) => x.kind === kind);
    if (!g) groups.push((g = { kind, choices: [] }));
    return g;
  };
  let n = 0;
  for (const hit of result.hits) {
    groupOf(hit.kind).choices.push({ optionId: `${idBase}-${n++}`, to: searchTarget(hit.page, hit.query), hit });
  }
  for (const more of result.more) {
    const g = groupOf(more.kind);
    if (more.query) g.choices.push({ optionId: `${idBase}-${n++}`, to: searchTarget(more.page, more.query), more });
    else g.refine = more.total - g.choices.length;
  }
  return groups;
}

/** A query the server answers: long enough, not too long. */
export const searchable = (q: string) => q.length >= SEARCH_MIN_LENGTH && q.length <= SEARCH_MAX_LENGTH;

/** Read by screen readers, not shown. */
export const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
