import { QUEUES, type QueueKey } from './queues';

/**
 * Every server path the console calls, in one dependency-free module: the services and the fake backend
 * (mocks/) both import it, so the two cannot drift.
 */
export const AUTH_PATHS = {
  security: '/v1/common/security',
  googleSecret: '/v1/common/security/google-authentication',
  bind: '/v1/common/security/google-authentication/v2',
  mailCode: '/v1/common/security/authentication/mail',
  login: '/v1/admin/login',
  loginInfo: '/v1/admin/login/info',
  /** A temporary password's change, with the token the sign-in answered `must_change_password` with. */
  changePassword: '/v1/admin/login/password',
  logout: '/v1/admin/logout',
} as const;

export const NOTICE_PATHS = {
  list: '/v1/admin/notices',
  read: (id: string) => `/v1/admin/notices/${encodeURIComponent(id)}/read`,
  readPattern: '/v1/admin/notices/:id/read',
  clear: '/v1/admin/notices/clear',
} as const;

/**
 * One record's timeline and notes, by resource key and record key (`order`, `P1`), and the operators a note may
 * mention. Reading and writing them needs the record page's permission (its list's URL).
 */
export const RECORD_PATHS = {
  timeline: (resource: string, id: string) =>
    `/v1/admin/records/${encodeURIComponent(resource)}/${encodeURIComponent(id)}/timeline`,
  timelinePattern: '/v1/admin/records/:resource/:id/timeline',
  notes: (resource: string, id: string) =>
    `/v1/admin/records/${encodeURIComponent(resource)}/${encodeURIComponent(id)}/notes`,
  notesPattern: '/v1/admin/records/:resource/:id/notes',
  note: (noteId: string) => `/v1/admin/notes/${encodeURIComponent(noteId)}`,
  notePattern: '/v1/admin/notes/:noteId',
  operators: '/v1/admin/operators',
} as const;

/** The longest note, in characters. */
export const NOTE_MAX = 2000;
/**
 * The shortest password an operator may choose (a temporary one's change): also not the account's email, nor its
 * current or previous password.
 */
export const PASSWORD_MIN = 12;

/** How long after writing it a note's author may still edit or delete it. */
export const NOTE_EDIT_MS = 15 * 60_000;

/** Files uploaded for a later call (dispute evidence): multipart `file`, answered with its id. */
export const UPLOAD_PATH = '/v1/admin/uploads';

/** The most rows an export answers as a file at once; more run as a background job (EXPORT_JOB_PATHS). */
export const EXPORT_LIMIT = 10_000;

/**
 * An export of more than EXPORT_LIMIT rows runs as a background job (its id is its file log row's): its progress, and its
 * file once written. Only the operator who started it, while they hold the page and its export code.
 */
export const EXPORT_JOB_PATHS = {
  job: (id: string) => `/v1/admin/export-jobs/${encodeURIComponent(id)}`,
  jobPattern: '/v1/admin/export-jobs/:jobId',
  file: (id: string) => `/v1/admin/export-jobs/${encodeURIComponent(id)}/file`,
  filePattern: '/v1/admin/export-jobs/:jobId/file',
} as const;

/** The dashboard's figures, computed by the server from the same records the lists show. */
export const DASHBOARD_PATHS = {
  /** Today's and yesterday's figures (KPIs), days in the operator's time zone (`tz`). */
  summary: '/v1/admin/dashboard/summary',
  /** The 30 days up to today: orders, successful orders and volume per currency, per day. */
  trend: '/v1/admin/dashboard/trend',
  /** The to-do counts: rows of a list page under one filter (DASHBOARD_TODOS). */
  todos: '/v1/admin/dashboard/todos',
  /** The platform overview: merchants and channels ranked over a period. */
  overview: '/v1/admin/dashboard/overview',
} as const;

/**
 * The dashboard's to-do items: the work queues (src/services/queues.ts), one source of counts for Home and My work.
 * Each counts the rows of one list page under one filter and links to that page with the same filter in its URL (the
 * list pages keep their filters in the URL), so the count and the list agree: the fake backend counts with the
 * list's own filter code. `resource` is the list's declaration key.
 */
export const DASHBOARD_TODOS = QUEUES.map(({ key, resource, page, query }) => ({ key, resource, page, query }));

export type DashboardTodoKey = QueueKey;

/** The list page's URL with the to-do's filter: what the to-do links to. */
export const todoHref = (todo: { page: string; query: Record<string, string> }) =>
  `${todo.page}?${new URLSearchParams(todo.query).toString()}`;

/** The header's global search: an order no., merchant id or name, email or card last 4 → matching records. */
export const SEARCH_PATH = '/v1/admin/search';
