import { IDLE_LIMIT_MS } from '../src/auth/idle';
import { db, findAdmin, now, type TokenRow, type TokenScope, type Stored } from './db';

export const SESSION_TTL_MS = 2 * 60 * 60 * 1000;
/**
 * A token unused for longer than this is refused (401) before its lifetime is up: the console's own idle limit, so
 * a session left alone ends on the server too, whatever the browser does.
 */
export const IDLE_TTL_MS = IDLE_LIMIT_MS;
/** A step before the session (binding an authenticator, changing a temporary password) has this long. */
export const BINDING_TTL_MS = 10 * 60 * 1000;
/** A session token older than this is replaced on its next use. */
export const ROTATE_AFTER_MS = 15 * 60 * 1000;
/** How long a replaced token keeps working, for calls already in flight with it. */
export const ROTATION_GRACE_MS = 60 * 1000;

export function randomHex(bytes: number): string {
  const buf = crypto.getRandomValues(new Uint8Array(bytes));
  return Array.from(buf, (b) => b.toString(16).padStart(2, '0')).join('');
}

const newToken = () => `pt_${randomHex(16)}`;

/** Unused for longer than IDLE_TTL_MS. */
const idle = (row: TokenRow, t: number) => t - row.last_used_at > IDLE_TTL_MS;

/** Drops rows that can no longer be used, so the persisted snapshot stays small. */
function prune(t: number): void {
  db.tokens = db.tokens.filter((row) => !row.revoked && row.expires_at > t && !idle(row, t));
}

/** A new sign-in (or binding step): its own session id and lifetime. */
export function issueToken(admin: Stored['admin'], scope: TokenScope): TokenRow {
  const t = now();
  prune(t);
  const row: TokenRow = {
    token: newToken(),
    admin_id: admin.id,
    scope,
    session_id: randomHex(8),
    issued_at: t,
    expires_at: t + (scope === 'session' ? SESSION_TTL_MS : BINDING_TTL_MS),
    last_used_at: t,
    revoked: false,
    rotated: false,
  };
  db.tokens.push(row);
  return row;
}

/** Reads the authorization header: a raw token or `Bearer <token>`. */
export function tokenFromHeader(value: string | null): string | undefined {
  const raw = value?.trim().replace(/^Bearer\s+/i, '');
  return raw || undefined;
}

/** The row of a usable token (not revoked, expired or idle) whose operator still exists and is enabled. */
export function liveToken(raw: string | undefined): { row: TokenRow; admin: Stored['admin'] } | undefined {
  if (!raw) return undefined;
  const t = now();
  const row = db.tokens.find((r) => r.token === raw);
  if (!row || row.revoked || row.expires_at <= t || idle(row, t)) return undefined;
  const admin = findAdmin(row.admin_id);
  if (!admin || admin.status !== 'enabled') return undefined;
  return { row, admin };
}

/** A call went through with this token: its idle time starts again. */
export function touchToken(row: TokenRow): void {
  row.last_used_at = now();
}

/**
 * Replaces a session token older than ROTATE_AFTER_MS. The session keeps its end time (2 h from sign-in);
 * the old token stays valid for ROTATION_GRACE_MS.
 */
export function rotateIfDue(row: TokenRow): TokenRow | undefined {
  const t = now();
  if (row.scope !== 'session' || row.rotated || t - row.issued_at < ROTATE_AFTER_MS) return undefined;
  const next: TokenRow = { ...row, token: newToken(), issued_at: t, last_used_at: t, rotated: false };
  row.rotated = true;
  row.expires_at = Math.min(row.expires_at, t + ROTATION_GRACE_MS);
  db.tokens.push(next);
  return next;
}

/** Revokes every token of the sign-in this token belongs to. */
export function revokeSession(row: TokenRow): void {
  for (const r of db.tokens) if (r.session_id === row.session_id) r.revoked = true;
}

export function expireSessionTokens(): number {
  const t = now();
  const live = db.tokens.filter((r) => r.scope === 'session' && r.expires_at > t);
  for (const r of live) r.expires_at = t;
  return live.length;
}
