import type { ResourceDef } from '../../console/types';

/** STUB: being built. */
const role: ResourceDef = {
  key: 'role',
  page: '/settingMag/role',
  api: '/v1/admin/roles',
  rowKey: 'id',
  fields: {
    id: { type: 'id', filter: 'eq' },
  },
  list: { columns: ['id'], filters: ['id'] },
};

export default role;
