import { resource } from '../../console/decl';
import type { ActionDecl } from '../../console/types';
import { push as pushLabels } from './push.labels';

/** Sending a failed notification again (one row or the selected rows); pending and delivered ones answer 101014. */
const retry: ActionDecl = {
  key: 'retry',
  bulk: true,
  when: { field: 'status', in: [2] },
};

/**
 * Channel push (`/order/processor`): the notifications sent to processors about an order (capture, refund,
 * cancellation), with their delivery status, attempts and the processor's last answer. The payload opens in the
 * JSON viewer. A failed one can be retried.
 */
const push = resource({
  key: 'push',
  labels: pushLabels,
  api: '/v1/admin/channel-pushes',
  rowKey: 'push_id',
  fields: {
    push_id: { type: 'id', filter: 'eq', copyable: true, width: 110 },
    order_no: { type: 'id', filter: 'eq', copyable: true, width: 120 },
    status: { type: 'enum', enum: 'deliveryStatus', filter: 'in', width: 100 },
    channel: { type: 'enum', enum: 'payChannel', filter: 'in', width: 120 },
    event: { type: 'enum', enum: 'orderEvent', filter: 'in', width: 110 },
    response_code: { type: 'number', integer: true, min: 100, max: 599, filter: 'eq', width: 100, unset: true },
    created_at: { type: 'datetime', filter: 'range', sortable: true },
    attempts: { type: 'number', integer: true, min: 0, sortable: true, width: 90 },
    cust_id: { type: 'id', filter: 'eq', hideInTable: true },
    last_attempt_at: { type: 'datetime', sortable: true, unset: true },
    merchant_name: { type: 'text', filter: 'like' },
    payload: { type: 'json', width: 260 },
  },
  list: {
    columns: [
      'push_id',
      'order_no',
      'merchant_name',
      'event',
      'status',
      'channel',
      'attempts',
      'response_code',
      'last_attempt_at',
      'created_at',
      'payload',
    ],
    hidden: ['channel', 'response_code', 'created_at', 'payload'],
    defaultSort: { field: 'created_at', order: 'descend' },
  },
  detail: {
    sections: [
      { key: 'push', fields: ['push_id', 'order_no', 'cust_id', 'merchant_name', 'channel', 'event', 'created_at'] },
      { key: 'delivery', fields: ['status', 'attempts', 'response_code', 'last_attempt_at'] },
      { key: 'payload', fields: ['payload'] },
    ],
  },
  actions: [retry],
  export: true,
});

export default push;
