import { resource } from '../../console/decl';
import { refund as refundLabels } from './refund.labels';

/**
 * Refunds: made from an order (its refund action, or a fraud alert handled as "processed and refunded") and listed
 * in the order's detail. In progress (3) until the processor answers, then success (1) or failed (2). No list page
 * of its own: it belongs to order management's page and permission, and has a record page there
 * (`/order/orderMag/refund/:id`) that every link to a refund opens.
 */
const refund = resource({
  key: 'refund',
  labels: refundLabels,
  api: '/v1/admin/refunds',
  rowKey: 'refund_id',
  fields: {
    refund_id: { type: 'id', filter: 'eq', width: 110 },
    order_no: { type: 'id', filter: 'eq', width: 120 },
    amount: { type: 'money', currencyField: 'currency' },
    currency: { type: 'currency', hideInTable: true },
    status: { type: 'enum', enum: 'refundStatus', filter: 'in', width: 100 },
    reason: { type: 'text' },
    requested_by: { type: 'text', hideInTable: true },
    requested_at: { type: 'datetime', sortable: true },
    completed_at: { type: 'datetime', hideInTable: true, unset: true },
  },
  list: {
    columns: ['refund_id', 'amount', 'status', 'reason', 'requested_at'],
    defaultSort: { field: 'requested_at', order: 'descend' },
  },
  detail: {
    header: ['amount', 'status', 'order_no', 'requested_at'],
    sections: [
      { key: 'refund', fields: ['refund_id', 'order_no', 'amount', 'status', 'reason'] },
      { key: 'processing', fields: ['requested_by', 'requested_at', 'completed_at'] },
    ],
  },
});

export default refund;
