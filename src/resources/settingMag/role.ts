import { resource } from '../../console/decl';
import { underControl } from '../control';
import { role as roleLabels } from './role.labels';

const ROLE_FORM = {
  name: { type: 'text', required: true, max: 50 },
  description: { type: 'textarea', max: 200 },
  permissions: { type: 'permissions', required: true },
} as const;

/**
 * Roles (`/settingMag/role`): a name and the pages and button codes it grants, edited as a checkable tree built
 * from the route table and the declarations' codes. An account's menu, pages and buttons, and what the server lets
 * it do, follow its roles at its next login.
 */
const role = resource({
  key: 'role',
  labels: roleLabels,
  api: '/v1/admin/roles',
  rowKey: 'id',
  fields: {
    id: { type: 'id', filter: 'eq', width: 140 },
    name: { type: 'text', filter: 'like', sortable: true },
    description: { type: 'text' },
    page_count: { type: 'number', integer: true, min: 0, sortable: true, width: 100, computed: true },
    code_count: { type: 'number', integer: true, min: 0, sortable: true, width: 100, computed: true },
    admin_count: { type: 'number', integer: true, min: 0, sortable: true, width: 100, computed: true },
    permissions: { type: 'permissions', hideInTable: true, computed: true },
  },
  list: {
    columns: ['id', 'name', 'description', 'page_count', 'code_count', 'admin_count'],
    defaultSort: { field: 'name', order: 'ascend' },
  },
  detail: {
    sections: [
      { key: 'role', fields: ['id', 'name', 'description', 'admin_count'] },
      { key: 'grants', fields: ['permissions'] },
    ],
    related: [{ resource: 'admin', field: 'role_ids' }],
  },
  create: { form: ROLE_FORM },
  actions: [
    ...underControl('rolePermissions', [{ key: 'edit', form: ROLE_FORM }], ['permissions']),
    // Only a role no account holds: deleting one in use would silently strip those accounts.
    { key: 'delete', when: { field: 'admin_count', in: [0] }, remove: true },
  ],
});

export default role;
