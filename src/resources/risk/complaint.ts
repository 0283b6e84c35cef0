import { resource } from '../../console/decl';
import { complaint as complaintLabels } from './complaint.labels';

/**
 * Buyer complaints (`/risk/buyerComplaint`): a buyer's complaint about an order, open → in progress → resolved. An
 * operator assigns it (open or in progress, to an admin account), replies (each reply is mailed to the buyer with
 * the complaint-reply template and kept in the thread shown in the detail) and resolves it with a resolution note.
 * Nothing is done to a resolved complaint (101014).
 */
const complaint = resource({
  key: 'complaint',
  labels: complaintLabels,
  api: '/v1/admin/buyer-complaints',
  rowKey: 'complaint_id',
  fields: {
    order_no: { type: 'id', filter: 'eq', copyable: true, width: 120 },
    buyer_email: { type: 'email', filter: 'like' },
    status: { type: 'enum', enum: 'complaintStatus', filter: 'in', width: 100 },
    type: { type: 'enum', enum: 'complaintType', filter: 'in', width: 130 },
    assignee: { type: 'email', filter: 'eq', width: 170, unset: true },
    created_at: { type: 'datetime', filter: 'range', sortable: true },
    complaint_id: { type: 'id', filter: 'eq', copyable: true, width: 110 },
    content: { type: 'text', filter: 'like', width: 220 },
    cust_id: { type: 'id', filter: 'eq', hideInTable: true },
    reply_count: { type: 'number', integer: true, min: 0, sortable: true, width: 90 },
    last_reply_at: { type: 'datetime', sortable: true, hideInTable: true, unset: true },
    replies: { type: 'timeline', enum: 'mailTemplate', hideInTable: true },
    resolution: { type: 'text', hideInTable: true, unset: true },
    merchant_name: { type: 'text', filter: 'like', hideInTable: true },
    updated_at: { type: 'datetime', sortable: true, hideInTable: true },
    resolved_at: { type: 'datetime', filter: 'range', sortable: true, hideInTable: true, unset: true },
  },
  list: {
    columns: [
      'complaint_id',
      'status',
      'order_no',
      'buyer_email',
      'type',
      'content',
      'assignee',
      'reply_count',
      'created_at',
    ],
    hidden: ['order_no', 'type', 'assignee', 'reply_count'],
    defaultSort: { field: 'created_at', order: 'descend' },
  },
  detail: {
    sections: [
      {
        key: 'complaint',
        fields: [
          'complaint_id',
          'order_no',
          'cust_id',
          'merchant_name',
          'buyer_email',
          'type',
          'content',
          'created_at',
        ],
      },
      { key: 'handling', fields: ['status', 'assignee', 'updated_at', 'resolution', 'resolved_at'] },
      { key: 'replies', fields: ['reply_count', 'last_reply_at', 'replies'] },
    ],
  },
  actions: [
    {
      key: 'assign',
      bulk: true,
      when: { field: 'status', in: [0, 1] },
      form: {
        assignee: {
          type: 'options',
          options: { resource: 'admin', value: 'email', label: 'name', filter: { status: 'enabled' } },
          required: true,
        },
      },
    },
    {
      key: 'reply',
      when: { field: 'status', in: [0, 1] },
      form: { message: { type: 'textarea', max: 2000, required: true } },
    },
    {
      key: 'resolve',
      bulk: true,
      when: { field: 'status', in: [0, 1] },
      to: { status: 2 },
      confirm: true,
      form: { resolution: { type: 'textarea', max: 1000, required: true } },
    },
  ],
  export: true,
});

export default complaint;
