import { db, now } from './db';

/** Failed sign-ins that lock an account, or an address, when they fall within FAILURE_WINDOW_MS. */
export const MAX_FAILURES = 5;
export const FAILURE_WINDOW_MS = 15 * 60_000;
/** How long a lock holds. Every attempt meanwhile is refused, the right password too. */
export const LOCK_MS = 15 * 60_000;

/** What a lock closes: the sign-ins of one account (by the email typed, known or not), or of one address. */
export type LockKind = 'account' | 'address';

/** The failed sign-ins of one account or address (db.loginThrottle); a row goes once it counts nothing. */
export interface ThrottleRow {
  kind: LockKind;
  /** The email as typed, trimmed and in lower case; or the address. */
  key: string;
  /** When each failure counted happened (ms), oldest first: those within the window, since the last success. */
  failures: number[];
  locked_until: number | null;
}

export interface Lock {
  kind: LockKind;
  until: number;
}

const targets = (email: string, ip: string): [LockKind, string][] => [
  ['account', email.trim().toLowerCase()],
  ['address', ip],
];

const find = (kind: LockKind, key: string) => db.loginThrottle.find((r) => r.kind === kind && r.key === key);

/** Drops what no longer counts: failures older than the window, locks that have ended, rows left empty. */
function prune(t: number): void {
  db.loginThrottle = db.loginThrottle.filter((row) => {
    row.failures = row.failures.filter((at) => at > t - FAILURE_WINDOW_MS);
    if (row.locked_until !== null && row.locked_until <= t) row.locked_until = null;
    return row.failures.length > 0 || row.locked_until !== null;
  });
}

/** The lock that holds now over this email or this address (the account's first), if any. */
export function activeLock(email: string, ip: string): Lock | undefined {
  const t = now();
  for (const [kind, key] of targets(email, ip)) {
    const until = find(kind, key)?.locked_until;
    if (until != null && until > t) return { kind, until };
  }
  return undefined;
}

/** Counts one failed sign-in against the email and the address; answers the locks it starts (the account's first). */
export function countFailure(email: string, ip: string): Lock[] {
  const t = now();
  prune(t);
  const started: Lock[] = [];
  for (const [kind, key] of targets(email, ip)) {
    let row = find(kind, key);
    if (!row) {
      row = { kind, key, failures: [], locked_until: null };
      db.loginThrottle.push(row);
    }
    row.failures.push(t);
    if (row.failures.length >= MAX_FAILURES) {
      row.failures = [];
      row.locked_until = t + LOCK_MS;
      started.push({ kind, until: row.locked_until });
    }
  }
  return started;
}

/** Right credentials: the counts of the email and of the address start again. */
export function clearFailures(email: string, ip: string): void {
  const keys = targets(email, ip);
  db.loginThrottle = db.loginThrottle.filter(
    (row) => !keys.some(([kind, key]) => row.kind === kind && row.key === key),
  );
}

/** Whole minutes left of a lock, rounded up: what the refusal tells the operator. */
export const minutesLeft = (lock: Lock): number => Math.max(1, Math.ceil((lock.until - now()) / 60_000));
