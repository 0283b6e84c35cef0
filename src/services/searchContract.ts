/**
 * The global search's contract: what the server answers. Kept apart from the call (search.ts) so the fake backend
 * reads it without the console's request layer.
 */

/** What the header's global search finds, in the order the server groups them (src/locales/pages/search.ts). */
export const SEARCH_KINDS = [
  'order',
  'merchant',
  'custUser',
  'admin',
  'dispute',
  'refund',
  'payout',
  'fraudAlert',
  'complaint',
] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** How the query met the record: the server ranks exact before prefix before contains. */
export type SearchMatch = 'exact' | 'prefix' | 'contains';

/** Which of the record's values the query met (shown as "matched by"). */
export type SearchKey = 'id' | 'orderNo' | 'merchantOrderNo' | 'name' | 'email' | 'buyerEmail' | 'cardLast4';

/** One record found. Every value is data, shown as text only. */
export interface SearchHit {
  kind: SearchKind;
  /** The record's row key on its list page. */
  id: string;
  title: string;
  subtitle?: string;
  match: SearchMatch;
  key: SearchKey;
  /** The list page's route path. */
  page: string;
  /** The list URL's query that shows this record and opens its detail (`open`). */
  query: Record<string, string>;
}

/** A group that found more than it answers: the total, and when one list filter shows them all, that list's query. */
export interface SearchMore {
  kind: SearchKind;
  total: number;
  page: string;
  query?: Record<string, string>;
}

export interface SearchResult {
  hits: SearchHit[];
  more: SearchMore[];
}

/** The shortest query the server searches; shorter ones answer nothing. */
export const SEARCH_MIN_LENGTH = 2;
/** The longest query the server searches. */
export const SEARCH_MAX_LENGTH = 100;
