import { resource } from '../../console/decl';
import { aggregation as aggregationLabels } from './aggregation.labels';

/**
 * Aggregation (`/txnFlow/aggregation`): the transaction ledger's totals per merchant × currency × bill type for a
 * period (inclusive bounds; open when not given): credits, debits, net and the number of entries, summed exactly.
 * The rows are made by the server from the period (`period_from` / `period_to`), not stored.
 */
const aggregation = resource({
  key: 'aggregation',
  labels: aggregationLabels,
  api: '/v1/admin/bill-aggregates',
  rowKey: 'group_id',
  fields: {
    group_id: { type: 'id', hideInTable: true, hideInDetail: true },
    period: { type: 'datetime', filter: 'range', hideInTable: true, hideInDetail: true, unset: true },
    cust_id: { type: 'id', filter: 'eq', width: 100 },
    merchant_name: { type: 'text', filter: 'like', sortable: true },
    currency: { type: 'currency', filter: 'eq', width: 80 },
    bill_type: { type: 'enum', enum: 'billType', filter: 'in', width: 130 },
    credit_total: { type: 'money', currencyField: 'currency', sortable: true },
    debit_total: { type: 'money', currencyField: 'currency', sortable: true },
    net: { type: 'money', currencyField: 'currency', sortable: true },
    count: { type: 'number', integer: true, min: 0, sortable: true, width: 90 },
    first_at: { type: 'datetime' },
    last_at: { type: 'datetime' },
  },
  list: {
    columns: [
      'cust_id',
      'merchant_name',
      'currency',
      'credit_total',
      'debit_total',
      'net',
      'bill_type',
      'count',
      'first_at',
      'last_at',
    ],
    hidden: ['first_at', 'last_at'],
    defaultSort: { field: 'merchant_name', order: 'ascend' },
  },
  export: true,
});

export default aggregation;
