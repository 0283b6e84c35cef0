import { resource } from '../../console/decl';
import type { ActionDecl } from '../../console/types';
import { riskAlert as riskAlertLabels } from './riskAlert.labels';

/** Acknowledging an open alert, with an optional note (one row or the selected rows). */
const acknowledge: ActionDecl = {
  key: 'acknowledge',
  bulk: true,
  when: { field: 'status', in: [0] },
  to: { status: 1 },
  form: { note: { type: 'textarea', max: 500 } },
};

/** Risk alerts, the second tab of `/orgMag/risk`: fraud, dispute and volume alerts raised on merchants. */
const riskAlert = resource({
  key: 'riskAlert',
  labels: riskAlertLabels,
  api: '/v1/admin/risk-alerts',
  rowKey: 'alert_id',
  fields: {
    alert_id: { type: 'id', filter: 'eq', copyable: true, width: 110 },
    cust_id: { type: 'id', filter: 'eq', width: 110 },
    merchant_name: { type: 'text', filter: 'like' },
    type: { type: 'enum', enum: 'riskAlertType', filter: 'in', width: 120 },
    detail: { type: 'text' },
    metric_value: { type: 'percent', sortable: true, width: 100 },
    status: { type: 'enum', enum: 'alertStatus', filter: 'in', width: 100 },
    raised_at: { type: 'datetime', filter: 'range', sortable: true },
    acknowledged_by: { type: 'text', hideInTable: true, unset: true },
    acknowledged_at: { type: 'datetime', hideInTable: true, unset: true },
    note: { type: 'text', hideInTable: true, unset: true },
  },
  list: {
    columns: ['alert_id', 'status', 'cust_id', 'merchant_name', 'type', 'detail', 'metric_value', 'raised_at'],
    hidden: ['cust_id', 'metric_value'],
    defaultSort: { field: 'raised_at', order: 'descend' },
  },
  detail: {
    sections: [
      { key: 'alert', fields: ['alert_id', 'cust_id', 'merchant_name', 'type', 'detail', 'metric_value', 'raised_at'] },
      { key: 'handling', fields: ['status', 'acknowledged_by', 'acknowledged_at', 'note'] },
    ],
  },
  actions: [acknowledge],
  export: true,
});

export default riskAlert;
