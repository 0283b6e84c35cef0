import { resource } from '../../console/decl';
import { fraudAlert as fraudAlertLabels } from './fraudAlert.labels';

/** The result that refunds the order (enum alertResult 510, "processed and refunded"). */
export const REFUNDING_RESULT = 510;

/**
 * Fraud alerts (`/order/fraudAlert`): Ethoca, Verifi CDRN and Visa RDR alerts on orders. Handling one records a
 * result code 510-521 (labels in enum alertResult; README "Fraud-alert result codes"); 510 refunds what is left of
 * the order.
 */
const fraudAlert = resource({
  key: 'fraudAlert',
  labels: fraudAlertLabels,
  api: '/v1/admin/fraud-alerts',
  rowKey: 'alert_id',
  fields: {
    alert_id: { type: 'id', filter: 'eq', copyable: true, width: 110 },
    source: { type: 'enum', enum: 'alertSource', filter: 'in', width: 110 },
    type: { type: 'enum', enum: 'fraudAlertType', filter: 'in', width: 110 },
    order_no: { type: 'id', filter: 'eq', width: 120 },
    cust_id: { type: 'id', filter: 'eq', hideInTable: true },
    merchant_name: { type: 'text', filter: 'like' },
    amount: { type: 'money', currencyField: 'currency' },
    currency: { type: 'currency', hideInTable: true },
    // What is left to refund on the order now: what result 510 would refund (none when the order is gone).
    refundable: { type: 'money', currencyField: 'currency', hideInTable: true, computed: true, unset: true },
    card: { type: 'text', width: 150, unset: true },
    received_at: { type: 'datetime', filter: 'range', sortable: true },
    status: { type: 'enum', enum: 'handledStatus', filter: 'in', width: 90 },
    // None until the alert is handled.
    result: { type: 'enum', enum: 'alertResult', filter: 'in', width: 150, unset: true },
    note: { type: 'text', hideInTable: true, unset: true },
    handled_by: { type: 'text', hideInTable: true, unset: true },
    handled_at: { type: 'datetime', hideInTable: true, unset: true },
  },
  list: {
    columns: [
      'alert_id',
      'amount',
      'status',
      'result',
      'order_no',
      'source',
      'type',
      'merchant_name',
      'card',
      'received_at',
    ],
    hidden: ['source', 'merchant_name', 'card'],
    filters: ['alert_id', 'order_no', 'status', 'source', 'type', 'result', 'merchant_name', 'received_at'],
    defaultSort: { field: 'received_at', order: 'descend' },
  },
  detail: {
    sections: [
      {
        key: 'alert',
        fields: [
          'alert_id',
          'source',
          'type',
          'order_no',
          'cust_id',
          'merchant_name',
          'amount',
          'refundable',
          'card',
          'received_at',
        ],
      },
      { key: 'handling', fields: ['status', 'result', 'note', 'handled_by', 'handled_at'] },
    ],
  },
  actions: [
    {
      key: 'handle',
      bulk: true,
      // Result 510 refunds the order: then, from the refund threshold on, a second operator's decision.
      control: { kind: 'refund' },
      when: { field: 'status', in: [0] },
      to: { status: 1 },
      // Result 510 moves money: asked once more, saying how much on which order; other results are recorded at once.
      confirm: { input: 'result', in: [REFUNDING_RESULT] },
      summary: ['alert_id', 'order_no', 'refundable'],
      sentence: true,
      form: {
        result: { type: 'enum', enum: 'alertResult', required: true },
        note: { type: 'textarea', max: 500 },
      },
    },
  ],
  export: true,
});

export default fraudAlert;
