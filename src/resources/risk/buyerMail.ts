import { resource } from '../../console/decl';
import { buyerMail as buyerMailLabels } from './buyerMail.labels';

/**
 * Buyer emails (`/risk/buyerSendMail`): the mails sent to buyers from the platform's templates (order confirmation,
 * shipping, refund and dispute notices, complaint replies), with delivery status and attempts. An operator sends
 * one from a template (optionally about an order) and resends a failed one, to the same or a corrected address.
 */
const buyerMail = resource({
  key: 'buyerMail',
  labels: buyerMailLabels,
  api: '/v1/admin/buyer-mails',
  rowKey: 'mail_id',
  fields: {
    recipient: { type: 'email', filter: 'like' },
    order_no: { type: 'id', filter: 'eq', copyable: true, width: 120, unset: true },
    template: { type: 'enum', enum: 'mailTemplate', filter: 'in', width: 130 },
    status: { type: 'enum', enum: 'mailStatus', filter: 'in', width: 100 },
    created_at: { type: 'datetime', filter: 'range', sortable: true },
    mail_id: { type: 'id', filter: 'eq', copyable: true, width: 110 },
    subject: { type: 'text', filter: 'like', width: 200 },
    cust_id: { type: 'id', filter: 'eq', hideInTable: true, unset: true },
    attempts: { type: 'number', integer: true, min: 0, sortable: true, width: 90 },
    error: { type: 'text', hideInTable: true, unset: true },
    merchant_name: { type: 'text', filter: 'like', hideInTable: true, unset: true },
    created_by: { type: 'text', filter: 'like', hideInTable: true },
    sent_at: { type: 'datetime', filter: 'range', sortable: true, unset: true },
  },
  list: {
    columns: ['mail_id', 'status', 'template', 'recipient', 'order_no', 'subject', 'attempts', 'created_at', 'sent_at'],
    hidden: ['order_no', 'attempts', 'created_at'],
    defaultSort: { field: 'created_at', order: 'descend' },
  },
  detail: {
    sections: [
      { key: 'mail', fields: ['mail_id', 'template', 'recipient', 'subject', 'created_by', 'created_at'] },
      { key: 'order', fields: ['order_no', 'cust_id', 'merchant_name'] },
      { key: 'delivery', fields: ['status', 'attempts', 'sent_at', 'error'] },
    ],
  },
  create: {
    // A new mail is sent at once: the server's code is send, not create.
    permission: 'buyerMail:send',
    form: {
      template: { type: 'enum', enum: 'mailTemplate', required: true },
      recipient: { type: 'email', required: true },
      order_no: { type: 'text', pattern: '^PO\\d{7}$' },
    },
  },
  actions: [
    {
      key: 'resend',
      when: { field: 'status', in: [2] },
      form: { recipient: { type: 'email', required: true } },
    },
  ],
  export: true,
});

export default buyerMail;
