import { resource } from '../../console/decl';
import type { InputDef } from '../../console/types';
import { admin as adminLabels } from './admin.labels';

/** What an administrator may change of an account: its name, its user type and its roles. */
const PROFILE_FORM: Record<string, InputDef> = {
  name: { type: 'text', required: true, max: 50 },
  user_type: { type: 'enum', enum: 'userType', required: true },
  role_ids: {
    type: 'options',
    options: { resource: 'role', value: 'id', label: 'name' },
    multiple: true,
    required: true,
  },
};

/** Offered on, and allowed for, other accounts than the operator's own (101035 on one's own). */
const OTHERS = { field: 'id', is: 'others', refusal: 'selfEscalation' } as const;

/**
 * Admin accounts (`/settingMag/adminSetting`): the console's operators over the table login reads. A new account
 * gets a temporary password shown once and no authenticator (it binds one at its first sign-in); disabling an
 * account or resetting its authenticator ends its live sessions. The password and the authenticator secret are
 * never answered nor logged.
 */
const admin = resource({
  key: 'admin',
  labels: adminLabels,
  api: '/v1/admin/admins',
  rowKey: 'id',
  fields: {
    id: { type: 'id', filter: 'eq', copyable: true, width: 110 },
    email: { type: 'email', filter: 'like', sortable: true, copyable: true },
    name: { type: 'text', filter: 'like', sortable: true },
    user_type: { type: 'enum', enum: 'userType', filter: 'in', width: 110 },
    // The ids the forms edit and the role page's related list filters by; the names are what is shown.
    role_ids: {
      type: 'tags',
      filter: 'eq',
      options: { resource: 'role', value: 'id', label: 'name' },
      hideInTable: true,
      hideInDetail: true,
    },
    role_names: { type: 'tags', computed: true },
    authenticator_bound: { type: 'enum', enum: 'bound01', filter: 'eq', width: 110, computed: true },
    status: { type: 'enum', enum: 'accountStatus', filter: 'in', width: 100 },
    created_at: { type: 'datetime', filter: 'range', sortable: true },
    last_login_at: { type: 'datetime', filter: 'range', sortable: true, unset: true },
    last_login_ip: { type: 'text', filter: 'eq', width: 130, unset: true },
  },
  list: {
    columns: [
      'id',
      'email',
      'name',
      'status',
      'user_type',
      'role_names',
      'authenticator_bound',
      'last_login_at',
      'last_login_ip',
      'created_at',
    ],
    hidden: ['user_type', 'last_login_ip', 'created_at'],
    filters: [
      'id',
      'email',
      'name',
      'user_type',
      'role_ids',
      'authenticator_bound',
      'status',
      'created_at',
      'last_login_at',
    ],
    defaultSort: { field: 'created_at', order: 'descend' },
  },
  detail: {
    sections: [
      { key: 'account', fields: ['id', 'email', 'name', 'user_type', 'role_names', 'status', 'created_at'] },
      { key: 'security', fields: ['authenticator_bound', 'last_login_at', 'last_login_ip'] },
    ],
  },
  create: {
    form: { email: { type: 'email', required: true, max: 254 }, ...PROFILE_FORM },
    reveal: ['temp_password'],
  },
  actions: [
    // Granting roles is a second operator's decision; a name or type change is not. One's own roles are not changed
    // at all, and no account gets through them what its editor lacks (the server refuses both, 101035).
    { key: 'edit', form: PROFILE_FORM, control: { kind: 'adminRoles', fields: ['role_ids'] } },
    {
      key: 'disable',
      // An operator does not lock themself out, nor reset their own credentials here: other accounts only.
      maker: OTHERS,
      when: { field: 'status', in: ['enabled'] },
      to: { status: 'disabled' },
      reason: true,
      danger: true,
    },
    {
      key: 'enable',
      when: { field: 'status', in: ['disabled'] },
      to: { status: 'enabled' },
      confirm: true,
    },
    {
      key: 'resetAuthenticator',
      control: { kind: 'adminAuthenticator' },
      maker: OTHERS,
      when: { field: 'authenticator_bound', in: [1] },
      confirm: true,
      danger: true,
    },
    {
      key: 'resetPassword',
      control: { kind: 'adminPassword' },
      maker: OTHERS,
      confirm: true,
      danger: true,
      reveal: ['temp_password'],
    },
  ],
  export: true,
});

export default admin;
