import type { ResourceDef } from '../../console/types';

/** STUB: being built. */
const channelConfig: ResourceDef = {
  key: 'channelConfig',
  page: '/orgMag/magBusiness',
  api: '/v1/admin/channel-configs',
  rowKey: 'config_id',
  fields: {
    config_id: { type: 'id', filter: 'eq' },
  },
  list: { columns: ['config_id'], filters: ['config_id'] },
};

export default channelConfig;
