import { resource } from '../../console/decl';
import { API_CALL_FIELDS } from './requestLog';
import { rejectLog as rejectLogLabels } from './rejectLog.labels';

/**
 * Rejection log (`/order/rejectlog`): the API calls the gateway refused (bad signature, IP not allowed, limits ...),
 * with the reason and the body as received. Read-only: filters and export.
 */
const rejectLog = resource({
  key: 'rejectLog',
  labels: rejectLogLabels,
  api: '/v1/admin/reject-logs',
  rowKey: 'log_id',
  fields: {
    log_id: { type: 'id', filter: 'eq', copyable: true, width: 100 },
    ...API_CALL_FIELDS,
    reason: { type: 'text', filter: 'like', width: 240 },
  },
  list: {
    columns: ['log_id', 'merchant_name', 'endpoint', 'http_status', 'reason', 'latency_ms', 'created_at', 'payload'],
    hidden: ['latency_ms', 'payload'],
    filters: ['log_id', 'request_id', 'cust_id', 'merchant_name', 'reason', 'http_status', 'endpoint', 'created_at'],
    defaultSort: { field: 'created_at', order: 'descend' },
  },
  detail: {
    sections: [
      {
        key: 'request',
        fields: [
          'log_id',
          'request_id',
          'cust_id',
          'merchant_name',
          'endpoint',
          'http_status',
          'latency_ms',
          'created_at',
        ],
      },
      { key: 'rejection', fields: ['reason'] },
      { key: 'payload', fields: ['payload'] },
    ],
  },
  export: true,
});

export default rejectLog;
