import type { ResourceDef } from '../../console/types';

/** STUB: being built. */
const kyb: ResourceDef = {
  key: 'kyb',
  page: '/orgMag/kyb',
  api: '/v1/admin/kyb',
  rowKey: 'kyb_id',
  fields: {
    kyb_id: { type: 'id', filter: 'eq' },
  },
  list: { columns: ['kyb_id'], filters: ['kyb_id'] },
};

export default kyb;
