import { USER_TYPES, type UserTypeCode } from '../../src/services/types';
import { DEMO_ACCOUNTS } from '../accounts';
import { invalidField, refusal, type ActionInput, type Effect, type Operator } from '../crud/actions';
import type { Row } from '../crud/query';
import { db, findAdminByEmail, now, type Stored } from '../db';
import type { Fake } from './fake';
import { grantsBeyond, grantsOf } from './role';
import { releaseAllOf } from '../work';
import type { Rows } from '../../src/resources';

type Login = [at: string, ip: string] | null;

const ADMIN_HISTORY: Record<string, Pick<Stored['admin'], 'id' | 'created_at'> & { previous: Login; last: Login }> = {
  'admin@payops.test': {
    id: 'adm-1001',
    created_at: '2025-06-02T08:30:00.000Z',
    previous: ['2026-03-09T08:12:44.000Z', '203.0.113.24'],
    last: ['2026-03-10T07:58:03.000Z', '203.0.113.24'],
  },
  'risk@payops.test': {
    id: 'adm-1002',
    created_at: '2025-09-15T10:05:00.000Z',
    previous: ['2026-03-09T13:40:19.000Z', '198.51.100.77'],
    last: ['2026-03-10T09:21:52.000Z', '198.51.100.77'],
  },
  'new@payops.test': {
    id: 'adm-1003',
    created_at: '2026-03-06T16:00:00.000Z',
    // Created by an administrator and never signed in.
    previous: null,
    last: null,
  },
  'approver@payops.test': {
    id: 'adm-1004',
    created_at: '2025-11-03T09:15:00.000Z',
    previous: ['2026-03-09T10:02:31.000Z', '203.0.113.41'],
    last: ['2026-03-10T08:47:12.000Z', '203.0.113.41'],
  },
};

export function seedAdmins(roles: Stored['role'][]): Stored['admin'][] {
  return DEMO_ACCOUNTS.map((account) => {
    const history = ADMIN_HISTORY[account.email];
    return {
      id: history.id,
      email: account.email,
      password: account.password,
      name: account.name,
      user_type: USER_TYPES.admin,
      role_ids: roles.filter((r) => r.name === account.role).map((r) => r.id),
      status: 'enabled',
      google_secret: account.secret ?? null,
      totp_step: null,
      // The demo accounts chose their passwords: none is temporary.
      password_temporary: false,
      previous_password: null,
      created_at: history.created_at,
      last_login_at: history.last?.[0] ?? null,
      last_login_ip: history.last?.[1] ?? null,
      previous_login_at: history.previous?.[0] ?? null,
      previous_login_ip: history.previous?.[1] ?? null,
    };
  });
}

// No 0/O, 1/l/I: a temporary password is read out or typed from a screen.
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const LOWER = 'abcdefghijkmnopqrstuvwxyz';
const DIGITS = '23456789';
const ALPHABET = UPPER + LOWER + DIGITS;

/** One character of `alphabet` from the platform's CSPRNG, without modulo bias. */
function randomChar(alphabet: string): string {
  const limit = 256 - (256 % alphabet.length);
  const byte = new Uint8Array(1);
  do crypto.getRandomValues(byte);
  while (byte[0] >= limit);
  return alphabet[byte[0] % alphabet.length];
}

/**
 * A temporary password, never from the seeded generator: twelve letters and digits (upper case, lower case and a
 * digit at least), in three groups for reading (`Xk7m-Pq2r-Ta9w`).
 */
export function temporaryPassword(): string {
  for (;;) {
    const body = Array.from({ length: 12 }, () => randomChar(ALPHABET)).join('');
    if (/[A-Z]/.test(body) && /[a-z]/.test(body) && /\d/.test(body))
      return `${body.slice(0, 4)}-${body.slice(4, 8)}-${body.slice(8)}`;
  }
}

/** Ends every live session of an account: its tokens answer 401 from the next call. */
export function revokeTokensOf(adminId: string): void {
  for (const token of db.tokens) if (token.admin_id === adminId) token.revoked = true;
}

function nextId(): string {
  const top = Math.max(1000, ...db.admin.map((a) => Number(a.id.replace(/^adm-/, '')) || 0));
  return `adm-${top + 1}`;
}

const asAdmin = (row: Row) => row as unknown as Stored['admin'];

const rolesNamed = (ids: readonly string[]) => db.role.filter((r) => ids.includes(r.id));

/**
 * No self-escalation in an account's roles: an operator does not change their own, and gives another account through
 * its roles only pages and codes they hold themselves (what its roles granted before may stay). 101035 otherwise,
 * before the request is made and again when it is applied.
 */
function rolesRefusal(row: Row, input: ActionInput, by: Operator) {
  const before = asAdmin(row).role_ids.map(String);
  const after = ((input.values.role_ids as string[] | undefined) ?? before).map(String);
  const changed = before.length !== after.length || after.some((id) => !before.includes(id));
  if (!changed) return undefined;
  if (row.id === by.admin.id) return refusal('selfEscalation');
  return grantsBeyond(by.admin, grantsOf(rolesNamed(after)), grantsOf(rolesNamed(before)));
}

/**
 * Admin accounts over the table the login reads (mocks/handlers/auth.ts): a disabled account is refused at login,
 * one without an authenticator secret goes through binding. Password and secret are hidden: never answered, logged
 * as `***` when they change.
 */
const admin: Fake<Stored['admin']> = {
  // Granting what the operator does not hold, or changing their own roles (grantsBeyond, rolesRefusal).
  refuses: { create: ['selfEscalation'], edit: ['selfEscalation'] },
  seed: ({ role }) => seedAdmins(role),
  hidden: [
    'password',
    'google_secret',
    'totp_step',
    'password_temporary',
    'previous_password',
    'previous_login_at',
    'previous_login_ip',
  ],
  computed: (row) => {
    const a = asAdmin(row);
    return {
      role_names: db.role.filter((r) => a.role_ids.includes(r.id)).map((r) => r.name),
      authenticator_bound: a.google_secret ? 1 : 0,
    };
  },
  create: (values, by) => {
    const email = String(values.email).trim().toLowerCase();
    if (findAdminByEmail(email)) return invalidField('email');
    const refused = grantsBeyond(by.admin, grantsOf(rolesNamed((values.role_ids as string[]).map(String))));
    if (refused) return refused;
    const password = temporaryPassword();
    const made: Stored['admin'] = {
      id: nextId(),
      email,
      password,
      name: String(values.name),
      user_type: values.user_type as UserTypeCode,
      role_ids: (values.role_ids as string[]).map(String),
      status: 'enabled',
      // Bound at the first sign-in, through the binding step.
      google_secret: null,
      totp_step: null,
      // Made by another operator: changed at the first sign-in.
      password_temporary: true,
      previous_password: null,
      created_at: new Date(now()).toISOString(),
      last_login_at: null,
      last_login_ip: null,
      previous_login_at: null,
      previous_login_ip: null,
    };
    return { row: made as unknown as Row, extra: { temp_password: password } };
  },
  // Resetting or disabling one's own account is refused by the declaration (`maker`, 101035).
  checks: { edit: rolesRefusal },
  actions: {
    disable: (row, _input, by): Effect => {
      revokeTokensOf(String(row.id));
      // What they held goes back to its queue.
      releaseAllOf(String(row.id), by);
      return {};
    },
    resetAuthenticator: (row): Effect => {
      const id = String(row.id);
      revokeTokensOf(id);
      db.pendingSecrets = db.pendingSecrets.filter((p) => p.admin_id !== id);
      return { changes: { google_secret: null } };
    },
    // The new password is temporary: the account changes it at its next sign-in, to neither it nor the one it
    // replaced. The log says the password changed; that it is temporary goes without saying.
    resetPassword: (row): Effect => {
      const account = asAdmin(row);
      account.previous_password = account.password;
      account.password_temporary = true;
      const password = temporaryPassword();
      return { changes: { password }, extra: { temp_password: password } };
    },
  },
};

export default admin;

declare module '../db' {
  /** What these tables keep besides their declarations' fields (hashes, secrets, internals). */
  interface Stored {
    /**
     * An admin account as the table keeps it: the declared fields and the secrets and history the server keeps but
     * never answers (`hidden` below): the password, the authenticator secret (null until one is bound), the step of
     * the last authenticator code that signed it in (a code is good once: mocks/totp.ts), whether the password is a
     * temporary one and the one it replaced, and the sign-in before the latest (what login/info reports as "last
     * login").
     */
    admin: Rows['admin'] & {
      password: string;
      google_secret: string | null;
      totp_step: number | null;
      /** Set by another operator (created, or reset): changed at the next sign-in before any page opens. */
      password_temporary: boolean;
      /** The password a reset replaced: not to be chosen again at the change. */
      previous_password: string | null;
      previous_login_at: string | null;
      previous_login_ip: string | null;
    };
  }
}
