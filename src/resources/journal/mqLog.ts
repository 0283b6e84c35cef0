import { resource } from '../../console/decl';
import { mqLog as mqLogLabels } from './mqLog.labels';

/**
 * Queue message log (`/journal/mqMag`): messages published on the message queue, who produced and who consumes
 * them, how consuming went and the body (JSON viewer). A failed one can be sent again; a pending or consumed one
 * answers 101014.
 */
const mqLog = resource({
  key: 'mqLog',
  labels: mqLogLabels,
  api: '/v1/admin/journal/mq-messages',
  rowKey: 'msg_id',
  fields: {
    at: { type: 'datetime', filter: 'range', sortable: true },
    status: { type: 'enum', enum: 'mqStatus', filter: 'in', width: 100 },
    topic: { type: 'text', filter: 'eq', width: 160 },
    tag: { type: 'text', filter: 'eq', width: 100 },
    key: { type: 'text', filter: 'like', copyable: true },
    producer: { type: 'text', filter: 'eq', width: 140 },
    consumer_group: { type: 'text', filter: 'eq', width: 160 },
    retries: { type: 'number', integer: true, min: 0, sortable: true, width: 90 },
    error: { type: 'text', unset: true, hideInTable: true },
    consumed_at: { type: 'datetime', unset: true, sortable: true },
    msg_id: { type: 'id', filter: 'eq', copyable: true, width: 110 },
    body: { type: 'json', width: 240 },
  },
  list: {
    columns: ['msg_id', 'status', 'topic', 'tag', 'key', 'producer', 'consumer_group', 'retries', 'at', 'body'],
    hidden: ['producer', 'retries', 'body'],
    defaultSort: { field: 'at', order: 'descend' },
  },
  detail: {
    sections: [
      { key: 'message', fields: ['msg_id', 'topic', 'tag', 'key', 'producer', 'consumer_group', 'at'] },
      { key: 'consuming', fields: ['status', 'retries', 'consumed_at', 'error'] },
      { key: 'body', fields: ['body'] },
    ],
  },
  actions: [{ key: 'resend', when: { field: 'status', in: [2] }, confirm: true }],
  export: true,
});

export default mqLog;
