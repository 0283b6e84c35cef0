import type { ResourceDef } from '../../console/types';

/** STUB: being built. */
const param: ResourceDef = {
  key: 'param',
  page: '/settingMag/params',
  api: '/v1/admin/params',
  rowKey: 'param_key',
  fields: {
    param_key: { type: 'id', filter: 'eq' },
  },
  list: { columns: ['param_key'], filters: ['param_key'] },
};

export default param;
