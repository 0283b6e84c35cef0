import type { ResourceDef } from '../../console/types';

/** STUB: being built. */
const merchantRisk: ResourceDef = {
  key: 'merchantRisk',
  page: '/orgMag/risk',
  api: '/v1/admin/merchant-risk',
  rowKey: 'cust_id',
  fields: {
    cust_id: { type: 'id', filter: 'eq' },
  },
  list: { columns: ['cust_id'], filters: ['cust_id'] },
};

export default merchantRisk;
