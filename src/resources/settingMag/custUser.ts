import { resource } from '../../console/decl';
import { custUser as custUserLabels } from './custUser.labels';

/**
 * Merchant accounts (`/settingMag/custSetting`): the users who sign in to merchants' portals. Frozen users cannot
 * sign in; a reset password is a temporary one shown once to the operator, who passes it on.
 */
const custUser = resource({
  key: 'custUser',
  labels: custUserLabels,
  api: '/v1/admin/merchant-users',
  rowKey: 'user_id',
  fields: {
    user_id: { type: 'id', filter: 'eq', copyable: true, width: 110 },
    cust_id: { type: 'id', filter: 'eq', width: 110 },
    merchant_name: { type: 'text', filter: 'like' },
    email: { type: 'email', filter: 'like', copyable: true },
    name: { type: 'text', filter: 'like', sortable: true },
    role: { type: 'text', filter: 'eq', width: 110 },
    status: { type: 'enum', enum: 'userStatus', filter: 'in', width: 100 },
    last_login_at: { type: 'datetime', filter: 'range', sortable: true, unset: true },
    created_at: { type: 'datetime', filter: 'range', sortable: true },
  },
  list: {
    columns: ['user_id', 'cust_id', 'merchant_name', 'email', 'name', 'status', 'role', 'last_login_at', 'created_at'],
    hidden: ['cust_id', 'name', 'created_at'],
    defaultSort: { field: 'created_at', order: 'descend' },
  },
  detail: {
    sections: [
      { key: 'user', fields: ['user_id', 'email', 'name', 'role', 'status'] },
      { key: 'merchant', fields: ['cust_id', 'merchant_name'] },
      { key: 'activity', fields: ['created_at', 'last_login_at'] },
    ],
  },
  actions: [
    {
      key: 'freeze',
      when: { field: 'status', in: [1] },
      to: { status: 2 },
      reason: true,
      danger: true,
    },
    {
      key: 'unfreeze',
      when: { field: 'status', in: [2] },
      to: { status: 1 },
      confirm: true,
    },
    {
      key: 'resetPassword',
      confirm: true,
      danger: true,
      reveal: ['temp_password'],
    },
  ],
  export: true,
});

export default custUser;
