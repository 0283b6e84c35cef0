import { resource } from '../../console/decl';
import { messageLog as messageLogLabels } from './messageLog.labels';

/**
 * Message log (`/journal/messageMag`): mails, text messages and in-app messages sent, with their template, how the
 * sending ended and the data they were made from (JSON viewer). Read-only.
 */
const messageLog = resource({
  key: 'messageLog',
  labels: messageLogLabels,
  api: '/v1/admin/journal/messages',
  rowKey: 'message_id',
  fields: {
    at: { type: 'datetime', filter: 'range', sortable: true },
    channel: { type: 'enum', enum: 'messageChannel', filter: 'in', width: 100 },
    status: { type: 'enum', enum: 'messageStatus', filter: 'in', width: 100 },
    recipient: { type: 'text', filter: 'like' },
    template: { type: 'text', filter: 'eq', width: 170 },
    subject: { type: 'text', filter: 'like' },
    error: { type: 'text', unset: true },
    payload: { type: 'json', width: 240 },
    message_id: { type: 'id', filter: 'eq', copyable: true, width: 120 },
  },
  list: {
    columns: ['message_id', 'status', 'channel', 'recipient', 'template', 'subject', 'error', 'at', 'payload'],
    hidden: ['template', 'error', 'payload'],
    defaultSort: { field: 'at', order: 'descend' },
  },
  detail: {
    sections: [
      { key: 'message', fields: ['message_id', 'channel', 'recipient', 'template', 'subject', 'at'] },
      { key: 'delivery', fields: ['status', 'error'] },
      { key: 'payload', fields: ['payload'] },
    ],
  },
  export: true,
});

export default messageLog;
