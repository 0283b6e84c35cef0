import type { ResourceDef } from '../../console/types';

/** STUB: being built. */
const custUser: ResourceDef = {
  key: 'custUser',
  page: '/settingMag/custSetting',
  api: '/v1/admin/merchant-users',
  rowKey: 'user_id',
  fields: {
    user_id: { type: 'id', filter: 'eq' },
  },
  list: { columns: ['user_id'], filters: ['user_id'] },
};

export default custUser;
