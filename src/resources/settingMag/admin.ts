import type { ResourceDef } from '../../console/types';

/** STUB: being built. */
const admin: ResourceDef = {
  key: 'admin',
  page: '/settingMag/adminSetting',
  api: '/v1/admin/admins',
  rowKey: 'id',
  fields: {
    id: { type: 'id', filter: 'eq' },
  },
  list: { columns: ['id'], filters: ['id'] },
};

export default admin;
