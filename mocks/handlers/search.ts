import { http, type HttpHandler } from 'msw';
import type { ResourceDef } from '../../src/console/types';
import { resourceByKey } from '../../src/resources';
import { SEARCH_PATH } from '../../src/services/paths';
import {
  SEARCH_KINDS,
  SEARCH_MAX_LENGTH,
  SEARCH_MIN_LENGTH,
  type SearchHit,
  type SearchKey,
  type SearchKind,
  type SearchMatch,
  type SearchMore,
  type SearchResult,
} from '../../src/services/searchContract';
import { db, type Stored } from '../db';
import { guarded, holdsPermission } from '../http';
import { maskedCard } from '../seed/orders';

/** Hits answered per kind, and in all: a search jumps to a record, it is not a list. */
export const PER_KIND = 5;
export const MAX_HITS = 20;

const RANK: Record<SearchMatch, number> = { exact: 0, prefix: 1, contains: 2 };

/** One value of a record the query is compared with, and how far (exact only, or prefix, or anywhere in it). */
interface Key<R> {
  key: SearchKey;
  value: (row: R) => string | null | undefined;
  upTo: SearchMatch;
  /** Only for queries of this shape (card last 4: exactly four digits). */
  when?: (q: string) => boolean;
  /**
   * The list filter that shows exactly the rows this key matches (an `eq` filter of an exact-only key, a `like`
   * filter of a contains key), so that a group found by this key alone offers "show all".
   */
  filter?: string;
}

interface Source<R> {
  kind: SearchKind;
  def: ResourceDef;
  rows: () => readonly R[];
  keys: Key<R>[];
  /** The hit without kind, match, key and page; `query` shows this one record and opens it. */
  hit: (row: R) => Pick<SearchHit, 'id' | 'title' | 'subtitle' | 'query'>;
}

const join = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' · ') || undefined;
const one = (field: string, id: string) => ({ [field]: id, open: id });
const FOUR_DIGITS = /^\d{4}$/;

const source = <R>(s: Source<R>) => s as unknown as Source<unknown>;

const declared = (key: string): ResourceDef => resourceByKey(key)!;

/** What each kind is searched by, in the order groups of equal rank are listed (SEARCH_KINDS). */
const SOURCES: Source<unknown>[] = [
  source({
    kind: 'order',
    def: declared('order'),
    rows: () => db.order,
    keys: [
      { key: 'orderNo', value: (o) => o.order_no, upTo: 'prefix' },
      { key: 'merchantOrderNo', value: (o) => o.merchant_order_no, upTo: 'prefix' },
      {
        key: 'cardLast4',
        value: (o) => o.card_last4,
        upTo: 'exact',
        when: (q) => FOUR_DIGITS.test(q),
        filter: 'card_last4',
      },
      { key: 'buyerEmail', value: (o) => o.buyer_email, upTo: 'contains', filter: 'buyer_email' },
    ],
    hit: (o) => ({
      id: o.order_no,
      title: o.order_no,
      subtitle: join(o.merchant_name, `${o.amount} ${o.currency}`, maskedCard(o.card_bin, o.card_last4), o.buyer_email),
      query: one('order_no', o.order_no),
    }),
  }),
  source({
    kind: 'merchant',
    def: declared('merchant'),
    rows: () => db.merchant,
    keys: [
      { key: 'id', value: (m) => m.cust_id, upTo: 'prefix' },
      { key: 'name', value: (m) => m.name, upTo: 'contains', filter: 'name' },
      { key: 'email', value: (m) => m.email, upTo: 'contains', filter: 'email' },
    ],
    hit: (m) => ({
      id: m.cust_id,
      title: m.name,
      subtitle: join(m.cust_id, m.email),
      query: one('cust_id', m.cust_id),
    }),
  }),
  source({
    kind: 'custUser',
    def: declared('custUser'),
    rows: () => db.custUser,
    keys: [
      { key: 'id', value: (u) => u.user_id, upTo: 'prefix' },
      { key: 'email', value: (u) => u.email, upTo: 'contains', filter: 'email' },
    ],
    hit: (u) => ({
      id: u.user_id,
      title: u.email,
      subtitle: join(u.name, u.merchant_name, u.cust_id),
      query: one('user_id', u.user_id),
    }),
  }),
  source<Stored['admin']>({
    kind: 'admin',
    def: declared('admin'),
    rows: () => db.admin,
    keys: [
      { key: 'email', value: (a) => a.email, upTo: 'contains', filter: 'email' },
      { key: 'name', value: (a) => a.name, upTo: 'contains', filter: 'name' },
    ],
    // Only what the admin list shows: never the password or the authenticator secret.
    hit: (a) => ({ id: a.id, title: a.email, subtitle: join(a.name, a.id), query: one('id', a.id) }),
  }),
  source({
    kind: 'dispute',
    def: declared('dispute'),
    rows: () => db.dispute,
    keys: [{ key: 'id', value: (d) => d.case_id, upTo: 'prefix' }],
    hit: (d) => ({
      id: d.case_id,
      title: d.case_id,
      subtitle: join(d.order_no, d.merchant_name, `${d.amount} ${d.currency}`),
      query: one('case_id', d.case_id),
    }),
  }),
  source({
    kind: 'refund',
    def: declared('refund'),
    rows: () => db.refund,
    keys: [{ key: 'id', value: (r) => r.refund_id, upTo: 'prefix' }],
    // A refund has no page of its own: it shows in its order's detail, so the hit opens the order.
    hit: (r) => ({
      id: r.refund_id,
      title: r.refund_id,
      subtitle: join(r.order_no, `${r.amount} ${r.currency}`),
      query: one('order_no', r.order_no),
    }),
  }),
  source({
    kind: 'payout',
    def: declared('payout'),
    rows: () => db.payout,
    keys: [{ key: 'id', value: (p) => p.payout_id, upTo: 'prefix' }],
    hit: (p) => ({
      id: p.payout_id,
      title: p.payout_id,
      subtitle: join(p.merchant_name, `${p.amount} ${p.currency}`, p.payee_name),
      query: one('payout_id', p.payout_id),
    }),
  }),
  source({
    kind: 'fraudAlert',
    def: declared('fraudAlert'),
    rows: () => db.fraudAlert,
    keys: [{ key: 'id', value: (a) => a.alert_id, upTo: 'prefix' }],
    hit: (a) => ({
      id: a.alert_id,
      title: a.alert_id,
      subtitle: join(a.order_no, a.merchant_name, `${a.amount} ${a.currency}`),
      query: one('alert_id', a.alert_id),
    }),
  }),
  source({
    kind: 'complaint',
    def: declared('complaint'),
    rows: () => db.complaint,
    keys: [
      { key: 'id', value: (c) => c.complaint_id, upTo: 'prefix' },
      { key: 'buyerEmail', value: (c) => c.buyer_email, upTo: 'contains', filter: 'buyer_email' },
    ],
    hit: (c) => ({
      id: c.complaint_id,
      title: c.complaint_id,
      subtitle: join(c.order_no, c.buyer_email, c.merchant_name),
      query: one('complaint_id', c.complaint_id),
    }),
  }),
];

function matchOf(value: string | null | undefined, q: string, upTo: SearchMatch): SearchMatch | undefined {
  if (!value) return undefined;
  const v = value.toLowerCase();
  if (v === q) return 'exact';
  if (upTo !== 'exact' && v.startsWith(q)) return 'prefix';
  if (upTo === 'contains' && v.includes(q)) return 'contains';
  return undefined;
}

interface Found {
  row: unknown;
  match: SearchMatch;
  key: Key<unknown>;
}

/** One kind's matches, best first (rank, then the key's order, then the row's own order). */
function findIn(src: Source<unknown>, q: string): Found[] {
  const keys = src.keys.filter((k) => !k.when || k.when(q));
  const found: Found[] = [];
  for (const row of src.rows()) {
    let best: Found | undefined;
    for (const key of keys) {
      const match = matchOf(key.value(row), q, key.upTo);
      if (match && (!best || RANK[match] < RANK[best.match])) best = { row, match, key };
      if (best?.match === 'exact') break;
    }
    if (best) found.push(best);
  }
  const order = (f: Found) => keys.indexOf(f.key);
  return found
    .map((f, i) => ({ f, i }))
    .sort((a, b) => RANK[a.f.match] - RANK[b.f.match] || order(a.f) - order(b.f) || a.i - b.i)
    .map(({ f }) => f);
}

/**
 * The search: the kinds whose page the operator may open, each ranked exact → prefix → contains, at most PER_KIND
 * hits a kind and MAX_HITS in all; groups with a better best match first. A group cut short says how many it found,
 * and, when a single list filter shows them all, that list's query.
 */
export function searchFor(operator: Stored['admin'], raw: string): SearchResult {
  const q = raw.trim().toLowerCase();
  if (q.length < SEARCH_MIN_LENGTH || q.length > SEARCH_MAX_LENGTH) return { hits: [], more: [] };
  const groups = SOURCES.filter((src) => holdsPermission(operator, src.def.page))
    .map((src) => ({ src, found: findIn(src, q) }))
    .filter((g) => g.found.length > 0)
    .sort(
      (a, b) =>
        RANK[a.found[0].match] - RANK[b.found[0].match] ||
        SEARCH_KINDS.indexOf(a.src.kind) - SEARCH_KINDS.indexOf(b.src.kind),
    );
  const hits: SearchHit[] = [];
  const more: SearchMore[] = [];
  for (const { src, found } of groups) {
    const room = Math.min(PER_KIND, MAX_HITS - hits.length);
    const shown = found.slice(0, Math.max(room, 0));
    for (const f of shown) {
      hits.push({ kind: src.kind, ...src.hit(f.row), match: f.match, key: f.key.key, page: src.def.page });
    }
    if (found.length > shown.length) {
      const keys = new Set(found.map((f) => f.key));
      const only = keys.size === 1 ? [...keys][0] : undefined;
      more.push({
        kind: src.kind,
        total: found.length,
        page: src.def.page,
        ...(only?.filter ? { query: { [only.filter]: raw.trim() } } : {}),
      });
    }
  }
  return { hits, more };
}

/** The fake backend's search calls (src/services/paths.ts). */
export const searchHandlers: HttpHandler[] = [
  http.get(
    '*' + SEARCH_PATH,
    guarded({}, ({ request, session }) => {
      const q = new URL(request.url).searchParams.get('q') ?? '';
      return session.reply(searchFor(session.admin, q));
    }),
  ),
];
