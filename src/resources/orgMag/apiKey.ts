import type { ResourceDef } from '../../console/types';

/** STUB: being built. */
const apiKey: ResourceDef = {
  key: 'apiKey',
  page: '/orgMag/apiMag',
  api: '/v1/admin/api-keys',
  rowKey: 'key_id',
  fields: {
    key_id: { type: 'id', filter: 'eq' },
  },
  list: { columns: ['key_id'], filters: ['key_id'] },
};

export default apiKey;
