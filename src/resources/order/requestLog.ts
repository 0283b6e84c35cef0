import { resource } from '../../console/decl';
import type { FieldDef } from '../../console/types';
import { requestLog as requestLogLabels } from './requestLog.labels';

/** The fields of one API call, shared by the request, rejection and warning logs. */
export const API_CALL_FIELDS = {
  request_id: { type: 'id', filter: 'eq', copyable: true, width: 190 },
  cust_id: { type: 'id', filter: 'eq', width: 100 },
  merchant_name: { type: 'text', filter: 'like' },
  endpoint: { type: 'text', filter: 'like', width: 220 },
  http_status: { type: 'number', integer: true, min: 100, max: 599, filter: 'eq', width: 90 },
  latency_ms: { type: 'number', integer: true, min: 0, filter: 'range', sortable: true, width: 100 },
  created_at: { type: 'datetime', filter: 'range', sortable: true },
  payload: { type: 'json', width: 260 },
} as const satisfies Record<string, FieldDef>;

/**
 * Request log (`/order/requestlog`): every call of the merchants to the payments API, refused ones included, with
 * HTTP status, latency and the body as received (JSON viewer; a body that was not JSON shows as its raw text).
 * Read-only: filters and export.
 */
const requestLog = resource({
  key: 'requestLog',
  labels: requestLogLabels,
  api: '/v1/admin/request-logs',
  rowKey: 'request_id',
  fields: API_CALL_FIELDS,
  list: {
    columns: [
      'request_id',
      'cust_id',
      'merchant_name',
      'endpoint',
      'http_status',
      'latency_ms',
      'created_at',
      'payload',
    ],
    hidden: ['cust_id', 'payload'],
    defaultSort: { field: 'created_at', order: 'descend' },
  },
  detail: {
    sections: [
      {
        key: 'request',
        fields: ['request_id', 'cust_id', 'merchant_name', 'endpoint', 'http_status', 'latency_ms', 'created_at'],
      },
      { key: 'payload', fields: ['payload'] },
    ],
  },
  export: true,
});

export default requestLog;
