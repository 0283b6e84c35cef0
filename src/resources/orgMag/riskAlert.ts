import type { ResourceDef } from '../../console/types';

/** STUB: being built. */
const riskAlert: ResourceDef = {
  key: 'riskAlert',
  page: '/orgMag/risk',
  api: '/v1/admin/risk-alerts',
  rowKey: 'alert_id',
  fields: {
    alert_id: { type: 'id', filter: 'eq' },
  },
  list: { columns: ['alert_id'], filters: ['alert_id'] },
};

export default riskAlert;
