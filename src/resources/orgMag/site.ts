import type { ResourceDef } from '../../console/types';

/** STUB: being built. */
const site: ResourceDef = {
  key: 'site',
  page: '/OrgMag/siteMag/:cust_id',
  api: '/v1/admin/sites',
  rowKey: 'site_id',
  parentParam: 'cust_id',
  fields: {
    site_id: { type: 'id', filter: 'eq' },
  },
  list: { columns: ['site_id'], filters: ['site_id'] },
};

export default site;
