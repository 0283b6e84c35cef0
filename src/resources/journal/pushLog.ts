import type { ResourceDef } from '../../console/types';

/**
 * Webhook push log (`/journal/pushMag`): the event notifications sent to merchants' webhook URLs, with the HTTP
 * status of the last answer, attempts and the request and response bodies (JSON viewer). A failed one can be sent
 * again; a delivered one answers 101014.
 */
const pushLog: ResourceDef = {
  key: 'pushLog',
  page: '/journal/pushMag',
  api: '/v1/admin/journal/pushes',
  rowKey: 'push_id',
  fields: {
    push_id: { type: 'id', filter: 'eq', copyable: true, width: 110 },
    cust_id: { type: 'id', filter: 'eq', width: 100 },
    merchant_name: { type: 'text', filter: 'like' },
    url: { type: 'url', hideInTable: true },
    event: { type: 'enum', enum: 'webhookEvent', filter: 'in', width: 150 },
    http_status: { type: 'number', filter: 'eq', width: 100 },
    attempts: { type: 'number', sortable: true, width: 90 },
    status: { type: 'enum', enum: 'pushLogStatus', filter: 'in', width: 100 },
    last_attempt_at: { type: 'datetime', sortable: true },
    at: { type: 'datetime', filter: 'range', sortable: true },
    request: { type: 'json', hideInTable: true },
    response: { type: 'json', hideInTable: true },
  },
  list: {
    columns: [
      'push_id',
      'cust_id',
      'merchant_name',
      'event',
      'status',
      'http_status',
      'attempts',
      'last_attempt_at',
      'at',
    ],
    filters: ['at', 'status', 'event', 'cust_id', 'merchant_name', 'http_status', 'push_id'],
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
  actions: [
    { key: 'resend', permission: 'pushLog:resend', scope: 'row', when: { field: 'status', in: [2] }, confirm: true },
  ],
  exportPermission: 'pushLog:export',
};

export default pushLog;
