/**
 * The work queues (DOMAIN.md "Queues and the work inbox"): each is the rows of one list page under one filter, so a
 * queue's count is what that list shows with the same filter in its URL. Everything a queue gets (counts, ageing
 * against its target, claims, assignment, "next") is generic over this table; a new queue is one line here and, for
 * a timed one, its target parameter (`queue.target.hours.<key>`, mocks/seed/params.ts). Dependency-free: the
 * console and the fake backend both import it.
 */
export interface QueueDef {
  key: string;
  /** The list's declaration key. */
  resource: string;
  /** The list page: its permission URL is who may work the queue. */
  page: string;
  /** The list's own filter that makes the queue. */
  query: Record<string, string>;
  /** The date-time an item's age counts from. */
  since: string;
  /**
   * A date-time field holding the item's own deadline (a dispute's evidence due date): over past it, near within
   * the target hours before it. Without one, the deadline is `since` plus the target hours.
   */
  due?: string;
  /** A field holding the id of the item's maker: an operator never works their own (a request they made). */
  notBy?: string;
}

export const QUEUES = [
  {
    key: 'registrations',
    resource: 'merchant',
    page: '/orgMag/regRev',
    query: { status: '0' },
    since: 'registered_at',
  },
  { key: 'kyb', resource: 'kyb', page: '/orgMag/kyb', query: { status: '0' }, since: 'submitted_at' },
  {
    key: 'withdrawals',
    resource: 'withdrawAccount',
    page: '/txnAccount/withdraw',
    query: { review_status: '0' },
    since: 'created_at',
  },
  {
    key: 'walletWithdrawals',
    resource: 'walletWithdrawAccount',
    page: '/wallet/withdraw',
    query: { review_status: '0' },
    since: 'created_at',
  },
  { key: 'payouts', resource: 'payout', page: '/txnFlow/payment', query: { status: '0' }, since: 'created_at' },
  // Cases open for evidence (evidence required, dispute received), by their own due date.
  {
    key: 'disputes',
    resource: 'dispute',
    page: '/order/dispute',
    query: { status: '1,10' },
    since: 'received_at',
    due: 'evidence_due_at',
  },
  {
    key: 'fraudAlerts',
    resource: 'fraudAlert',
    page: '/order/fraudAlert',
    query: { status: '0' },
    since: 'received_at',
  },
  // Open and in progress.
  {
    key: 'complaints',
    resource: 'complaint',
    page: '/risk/buyerComplaint',
    query: { status: '0,1' },
    since: 'created_at',
  },
  // Pending requests of dual control the operator may decide: of kinds whose action they hold, not their own.
  {
    key: 'approvals',
    resource: 'approval',
    page: '/settingMag/approvals',
    query: { status: '0' },
    since: 'created_at',
    notBy: 'maker_id',
  },
] as const satisfies readonly QueueDef[];

export type QueueKey = (typeof QUEUES)[number]['key'];

export const queueByKey = (key: string): QueueDef | undefined => QUEUES.find((q) => q.key === key);
/** The queue a resource's rows are worked in (one per resource). */
export const queueOfResource = (resource: string): QueueDef | undefined => QUEUES.find((q) => q.resource === resource);

/** The business parameter holding a queue's target, in hours (for a queue with `due`: how near its due date warns). */
export const targetParam = (key: string) => `queue.target.hours.${key}`;

/** The share of a timed target after which an item is marked near it. */
export const NEAR_SHARE = 0.75;

/** The button code that assigns an item to another operator, or releases another's claim. */
export const ASSIGN_CODE = 'work:assign';

/** The "My work" page: its path is its permission URL. */
export const WORK_PAGE = '/Home/work';

/** An item against its target: within it, near it, or over it. */
export type TargetState = 'ok' | 'near' | 'over';

/** The fake backend's and the real server's work calls. */
export const WORK_PATHS = {
  /** Every queue the caller may work: count, oldest item, over and near target, claimed by the caller. */
  queues: '/v1/admin/work/queues',
  /** One queue's items, oldest first (or soonest due), each with its age, target state and holder. */
  items: (queue: string) => `/v1/admin/work/queues/${encodeURIComponent(queue)}/items`,
  itemsPattern: '/v1/admin/work/queues/:queue/items',
  /** Claim, release, assign or take over items of a queue: `{ ids }` (assign: `{ ids, admin_id }`). */
  act: (queue: string, action: WorkAction) => `/v1/admin/work/queues/${encodeURIComponent(queue)}/${action}`,
  actPattern: (action: WorkAction) => `/v1/admin/work/queues/:queue/${action}`,
  /** Claims the oldest unclaimed item of the queue the caller may work, and answers it (or null). */
  next: (queue: string) => `/v1/admin/work/queues/${encodeURIComponent(queue)}/next`,
  nextPattern: '/v1/admin/work/queues/:queue/next',
  /** Who holds which of one resource's items (`?resource=`), for its list and record pages. */
  claims: '/v1/admin/work/claims',
} as const;

export const WORK_ACTIONS = ['claim', 'release', 'assign', 'takeover'] as const;
export type WorkAction = (typeof WORK_ACTIONS)[number];

/** Who holds an item, since when. */
export interface Claim {
  queue: string;
  resource: string;
  target: string;
  holder_id: string;
  holder_email: string;
  claimed_at: string;
}

export interface QueueSummary {
  key: string;
  resource: string;
  page: string;
  query: Record<string, string>;
  count: number;
  /** The oldest item's start (`since`); null for an empty queue. */
  oldest_at: string | null;
  /** How long the oldest item has waited, on the server's clock (ms); null for an empty queue. */
  oldest_age_ms: number | null;
  over: number;
  near: number;
  /** Items the caller holds. */
  mine: number;
  /** Hours; null when the parameter is missing. */
  target_hours: number | null;
}

export interface QueueItem {
  id: string;
  since: string;
  /** How long it has waited, on the server's clock (ms). */
  age_ms: number;
  /** When it passes its target. */
  due_at: string | null;
  state: TargetState;
  holder_id: string | null;
  holder_email: string | null;
  claimed_at: string | null;
}

export interface QueueItems {
  list: QueueItem[];
  total: number;
  current: number;
  pageSize: number;
}

/** One item's answer in a claim, release, assign or take-over. */
export type WorkResult =
  { id: string; ok: true; claim: Claim | null } | { id: string; ok: false; code: number; message: string };
