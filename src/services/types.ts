import type { PermissionNode } from '@/auth/permissions';

/** The server's envelope (spec §7, DOMAIN.md "The contract with the server"). */
export interface Envelope<T = unknown> {
  code: number;
  message?: string;
  result?: T;
  success?: boolean;
  errorCode?: string | number;
  errorMessage?: string;
  showType?: number;
}

/** User type codes of spec §3. */
export const USER_TYPES = { admin: '01', otc: '02', agent: '03' } as const;
export type UserTypeCode = (typeof USER_TYPES)[keyof typeof USER_TYPES];

export interface LoginForm {
  email: string;
  password: string;
  code?: string;
  login_type?: number;
  user_type?: UserTypeCode;
}

/** POST /v1/admin/login (and the binding call, which answers the same way). */
export interface LoginResult {
  status: 'ok' | 'error';
  type: 'account';
  currentAuthority: 'admin' | 'otc' | 'agent';
  result: {
    has_google_secret: boolean;
    /**
     * The password is temporary (set by another operator): it must be changed (AUTH_PATHS.changePassword) before the
     * session starts. Present only then.
     */
    must_change_password?: true;
    list_per: PermissionNode[];
    list_permission: string[];
  };
}

/** POST /v1/admin/login/password: the new password, twice. */
export interface PasswordChange {
  new_password: string;
  confirm_password: string;
}

export interface SecurityCheck {
  mail: string;
  has_google_secret: boolean;
}

export interface GoogleSecret {
  qrCode: string;
  secret: string;
}

export interface MailCode {
  mailCodeToken: string;
}

export interface CurrentUser {
  id: string;
  email: string;
  name: string;
  avatar?: string;
  user_type: UserTypeCode;
  roles: string[];
  last_login_at?: string;
  last_login_ip?: string;
}

export type NoticeType = 'notification' | 'message' | 'event';

export interface Notice {
  id: string;
  type: NoticeType;
  title: string;
  description?: string;
  datetime: string;
  read: boolean;
  /** The record it is about: its resource key and record key (the bell links to its page). */
  resource: string;
  target: string;
  /** What happened, for the console to say in the operator's language (`title` is the server's own words). */
  kind?: NoticeKind;
  /** The facts `kind`'s sentence names (an order number, an amount, who acted). */
  params?: Record<string, string>;
}

/** The events a notice tells of (mocks/notices.ts); each has a sentence in the locales (`notices.kind.<kind>`). */
export type NoticeKind =
  | 'disputeOpened'
  | 'fraudAlertReceived'
  | 'jobFailed'
  | 'approvalRequested'
  | 'requestDecided'
  | 'mentioned'
  /** A queue item assigned to the reader (mocks/work.ts), and one of theirs past its target. */
  | 'assigned'
  | 'overTarget';

/** An operator a note may mention (an enabled admin account). */
export interface Operator {
  id: string;
  name: string;
  email: string;
}

export interface RecordNote {
  id: string;
  resource: string;
  target: string;
  author_id: string;
  /** The author's email. */
  author: string;
  at: string;
  text: string;
  mentions: Operator[];
  edited_at: string | null;
  /** The caller wrote it less than 15 minutes ago: they may still edit or delete it. */
  editable: boolean;
}

/** One changed field of a log entry or a request; a side is absent when it had no value. */
export interface FieldChange {
  field: string;
  before?: unknown;
  after?: unknown;
}

/**
 * One entry of a record's timeline: a log entry (a change, with its diff), a note, an event (the record's own, or a
 * record made about it, `ref`), or a dual-control request on it (`ref` to the request).
 */
export interface TimelineEntry {
  at: string;
  kind: 'log' | 'note' | 'event' | 'approval';
  /** The operator's email, when one acted. */
  by?: string;
  action?: string;
  reason?: string;
  changes?: FieldChange[];
  note?: RecordNote;
  /** An order's event, a record made about it, or (type `field`) one of the record's own dated facts. */
  event?: { type: string; detail?: string; field?: string };
  /** A request's status (enumeration approvalStatus). */
  status?: number;
  ref?: { resource: string; id: string };
}

export interface NoticeList {
  list: Notice[];
  total: number;
  unread: number;
}
