import { guardedPages } from '../../src/auth/pages';
import type { InputValue } from '../../src/console/types';
import { PERMISSION_CODES } from '../../src/domain/permissionCodes';
import { WORK_PAGE } from '../../src/services/queues';
import { invalidField, refusal, type Effect, type Refusal } from '../crud/actions';
import type { Row } from '../crud/query';
import { db, rolesOf, type Stored } from '../db';
import type { Fake } from './fake';
import type { Rows } from '../../src/resources';

function roleFor(id: string, name: string, description: string, pages: string[]): Stored['role'] {
  const codes = pages.flatMap((p) => PERMISSION_CODES[p] ?? []);
  return { id, name, description, pages, codes: [...new Set(codes)] };
}

/** Built from the route table and the code list at every reset, so new pages and codes reach the roles. */
export function seedRoles(): Stored['role'][] {
  const pages = guardedPages().map((p) => p.path);
  return [
    roleFor('role-super', 'super', 'Every page and every action of the console', pages),
    roleFor(
      'role-risk',
      'risk',
      'Risk operations: the dashboard and the risk pages only',
      pages.filter((p) => p === '/Home' || p === WORK_PAGE || p === '/risk' || p.startsWith('/risk/')),
    ),
  ];
}

const isPage = (url: string) => url.startsWith('/');

/** The tree's checked URLs as the role table keeps them: pages and button codes apart. */
function grants(values: Record<string, InputValue>): Pick<Stored['role'], 'pages' | 'codes'> {
  const urls = (values.permissions as string[] | undefined) ?? [];
  return { pages: urls.filter(isPage), codes: urls.filter((u) => !isPage(u)) };
}

/** Every page URL and code the roles grant together. */
export const grantsOf = (roles: readonly Pick<Stored['role'], 'pages' | 'codes'>[]): Set<string> =>
  new Set(roles.flatMap((r) => [...r.pages, ...r.codes]));

/**
 * No self-escalation: what an operator grants (to a role, or to an account through its roles) must be theirs already.
 * `granted` are the URLs and codes given, `had` what the role or account held before (an edit may keep what its
 * editor lacks, and take it away, but not add it): 101035 when one of the new ones is not the operator's own.
 */
export function grantsBeyond(admin: Stored['admin'], granted: Iterable<string>, had: Set<string> = new Set()) {
  const own = grantsOf(rolesOf(admin));
  for (const url of granted) if (!had.has(url) && !own.has(url)) return refusal('selfEscalation');
  return undefined;
}

const nameTaken = (name: string, except?: string) =>
  db.role.some((r) => r.id !== except && r.name.trim().toLowerCase() === name.trim().toLowerCase());

const nextId = () => {
  const taken = new Set(db.role.map((r) => r.id));
  let n = db.role.length + 1;
  while (taken.has(`role-${n}`)) n++;
  return `role-${n}`;
};

/**
 * Roles over the table the login's permission tree is built from (mocks/permissions.ts): what is saved here is
 * what an account holding the role gets at its next login, and what the server lets it call.
 */
const role: Fake<Stored['role']> = {
  // Granting what the operator does not hold (grantsBeyond).
  refuses: { create: ['selfEscalation'], edit: ['selfEscalation'] },
  seed: () => seedRoles(),
  computed: (row) => {
    const r = row as unknown as Stored['role'];
    return {
      permissions: [...r.pages, ...r.codes],
      page_count: r.pages.length,
      code_count: r.codes.length,
      admin_count: db.admin.filter((a) => a.role_ids.includes(r.id)).length,
    };
  },
  create: (values, by): { row: Row } | Refusal => {
    const name = String(values.name);
    if (nameTaken(name)) return invalidField('name');
    const refused = grantsBeyond(by.admin, (values.permissions as string[] | undefined) ?? []);
    if (refused) return refused;
    const made: Stored['role'] = {
      id: nextId(),
      name,
      description: String(values.description ?? ''),
      ...grants(values),
    };
    return { row: made as unknown as Row };
  },
  // A role editor adds to a role only pages and codes they hold themselves (before the request and at approval).
  checks: {
    edit: (row, input, by) =>
      grantsBeyond(
        by.admin,
        (input.values.permissions as string[] | undefined) ?? [],
        grantsOf([row as unknown as Stored['role']]),
      ),
  },
  actions: {
    edit: (row, input): Effect => {
      const name = String(input.values.name);
      if (nameTaken(name, String(row.id))) return invalidField('name');
      return { changes: { name, description: String(input.values.description ?? ''), ...grants(input.values) } };
    },
  },
};

export default role;

declare module '../db' {
  /** What these tables keep besides their declarations' fields (hashes, secrets, internals). */
  interface Stored {
    /**
     * A role as the table keeps it: its grants apart, page URLs (route paths) and button codes, which the declaration
     * shows joined as the computed `permissions` (with their counts).
     */
    role: Rows['role'] & { pages: string[]; codes: string[] };
  }
}
