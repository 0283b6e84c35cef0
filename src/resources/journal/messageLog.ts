import type { ResourceDef } from '../../console/types';

/**
 * Message log (`/journal/messageMag`): mails, text messages and in-app messages sent, with their template, how the
 * sending ended and the data they were made from (JSON viewer). Read-only.
 */
const messageLog: ResourceDef = {
  key: 'messageLog',
  page: '/journal/messageMag',
  api: '/v1/admin/journal/messages',
  rowKey: 'message_id',
  fields: {
    message_id: { type: 'id', filter: 'eq', copyable: true, width: 120 },
    channel: { type: 'enum', enum: 'messageChannel', filter: 'in', width: 100 },
    recipient: { type: 'text', filter: 'like' },
    template: { type: 'text', filter: 'eq', width: 170 },
    subject: { type: 'text', filter: 'like' },
    status: { type: 'enum', enum: 'messageStatus', filter: 'in', width: 100 },
    error: { type: 'text' },
    payload: { type: 'json', width: 240 },
    at: { type: 'datetime', filter: 'range', sortable: true },
  },
  list: {
    columns: ['message_id', 'channel', 'recipient', 'template', 'subject', 'status', 'error', 'at', 'payload'],
    filters: ['at', 'channel', 'status', 'recipient', 'template', 'subject', 'message_id'],
    hidden: ['payload'],
    defaultSort: { field: 'at', order: 'descend' },
  },
  detail: {
    sections: [
      { key: 'message', fields: ['message_id', 'channel', 'recipient', 'template', 'subject', 'at'] },
      { key: 'delivery', fields: ['status', 'error'] },
      { key: 'payload', fields: ['payload'] },
    ],
  },
  exportPermission: 'messageLog:export',
};

export default messageLog;
