import type { NoticeKind, NoticeType } from '../src/services/types';
import type { ExportJobRow } from './crud/exportJobs';
import type { OplogRow } from './oplog';
import type { ClaimRow } from './work';
import type { ThrottleRow } from './throttle';
import type { Rows } from '../src/resources';
import { seed, seeding } from './seed';
import { shiftDates } from './shift';
import { MERCHANT_SEED_DATE } from './seed/merchants';

export interface NoticeRow {
  id: string;
  admin_id: string;
  type: NoticeType;
  title: string;
  description?: string;
  datetime: string;
  read: boolean;
  /** The record it is about (mocks/notices.ts): shown only while its reader may open that record's page. */
  resource: string;
  target: string;
  kind?: NoticeKind;
  params?: Record<string, string>;
}

/** A note on a record (mocks/handlers/notes.ts). */
export interface NoteRow {
  id: string;
  resource: string;
  target: string;
  author_id: string;
  author_email: string;
  at: string;
  text: string;
  /** Admin ids. */
  mentions: string[];
  edited_at: string | null;
}

/** A session; a binding step (no authenticator yet); a temporary password's change step. */
export type TokenScope = 'session' | 'binding' | 'password';

export interface TokenRow {
  token: string;
  admin_id: string;
  scope: TokenScope;
  /** Tokens of one sign-in share it, so logout revokes a rotated token's predecessor too. */
  session_id: string;
  issued_at: number;
  expires_at: number;
  /** The last call it passed the guard with (or its issue): unused for longer than IDLE_TTL_MS, it is refused. */
  last_used_at: number;
  revoked: boolean;
  /** Already replaced by a newer token: not rotated again during its grace period. */
  rotated: boolean;
}

export interface MailCodeRow {
  token: string;
  admin_id: string;
  mail: string;
  code: string;
  expires_at: number;
  used: boolean;
}

export interface PendingSecretRow {
  admin_id: string;
  secret: string;
  expires_at: number;
}

/** A file uploaded through the request layer (dispute evidence), referred to by id from the record that uses it. */
export interface UploadRow {
  file_id: string;
  name: string;
  mime: string;
  size: number;
  /** Base64 of the content. */
  data: string;
  uploaded_by: string;
  uploaded_at: string;
}

/**
 * A resource's stored row where the table keeps more than its declaration shows (a secret's hash, a fingerprint), by
 * key: the seed that keeps it says so, `declare module '…/db' { interface Stored { apiKey: Rows['apiKey'] &
 * { secret_hash: string } } }`, and code that reads those fields names the row `Stored['apiKey']`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by the modules' declarations
export interface Stored {}

/** A resource's table: its declaration's rows (`Rows['<key>']`), or what it keeps besides. */
export type Table<K extends keyof Rows> = (K extends keyof Stored ? Stored[K] : Rows[K])[];

/** The server's own tables, which no resource declares. */
export interface ServerTables {
  notices: NoticeRow[];
  /** Operators' notes on records. */
  notes: NoteRow[];
  tokens: TokenRow[];
  mailCodes: MailCodeRow[];
  pendingSecrets: PendingSecretRow[];
  /** Failed sign-ins per account and per address, and the locks they started (mocks/throttle.ts). */
  loginThrottle: ThrottleRow[];
  /** Evidence and other files uploaded through the request layer (mocks/handlers/uploads.ts). */
  uploads: UploadRow[];
  /**
   * The operation log (mocks/oplog.ts): every state change made through a resource action since the seed. The
   * seeded history before it is the operation log resource's own table, `operationLog`.
   */
  oplog: OplogRow[];
  /** Exports of more than EXPORT_LIMIT rows, written in the background (mocks/crud/exportJobs.ts). */
  exportJobs: ExportJobRow[];
  /** Who holds which queue item (mocks/work.ts). */
  claims: ClaimRow[];
}

/**
 * Every table: one per resource, named by its key (a view over another resource's rows has none, and is never
 * read), and the server's own.
 */
export type Db = { [K in keyof Rows]: Table<K> } & ServerTables;

/**
 * The seed, made once, on the first read of a table (not when this module loads: the fake modules that make it read
 * the live tables, so they import this module): building it takes a third of a second, and the tests reset the
 * database after each of their thousand cases. A reset does not copy it either (a tenth of a second): each table is
 * copied from the seed when it is first read after the reset, so a test pays for the tables it uses. The roles and
 * accounts are made again from the route table.
 */
let BASE_SEED: Readonly<Db> | undefined;
const baseSeed = (): Readonly<Db> => (BASE_SEED ??= seed());
/** The seed as the database starts from: the base seed, or the base seed moved in time (moveSeed). */
let SEED: Readonly<Db> | undefined;
const currentSeed = (): Readonly<Db> => (SEED ??= seedShift ? shiftDates(baseSeed(), seedShift) : baseSeed());
/** How far the seed's dates are moved (ms): 0 for the tests, up to today for the demo. */
let seedShift = 0;

/** Every table of the seed: what a snapshot may save and restore. */
let TABLE_SET: ReadonlySet<string> | undefined;
const tableSet = () => (TABLE_SET ??= new Set(Object.keys(baseSeed())));
const tables = () => [...tableSet()] as (keyof Db)[];
const isTable = (t: string | symbol): t is keyof Db => typeof t === 'string' && tableSet().has(t);

/** The tables copied (or written) since the last reset; the others are still the seed's. */
const live: Partial<Record<keyof Db, unknown>> = {};
const forget = () => tables().forEach((t) => delete live[t]);
const read = (t: keyof Db) => (t in live ? live[t] : (live[t] = structuredClone(currentSeed()[t])));

/**
 * The live tables. Always the same object: each table is the seed's until first read, then a copy of it that
 * reads and writes change; resetDb and restore start it again in place. Its tables are the seed's (known once the
 * fake modules are found, hence a proxy); writing any other name is an error.
 */
export const db: Db = new Proxy({} as Db, {
  get: (_, t) => (isTable(t) ? read(t) : undefined),
  set: (_, t, rows: unknown) => {
    if (!isTable(t)) return false;
    live[t] = rows;
    return true;
  },
  has: (_, t) => isTable(t),
  ownKeys: () => tables(),
  getOwnPropertyDescriptor: (_, t) =>
    isTable(t)
      ? {
          enumerable: true,
          configurable: true,
          get: () => read(t),
          set: (rows: unknown) => {
            live[t] = rows;
          },
        }
      : undefined,
});

const SNAPSHOT_VERSION = 5;

/** Each table of the seed as JSON (made on the first snapshot): a snapshot keeps only the tables that differ. */
let seedTables: ReadonlyMap<keyof Db, string> | undefined;
const seedJson = () => (seedTables ??= new Map(tables().map((t) => [t, JSON.stringify(currentSeed()[t])])));

/**
 * Fingerprint of the seed. A snapshot saved before the seed changed (new pages or codes in the roles, new
 * accounts) is refused, so a browser does not keep serving stale roles after an upgrade.
 */
let seedKey: string | undefined;
function seedFingerprint(): string {
  if (seedKey) return seedKey;
  let h = 5381;
  for (const json of seedJson().values()) for (const ch of json) h = (Math.imul(h, 33) + ch.charCodeAt(0)) | 0;
  return (seedKey = (h >>> 0).toString(16));
}

/** Back to the seed, and the clock back to real time. */
export function resetDb(): void {
  // Roles and accounts are made again from the route table (cheap, and a test may swap the table).
  const { role, admin } = seeding();
  const made = { role, admin };
  forget();
  Object.assign(db, seedShift ? shiftDates(made, seedShift) : made);
  setClock(null);
}

/**
 * Copies every table of the seed now, not at its first read: the standalone server's reset answers once the database
 * is ready, so that the first requests after it (a bench's cold Home, an end-to-end test's first page) measure the
 * console and not the fake backend's copying (about 60 ms for all tables, longer under load).
 */
export function warmDb(): void {
  tables().forEach(read);
}

/**
 * Moves every date of the seed by `ms` and starts the database again from it. The seed's world ends on
 * MERCHANT_SEED_DATE; the demo moves it to end about now, so that its home page has a today and a yesterday to
 * show. The tests keep it where it is (0), so their dates are fixed.
 */
export function moveSeed(ms: number): void {
  if (ms !== seedShift) {
    seedShift = ms;
    SEED = undefined;
    seedTables = undefined;
    seedKey = undefined;
  }
  resetDb();
}

/** The move (whole hours) that makes the seed's world end within the hour before `at`: what the demo shows. */
export function shiftToNow(at: number): number {
  const HOUR = 3_600_000;
  return Math.max(0, Math.floor((at - MERCHANT_SEED_DATE) / HOUR) * HOUR);
}

export const seedMovedBy = (): number => seedShift;

/**
 * The tables that differ from the seed (sessions, a reviewed merchant's table), as JSON: the whole database (about
 * 7 MB as text) would not fit the browser's storage, the changes do.
 */
export function snapshot(): string {
  const changed: Partial<Record<keyof Db, unknown>> = {};
  for (const t of tables()) {
    // A table not read since the reset is the seed's.
    if (!(t in live)) continue;
    const json = JSON.stringify(live[t]);
    if (json !== seedJson().get(t)) changed[t] = live[t];
  }
  return JSON.stringify({ version: SNAPSHOT_VERSION, seed: seedFingerprint(), shift: seedShift, db: changed });
}

/**
 * Loads a snapshot over the seed; answers false (and changes nothing) when it was not written by this version over
 * this seed, or holds something that is not a table.
 */
export function restore(json: string): boolean {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return false;
  }
  if (!parsed || typeof parsed !== 'object') return false;
  const snap = parsed as { version?: unknown; seed?: unknown; shift?: unknown; db?: Record<string, unknown> };
  const saved = snap.db;
  if (snap.version !== SNAPSHOT_VERSION || !saved || typeof saved !== 'object' || snap.shift !== seedShift)
    return false;
  if (snap.seed !== seedFingerprint()) return false;
  const names = Object.keys(saved);
  if (!names.every((t) => isTable(t) && Array.isArray(saved[t]))) return false;
  forget();
  Object.assign(db, saved);
  return true;
}

// The clock every expiry and TOTP check reads; tests pin or move it instead of faking timers.
let pinnedAt: number | null = null;
let offset = 0;

export function now(): number {
  return (pinnedAt ?? Date.now()) + offset;
}

/** Pins the clock at `ms` (epoch milliseconds); null returns to real time. */
export function setClock(ms: number | null): void {
  pinnedAt = ms;
  offset = 0;
}

export function advanceClock(ms: number): void {
  offset += ms;
}

export const findAdmin = (id: string) => db.admin.find((a) => a.id === id);

export const findAdminByEmail = (email: string) => {
  const wanted = email.trim().toLowerCase();
  return db.admin.find((a) => a.email.toLowerCase() === wanted);
};

export const rolesOf = (admin: Stored['admin']) => db.role.filter((r) => admin.role_ids.includes(r.id));
