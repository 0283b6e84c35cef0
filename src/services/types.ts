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
    list_per: PermissionNode[];
    list_permission: string[];
  };
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
}

export interface NoticeList {
  list: Notice[];
  total: number;
  unread: number;
}
