import { db, findAdminByEmail, type Stored } from '../../mocks/db';
import { PERMISSION_CODES } from '../../src/domain/permissionCodes';
import { ADMIN, APPROVER, NEWCOMER, RISK, approveAs, call, dualControlOff, pinClock, signIn } from './helpers';

const ADMINS = '/v1/admin/admins';
const ROLES = '/v1/admin/roles';

const adminOf = (email: string) => findAdminByEmail(email)!;
const approvalOf = (answer: { body: { result?: unknown } }) =>
  (answer.body.result as { approval: { approval_id: string; kind: string; status: number } }).approval;
const snapshot = () => JSON.stringify({ admin: db.admin, role: db.role, approval: db.approval });

/**
 * A desk lead who edits accounts and roles and holds little else: the risk demo account given only this role, so
 * every grant beyond it is one it lacks.
 */
const DESK: Stored['role'] = {
  id: 'role-desk',
  name: 'desk',
  description: 'Accounts and roles, nothing else',
  pages: ['/Home', '/settingMag/adminSetting', '/settingMag/role'],
  codes: ['admin:create', 'admin:edit', 'role:create', 'role:edit'],
};

async function deskLead(): Promise<string> {
  db.role.push(structuredClone(DESK));
  adminOf(RISK.email).role_ids = [DESK.id];
  return signIn(RISK);
}

describe('no self-escalation: one’s own account', () => {
  let token: string;
  const post = (path: string, body: Record<string, unknown> = {}) => call('POST', path, { token, body });
  beforeEach(async () => {
    pinClock();
    token = await signIn(ADMIN);
  });

  it('refuses changing one’s own roles (101035), nothing changed and no request made; a name change is allowed', async () => {
    const me = adminOf(ADMIN.email);
    const before = snapshot();
    const roles = await post(`${ADMINS}/${me.id}/edit`, {
      name: me.name,
      user_type: me.user_type,
      role_ids: [...me.role_ids, 'role-risk'],
    });
    expect(roles.body).toMatchObject({ code: 101035 });
    const fewer = await post(`${ADMINS}/${me.id}/edit`, {
      name: me.name,
      user_type: me.user_type,
      role_ids: ['role-risk'],
    });
    expect(fewer.body.code).toBe(101035);
    expect(snapshot()).toBe(before);

    // The same roles in another order are no change of roles: the name changes at once, no request.
    const renamed = await post(`${ADMINS}/${me.id}/edit`, {
      name: 'Chen Jing (ops)',
      user_type: me.user_type,
      role_ids: [...me.role_ids].reverse(),
    });
    expect(renamed.body.result).toMatchObject({ name: 'Chen Jing (ops)' });
    expect(db.approval.filter((a) => a.resource === 'admin')).toHaveLength(0);
  });

  it('refuses resetting one’s own password or authenticator, and disabling oneself (101035), controlled or not', async () => {
    const me = adminOf(ADMIN.email);
    const before = snapshot();
    for (const action of ['resetPassword', 'resetAuthenticator'])
      expect((await post(`${ADMINS}/${me.id}/${action}`)).body, action).toMatchObject({ code: 101035 });
    expect((await post(`${ADMINS}/${me.id}/disable`, { reason: 'Leaving' })).body.code).toBe(101035);
    dualControlOff();
    for (const action of ['resetPassword', 'resetAuthenticator'])
      expect((await post(`${ADMINS}/${me.id}/${action}`)).body, action).toMatchObject({ code: 101035 });
    expect(snapshot()).toBe(before);
    expect(me).toMatchObject({ status: 'enabled', google_secret: ADMIN.secret, password: ADMIN.password });
    // The session goes on.
    expect((await call('GET', ADMINS, { token })).body.code).toBe(0);
  });

  it('on another account the same calls are requests (controlled kinds) or run at once', async () => {
    const other = adminOf(RISK.email);
    const reset = await post(`${ADMINS}/${other.id}/resetPassword`);
    expect(approvalOf(reset)).toMatchObject({ kind: 'adminPassword', status: 0 });
    const authenticator = await post(`${ADMINS}/${other.id}/resetAuthenticator`);
    expect(approvalOf(authenticator)).toMatchObject({ kind: 'adminAuthenticator', status: 0 });
    const roles = await post(`${ADMINS}/${other.id}/edit`, {
      name: other.name,
      user_type: other.user_type,
      role_ids: ['role-risk', 'role-super'],
    });
    expect(approvalOf(roles)).toMatchObject({ kind: 'adminRoles', status: 0 });
    expect(other.role_ids).toEqual(['role-risk']);
    expect((await post(`${ADMINS}/${other.id}/disable`, { reason: 'Left' })).body.result).toMatchObject({
      status: 'disabled',
    });

    // And the approver applies them.
    const approver = await signIn(APPROVER);
    expect((await approveAs(approver, approvalOf(roles).approval_id)).body.code).toBe(0);
    expect(other.role_ids).toEqual(['role-risk', 'role-super']);
  });

  it('with dual control off, another account’s resets run at once', async () => {
    dualControlOff('adminPassword', 'adminAuthenticator');
    const other = adminOf(RISK.email);
    const reset = await post(`${ADMINS}/${other.id}/resetPassword`);
    expect(reset.body.result).toHaveProperty('temp_password');
    expect((await post(`${ADMINS}/${other.id}/resetAuthenticator`)).body.result).toMatchObject({
      authenticator_bound: 0,
    });
  });

  it('an approver does not approve a change to their own account (101035); the request stays pending', async () => {
    const target = adminOf(APPROVER.email);
    const made = approvalOf(await post(`${ADMINS}/${target.id}/resetPassword`));
    const approver = await signIn(APPROVER);
    expect((await approveAs(approver, made.approval_id)).body).toMatchObject({ code: 101035 });
    expect(db.approval.find((a) => a.approval_id === made.approval_id)!.status).toBe(0);
    expect(target.password).toBe(APPROVER.password);
  });
});

describe('no self-escalation: granting what one lacks', () => {
  let token: string;
  const post = (path: string, body: Record<string, unknown> = {}) => call('POST', path, { token, body });
  beforeEach(async () => {
    pinClock();
    token = await deskLead();
  });

  it('a role editor cannot create a role with a page or code they lack; with their own grants they can', async () => {
    const before = snapshot();
    // A code they lack on a page they hold, and a page they lack.
    for (const grants of [['/settingMag/role', 'role:delete'], ['/orgMag/shop']])
      expect((await post(ROLES, { name: 'Shops', permissions: ['/Home', ...grants] })).body, grants[0]).toMatchObject({
        code: 101035,
      });
    expect(snapshot()).toBe(before);
    const made = await post(ROLES, { name: 'Desk junior', permissions: ['/Home', '/settingMag/role', 'role:edit'] });
    expect(made.body.result).toMatchObject({ name: 'Desk junior', page_count: 2, code_count: 1 });
  });

  it('a role editor lacking a code cannot add it to a role (101035); what the role held before may stay or go', async () => {
    const risk = db.role.find((r) => r.id === 'role-risk')!;
    const held = [...risk.pages, ...risk.codes];
    const before = snapshot();
    const added = await post(`${ROLES}/${risk.id}/edit`, {
      name: 'risk',
      permissions: [...held, '/settingMag/role', 'role:delete'],
    });
    expect(added.body).toMatchObject({ code: 101035 });
    expect(snapshot()).toBe(before);

    // Adding what the editor holds is a request (a controlled kind), or, dual control off, done at once; the risk
    // pages the editor lacks stay.
    const own = await post(`${ROLES}/${risk.id}/edit`, {
      name: 'risk',
      permissions: [...held, '/settingMag/role', 'role:edit'],
    });
    expect(approvalOf(own)).toMatchObject({ kind: 'rolePermissions', status: 0 });
    expect(risk.codes).not.toContain('role:edit');
    dualControlOff('rolePermissions');
    // A page taken away takes its buttons with it (a button is granted only with its page).
    const kept = risk.pages.filter((p) => p !== '/risk/ip');
    const codes = risk.codes.filter((c) => !PERMISSION_CODES['/risk/ip'].includes(c));
    const edited = await post(`${ROLES}/${risk.id}/edit`, { name: 'risk', permissions: [...kept, ...codes] });
    expect(edited.body.code).toBe(0);
    expect(risk.pages).toEqual(kept);
  });

  it('cannot give an account, through its roles, pages or codes the operator lacks (101035)', async () => {
    const account = (email: string, role_ids: string[]) =>
      post(ADMINS, { email, name: 'Desk hire', user_type: '01', role_ids });
    const before = snapshot();
    expect((await account('lead@payops.test', ['role-super'])).body).toMatchObject({ code: 101035 });
    expect(snapshot()).toBe(before);
    // A role whose grants the operator holds is given at once to a new account.
    const made = (await account('hire@payops.test', [DESK.id])).body.result as { id: string };
    expect(made).toMatchObject({ role_ids: [DESK.id] });

    const hire = db.admin.find((a) => a.id === made.id)!;
    const roles = (role_ids: string[]) =>
      post(`${ADMINS}/${hire.id}/edit`, { name: hire.name, user_type: hire.user_type, role_ids });
    const held = snapshot();
    expect((await roles([DESK.id, 'role-risk'])).body.code).toBe(101035);
    expect(snapshot()).toBe(held);

    // An account may keep, or lose, what its roles granted before the operator's edit: nothing new is given.
    const newcomer = adminOf(NEWCOMER.email);
    const kept = await post(`${ADMINS}/${newcomer.id}/edit`, {
      name: newcomer.name,
      user_type: newcomer.user_type,
      role_ids: [...newcomer.role_ids, DESK.id],
    });
    expect(approvalOf(kept)).toMatchObject({ kind: 'adminRoles', status: 0 });
  });

  it('is checked again on approval: a maker who lost the grant meanwhile has the request failed', async () => {
    const risk = db.role.find((r) => r.id === 'role-risk')!;
    const held = [...risk.pages, ...risk.codes];
    const made = approvalOf(
      await post(`${ROLES}/${risk.id}/edit`, { name: 'risk', permissions: [...held, '/settingMag/role', 'role:edit'] }),
    );
    db.role.find((r) => r.id === DESK.id)!.codes = ['admin:create', 'admin:edit', 'role:create'];
    const approver = await signIn(APPROVER);
    const answer = await approveAs(approver, made.approval_id);
    expect(answer.body).toMatchObject({ code: 101036 });
    expect(String(answer.body.message)).toContain('grant permissions you do not hold');
    expect(db.approval.find((a) => a.approval_id === made.approval_id)!.status).toBe(5);
    expect(risk.codes).not.toContain('role:edit');
  });
});

describe('access changes under dual control', () => {
  beforeEach(pinClock);

  it('a role renamed with the same grants (in any order) changes at once; new grants are a request with before → after', async () => {
    const token = await signIn(ADMIN);
    const risk = db.role.find((r) => r.id === 'role-risk')!;
    const grants = [...risk.pages, ...risk.codes];
    const edit = (name: string, permissions: string[]) =>
      call('POST', `${ROLES}/${risk.id}/edit`, { token, body: { name, permissions } });

    expect((await edit('risk ops', [...grants].reverse())).body.result).toMatchObject({ name: 'risk ops' });
    expect(db.approval.filter((a) => a.resource === 'role')).toHaveLength(0);

    const now = [...risk.pages, ...risk.codes];
    const after = [...now, '/orgMag/shop', 'shop:disable'];
    const made = approvalOf(await edit('risk ops', after));
    expect(made).toMatchObject({ kind: 'rolePermissions', changes: [{ field: 'permissions', before: now, after }] });
    expect(risk.codes).not.toContain('shop:disable');
  });
});
