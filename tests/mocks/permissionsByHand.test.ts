/**
 * Issue 9, permissions by hand: every operation of the contract (mocks/openapi.json), called straight at the fake
 * backend by someone without its permission, is refused with the spec's envelope; the same call by the admin is
 * not, so each refusal is the permission's doing and not a missing route.
 *
 * Two accounts are made for it: one whose role holds every page but no button code (so every action, create,
 * import and export must be refused), one whose role holds every button code but no page (so a code alone opens
 * nothing: every call needs its page). A call made for an option picker (`orCodes`) is open to its codes by design
 * (README "Picking from another page's rows"), so the second account skips those.
 */
import spec from '../../mocks/openapi.json';
import { db, type Stored } from '../../mocks/db';
import { totpCode } from '../../mocks/totp';
import { PERMISSION_CODES } from '../../src/domain/permissionCodes';
import { guardedPages } from '../../src/auth/pages';
import { ADMIN, BASE, pinClock, postLogin, signIn } from './helpers';

interface Permission {
  page: string;
  code?: string;
  orCodes?: string[];
}
interface Operation {
  method: string;
  path: string;
  permission: Permission;
}

const operations: Operation[] = Object.entries(
  spec.paths as Record<string, Record<string, { 'x-permission'?: Permission }>>,
).flatMap(([path, methods]) =>
  Object.entries(methods)
    .filter(([, op]) => op?.['x-permission'])
    .map(([method, op]) => ({ method: method.toUpperCase(), path, permission: op['x-permission']! })),
);

const SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

/** An enabled, bound admin account whose one role holds exactly these pages and codes. */
async function accountWith(name: string, pages: string[], codes: string[]): Promise<string> {
  const role: Stored['role'] = { id: `r_${name}`, name, description: 'issue 9 test role', pages, codes };
  const admin: Stored['admin'] = {
    ...db.admin.find((a) => a.email === ADMIN.email)!,
    id: `a_${name}`,
    email: `${name}@payops.test`,
    name,
    role_ids: [role.id],
    google_secret: SECRET,
  };
  db.role.push(role);
  db.admin.push(admin);
  const answer = await postLogin(admin.email, ADMIN.password, totpCode(SECRET));
  if (answer.body.code !== 0 || !answer.token) throw new Error(`login failed: ${JSON.stringify(answer.body)}`);
  return answer.token;
}

/** The operation called with placeholder path parameters and an empty body: the guard answers before anything else. */
async function callOp(op: Operation, token: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const url = new URL(op.path.replace(/\{[^}]+\}/g, 'x1'), BASE);
  const hasBody = op.method !== 'GET' && op.method !== 'DELETE';
  const res = await fetch(url, {
    method: op.method,
    headers: { authorization: token, ...(hasBody ? { 'content-type': 'application/json' } : {}) },
    body: hasBody ? JSON.stringify({ requestId: Date.now() }) : undefined,
  });
  const text = await res.text();
  let body: Record<string, unknown> = {};
  try {
    body = JSON.parse(text);
  } catch {
    body = { nonJson: text.slice(0, 40) };
  }
  return { status: res.status, body };
}

const REFUSED = { code: 403, success: false, errorCode: '403', errorMessage: 'Permission denied' };

describe('issue 9: every operation refuses a caller without its permission', () => {
  beforeEach(pinClock);

  it('covers the whole contract: every button code guards some operation', () => {
    const codes = new Set(operations.flatMap((o) => (o.permission.code ? [o.permission.code] : [])));
    const allCodes = Object.values(PERMISSION_CODES).flat();
    expect(allCodes.filter((c) => !codes.has(c))).toEqual([]);
    expect(operations.length).toBeGreaterThan(300);
  });

  it('a role with every page and no button code: each action, create, import and export is refused', async () => {
    const pages = guardedPages().map((p) => p.path);
    const token = await accountWith('pagesonly', pages, []);
    const admin = await signIn(ADMIN);
    const coded = operations.filter((o) => o.permission.code);
    const wrong: string[] = [];
    for (const op of coded) {
      const answer = await callOp(op, token);
      if (answer.status !== 200 || !matches(answer.body, REFUSED))
        wrong.push(`${op.method} ${op.path}: ${show(answer)}`);
      const control = await callOp(op, admin);
      if (control.body.code === 403) wrong.push(`${op.method} ${op.path}: refused to admin too`);
    }
    expect(wrong).toEqual([]);
    // ...while the pages themselves answer this account (its token and pages are good).
    const reads = operations.filter((o) => !o.permission.code && o.method === 'GET' && !o.path.includes('{'));
    for (const op of reads) {
      const answer = await callOp(op, token);
      if (answer.body.code === 403) wrong.push(`${op.method} ${op.path}: page read refused`);
    }
    expect(wrong).toEqual([]);
    expect(coded.length).toBeGreaterThan(100);
  });

  it('a role with every button code and no page: a code alone opens no call', async () => {
    const codes = Object.values(PERMISSION_CODES).flat();
    const token = await accountWith('codesonly', [], codes);
    const ops = operations.filter((o) => !o.permission.orCodes?.length);
    const wrong: string[] = [];
    for (const op of ops) {
      const answer = await callOp(op, token);
      if (answer.status !== 200 || !matches(answer.body, REFUSED))
        wrong.push(`${op.method} ${op.path}: ${show(answer)}`);
    }
    expect(wrong).toEqual([]);
  });

  it('a signed-out caller gets 401 from every operation, whatever it is', async () => {
    const wrong: string[] = [];
    for (const op of operations) {
      const answer = await callOp(op, '');
      if (answer.status !== 401 || answer.body.code !== 401) wrong.push(`${op.method} ${op.path}: ${show(answer)}`);
    }
    expect(wrong).toEqual([]);
  });
});

function matches(body: Record<string, unknown>, want: Record<string, unknown>): boolean {
  return Object.entries(want).every(([k, v]) => body[k] === v);
}

function show(answer: { status: number; body: Record<string, unknown> }): string {
  return `${answer.status} ${JSON.stringify(answer.body).slice(0, 120)}`;
}
