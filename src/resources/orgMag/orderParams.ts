import type { ResourceDef } from '../../console/types';

/** STUB: being built. */
const orderParams: ResourceDef = {
  key: 'orderParams',
  page: '/OrgMag/orderParamsMag/:cust_id',
  api: '/v1/admin/order-params',
  rowKey: 'cust_id',
  parentParam: 'cust_id',
  single: true,
  fields: {
    cust_id: { type: 'id', filter: 'eq' },
  },
  list: { columns: ['cust_id'], filters: ['cust_id'] },
};

export default orderParams;
