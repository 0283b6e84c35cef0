import { resource } from '../../console/decl';
import { merchantRisk as merchantRiskLabels } from './merchantRisk.labels';

/**
 * Merchant risk settings, the first tab of `/orgMag/risk`: rolling reserve, transaction limits in the settlement
 * currency and the risk level of every approved merchant. The single limit never exceeds the daily limit (checked by
 * the server's `edit`, mocks/resources/merchantRisk.ts).
 */
const merchantRisk = resource({
  key: 'merchantRisk',
  labels: merchantRiskLabels,
  api: '/v1/admin/merchant-risk',
  rowKey: 'cust_id',
  fields: {
    cust_id: { type: 'id', filter: 'eq', copyable: true, width: 120 },
    merchant_name: { type: 'text', filter: 'like' },
    risk_level: { type: 'enum', enum: 'riskLevel', filter: 'in', width: 100 },
    reserve_percent: { type: 'percent', min: 0, max: 100, sortable: true, width: 110 },
    reserve_days: { type: 'number', integer: true, min: 0, max: 365, sortable: true, width: 110 },
    currency: { type: 'currency', filter: 'eq', width: 100 },
    single_limit: { type: 'money', currencyField: 'currency', sortable: true },
    daily_limit: { type: 'money', currencyField: 'currency', sortable: true },
    updated_by: { type: 'text' },
    updated_at: { type: 'datetime', filter: 'range', sortable: true },
  },
  list: {
    columns: [
      'cust_id',
      'merchant_name',
      'risk_level',
      'single_limit',
      'daily_limit',
      'reserve_percent',
      'reserve_days',
      'currency',
      'updated_by',
      'updated_at',
    ],
    hidden: ['reserve_days', 'currency', 'updated_by'],
    defaultSort: { field: 'updated_at', order: 'descend' },
  },
  detail: {
    sections: [
      { key: 'merchant', fields: ['cust_id', 'merchant_name', 'risk_level'] },
      { key: 'reserve', fields: ['reserve_percent', 'reserve_days'] },
      { key: 'limits', fields: ['currency', 'single_limit', 'daily_limit'] },
      { key: 'audit', fields: ['updated_by', 'updated_at'] },
    ],
  },
  actions: [
    {
      key: 'edit',
      form: {
        risk_level: { type: 'enum', enum: 'riskLevel', required: true },
        reserve_percent: { type: 'percent', min: 0, max: 100, required: true },
        reserve_days: { type: 'number', integer: true, min: 0, max: 365, required: true },
        single_limit: { type: 'money', currencyField: 'currency', min: 0, max: 1_000_000_000, required: true },
        daily_limit: {
          type: 'money',
          currencyField: 'currency',
          min: 0,
          max: 1_000_000_000,
          required: true,
          atLeast: 'single_limit',
        },
      },
    },
  ],
  export: true,
});

export default merchantRisk;
