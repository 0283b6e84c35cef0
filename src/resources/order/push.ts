import type { ActionDef, ResourceDef } from '../../console/types';

/** Sending a failed notification again (one row or the selected rows); pending and delivered ones answer 101014. */
const retry = (scope: ActionDef['scope']): ActionDef => ({
  key: 'retry',
  permission: 'push:retry',
  scope,
  when: { field: 'status', in: [2] },
});

/**
 * Channel push (`/order/processor`): the notifications sent to processors about an order (capture, refund,
 * cancellation), with their delivery status, attempts and the processor's last answer. The payload opens in the
 * JSON viewer. A failed one can be retried.
 */
const push: ResourceDef = {
  key: 'push',
  page: '/order/processor',
  api: '/v1/admin/channel-pushes',
  rowKey: 'push_id',
  fields: {
    push_id: { type: 'id', filter: 'eq', copyable: true, width: 110 },
    order_no: { type: 'id', filter: 'eq', copyable: true, width: 120 },
    cust_id: { type: 'id', filter: 'eq', hideInTable: true },
    merchant_name: { type: 'text', filter: 'like' },
    channel: { type: 'enum', enum: 'payChannel', filter: 'in', width: 120 },
    event: { type: 'enum', enum: 'orderEvent', filter: 'in', width: 110 },
    status: { type: 'enum', enum: 'deliveryStatus', filter: 'in', width: 100 },
    attempts: { type: 'number', sortable: true, width: 90 },
    response_code: { type: 'number', filter: 'eq', width: 100 },
    last_attempt_at: { type: 'datetime', sortable: true },
    created_at: { type: 'datetime', filter: 'range', sortable: true },
    payload: { type: 'json', width: 260 },
  },
  list: {
    columns: [
      'push_id',
      'order_no',
      'merchant_name',
      'channel',
      'event',
      'status',
      'attempts',
      'response_code',
      'last_attempt_at',
      'created_at',
      'payload',
    ],
    filters: [
      'push_id',
      'order_no',
      'status',
      'channel',
      'event',
      'response_code',
      'created_at',
      'cust_id',
      'merchant_name',
    ],
    defaultSort: { field: 'created_at', order: 'descend' },
  },
  detail: {
    sections: [
      { key: 'push', fields: ['push_id', 'order_no', 'cust_id', 'merchant_name', 'channel', 'event', 'created_at'] },
      { key: 'delivery', fields: ['status', 'attempts', 'response_code', 'last_attempt_at'] },
      { key: 'payload', fields: ['payload'] },
    ],
  },
  actions: [retry('row'), retry('bulk')],
  exportPermission: 'push:export',
};

export default push;
