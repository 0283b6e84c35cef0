import { resource } from '../../console/decl';
import { screenLog as screenLogLabels } from './screenLog.labels';

/**
 * Fraud-screening log (`/risk/screenLog`): each screening provider's decision on a payment attempt: approve,
 * review or decline, its score and reason codes, how long it took, and the provider's raw answer (JSON viewer).
 * Read-only: filters and export.
 */
const screenLog = resource({
  key: 'screenLog',
  labels: screenLogLabels,
  api: '/v1/admin/screening-logs',
  rowKey: 'log_id',
  fields: {
    order_no: { type: 'id', filter: 'eq', copyable: true, width: 120 },
    provider: { type: 'enum', enum: 'riskProvider', filter: 'in', width: 110 },
    decision: { type: 'enum', enum: 'screenDecision', filter: 'in', width: 100 },
    score: { type: 'number', integer: true, min: 0, max: 100, filter: 'range', sortable: true, width: 80 },
    screened_at: { type: 'datetime', filter: 'range', sortable: true },
    reasons: { type: 'tags', filter: 'eq', width: 220 },
    latency_ms: { type: 'number', integer: true, min: 0, filter: 'range', sortable: true, width: 110 },
    merchant_name: { type: 'text', filter: 'like' },
    cust_id: { type: 'id', filter: 'eq', hideInTable: true },
    log_id: { type: 'id', filter: 'eq', copyable: true, width: 110 },
    response: { type: 'json', width: 260 },
  },
  list: {
    columns: [
      'log_id',
      'order_no',
      'merchant_name',
      'provider',
      'decision',
      'score',
      'reasons',
      'latency_ms',
      'screened_at',
      'response',
    ],
    hidden: ['latency_ms', 'response'],
    defaultSort: { field: 'screened_at', order: 'descend' },
  },
  detail: {
    sections: [
      { key: 'screening', fields: ['log_id', 'provider', 'decision', 'score', 'reasons', 'latency_ms', 'screened_at'] },
      { key: 'order', fields: ['order_no', 'cust_id', 'merchant_name'] },
      { key: 'response', fields: ['response'] },
    ],
  },
  export: true,
});

export default screenLog;
