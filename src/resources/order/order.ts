import { resource } from '../../console/decl';
import { order as orderLabels } from './order.labels';

/**
 * Order management (`/order/orderMag`): every payment with its five statuses (payment 0-6, settlement 0-2, refund
 * 0-3, freeze 0-2, dispute 0-11), searchable by its numbers, the buyer's email, card BIN / last 4 and IP. The detail
 * holds the order's timeline and its refunds, disputes and fraud alerts. A refund is full or partial, in the order's
 * currency, never more than what is still refundable; the fake backend runs it 0 → 3 (in progress) → 1 or 2.
 */
const order = resource({
  key: 'order',
  labels: orderLabels,
  api: '/v1/admin/orders',
  rowKey: 'order_no',
  fields: {
    order_no: { type: 'id', filter: 'eq', copyable: true, width: 130 },
    merchant_order_no: { type: 'text', filter: 'eq', width: 130 },
    cust_id: { type: 'id', filter: 'eq', width: 100 },
    merchant_name: { type: 'text', filter: 'like' },
    shop_id: { type: 'id', filter: 'eq', hideInTable: true, unset: true },
    amount: { type: 'money', currencyField: 'currency', sortable: true },
    currency: { type: 'currency', filter: 'eq', hideInTable: true },
    refunded_amount: { type: 'money', currencyField: 'currency', hideInTable: true },
    refundable: { type: 'money', currencyField: 'currency', hideInTable: true, computed: true },
    payment_method: { type: 'enum', enum: 'paymentMethod', filter: 'in', width: 110 },
    // None for wallets and bank transfers: nor the card, its BIN and last 4.
    card_brand: { type: 'enum', enum: 'cardBrand', filter: 'in', hideInTable: true, unset: true },
    card: { type: 'text', width: 150, computed: true, unset: true },
    card_bin: { type: 'text', filter: 'eq', hideInTable: true, hideInDetail: true, unset: true },
    card_last4: { type: 'text', filter: 'eq', hideInTable: true, hideInDetail: true, unset: true },
    buyer_email: { type: 'email', filter: 'like' },
    buyer_name: { type: 'text', hideInTable: true },
    ip: { type: 'text', filter: 'eq', hideInTable: true },
    country: { type: 'country', filter: 'in', width: 110 },
    pay_status: { type: 'enum', enum: 'paymentStatus', filter: 'in', width: 110 },
    settle_status: { type: 'enum', enum: 'settlementStatus', filter: 'in', width: 100 },
    refund_status: { type: 'enum', enum: 'refundStatus', filter: 'in', width: 100 },
    freeze_status: { type: 'enum', enum: 'freezeStatus', filter: 'in', width: 100, unset: true },
    dispute_status: { type: 'enum', enum: 'disputeStatus', filter: 'in', width: 120 },
    created_at: { type: 'datetime', filter: 'range', sortable: true },
    paid_at: { type: 'datetime', hideInTable: true, unset: true },
    events: { type: 'timeline', enum: 'orderEvent', hideInTable: true },
  },
  list: {
    columns: [
      'order_no',
      'merchant_order_no',
      'merchant_name',
      'amount',
      'pay_status',
      'payment_method',
      'card',
      'buyer_email',
      'country',
      'settle_status',
      'refund_status',
      'freeze_status',
      'dispute_status',
      'created_at',
    ],
    hidden: [
      'merchant_order_no',
      'card',
      'buyer_email',
      'country',
      'settle_status',
      'refund_status',
      'freeze_status',
      'dispute_status',
    ],
    filters: [
      'order_no',
      'merchant_order_no',
      'buyer_email',
      'card_bin',
      'card_last4',
      'ip',
      'created_at',
      'cust_id',
      'merchant_name',
      'pay_status',
      'settle_status',
      'refund_status',
      'freeze_status',
      'dispute_status',
      'payment_method',
      'card_brand',
      'currency',
      'country',
    ],
    defaultSort: { field: 'created_at', order: 'descend' },
  },
  detail: {
    sections: [
      {
        key: 'order',
        fields: ['order_no', 'merchant_order_no', 'cust_id', 'merchant_name', 'shop_id', 'created_at', 'paid_at'],
      },
      { key: 'amounts', fields: ['amount', 'refunded_amount', 'refundable'] },
      {
        key: 'payment',
        fields: ['payment_method', 'card_brand', 'card', 'buyer_email', 'buyer_name', 'ip', 'country'],
      },
      { key: 'status', fields: ['pay_status', 'settle_status', 'refund_status', 'freeze_status', 'dispute_status'] },
      { key: 'events', fields: ['events'] },
    ],
    related: [
      { resource: 'refund', field: 'order_no' },
      { resource: 'dispute', field: 'order_no' },
      { resource: 'fraudAlert', field: 'order_no' },
      // Requests of dual control on the order (a refund above the threshold), whoever made them.
      { resource: 'approval', field: 'target' },
    ],
  },
  actions: [
    {
      key: 'refund',
      // From the currency's threshold on (approval.refund.threshold.<currency>), a second operator's decision.
      control: { kind: 'refund' },
      // Paid orders with nothing in flight, funds not frozen and something left to refund (never a dialog at 0.00).
      when: {
        field: 'refund_status',
        in: [0, 1, 2],
        and: [
          { field: 'pay_status', in: [1] },
          { field: 'freeze_status', in: [null, 1, 2] },
          { field: 'refundable', positive: true },
        ],
      },
      confirm: true,
      summary: ['order_no', 'merchant_name', 'refund_amount'],
      result: { field: 'refundable', amount: 'refund_amount', currencyField: 'currency', sign: 'minus' },
      reason: true,
      danger: true,
      form: {
        refund_amount: {
          type: 'money',
          currencyField: 'currency',
          maxField: 'refundable',
          positive: true,
          required: true,
        },
      },
    },
    {
      key: 'freeze',
      // Only a paid order holds funds to freeze.
      when: { field: 'freeze_status', in: [null, 1, 2], and: [{ field: 'pay_status', in: [1] }] },
      to: { freeze_status: 0 },
      reason: true,
      danger: true,
    },
    {
      key: 'unfreeze',
      when: { field: 'freeze_status', in: [0] },
      to: { freeze_status: 1 },
      reason: true,
    },
  ],
  export: true,
});

export default order;
