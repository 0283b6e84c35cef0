import { resource } from '../../console/decl';
import { pushLog as pushLogLabels } from './pushLog.labels';

/**
 * Webhook push log (`/journal/pushMag`): the event notifications sent to merchants' webhook URLs, with the HTTP
 * status of the last answer, attempts and the request and response bodies (JSON viewer). A failed one can be sent
 * again; a delivered one answers 101014.
 */
const pushLog = resource({
  key: 'pushLog',
  labels: pushLogLabels,
  api: '/v1/admin/journal/pushes',
  rowKey: 'push_id',
  fields: {
    at: { type: 'datetime', filter: 'range', sortable: true },
    status: { type: 'enum', enum: 'pushLogStatus', filter: 'in', width: 100 },
    event: { type: 'enum', enum: 'webhookEvent', filter: 'in', width: 150 },
    url: { type: 'url', hideInTable: true },
    cust_id: { type: 'id', filter: 'eq', width: 100 },
    merchant_name: { type: 'text', filter: 'like' },
    attempts: { type: 'number', integer: true, min: 0, sortable: true, width: 90 },
    /** The merchant's latest HTTP status; null when it did not answer (time-out). */
    http_status: { type: 'number', integer: true, min: 100, max: 599, filter: 'eq', unset: true, width: 100 },
    last_attempt_at: { type: 'datetime', sortable: true },
    push_id: { type: 'id', filter: 'eq', copyable: true, width: 110 },
    request: { type: 'json', hideInTable: true },
    response: { type: 'json', hideInTable: true, unset: true },
  },
  list: {
    columns: [
      'push_id',
      'status',
      'cust_id',
      'merchant_name',
      'event',
      'http_status',
      'attempts',
      'last_attempt_at',
      'at',
    ],
    hidden: ['cust_id', 'http_status', 'attempts'],
    defaultSort: { field: 'at', order: 'descend' },
  },
  detail: {
    sections: [
      { key: 'push', fields: ['push_id', 'cust_id', 'merchant_name', 'url', 'event', 'at'] },
      { key: 'delivery', fields: ['status', 'http_status', 'attempts', 'last_attempt_at'] },
      { key: 'request', fields: ['request'] },
      { key: 'response', fields: ['response'] },
    ],
  },
  actions: [{ key: 'resend', when: { field: 'status', in: [2] }, confirm: true }],
  export: true,
});

export default pushLog;
