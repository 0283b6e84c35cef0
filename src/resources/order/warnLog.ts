import { resource } from '../../console/decl';
import { API_CALL_FIELDS } from './requestLog';
import { warnLog as warnLogLabels } from './warnLog.labels';

/**
 * Warning log (`/order/warnlog`): API calls served with a warning (deprecated fields, slow processor, fallback
 * channel ...), by level, with the body as received. Read-only: filters and export.
 */
const warnLog = resource({
  key: 'warnLog',
  labels: warnLogLabels,
  api: '/v1/admin/warn-logs',
  rowKey: 'log_id',
  fields: {
    log_id: { type: 'id', filter: 'eq', copyable: true, width: 100 },
    ...API_CALL_FIELDS,
    level: { type: 'enum', enum: 'logLevel', filter: 'in', width: 90 },
    reason: { type: 'text', filter: 'like', width: 260 },
  },
  list: {
    columns: [
      'log_id',
      'level',
      'merchant_name',
      'endpoint',
      'reason',
      'http_status',
      'latency_ms',
      'created_at',
      'payload',
    ],
    hidden: ['http_status', 'latency_ms', 'payload'],
    filters: [
      'log_id',
      'level',
      'request_id',
      'cust_id',
      'merchant_name',
      'reason',
      'endpoint',
      'latency_ms',
      'created_at',
    ],
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
      { key: 'warning', fields: ['level', 'reason'] },
      { key: 'payload', fields: ['payload'] },
    ],
  },
  export: true,
});

export default warnLog;
