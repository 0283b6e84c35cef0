import { resource } from '../../console/decl';
import type { FieldDef } from '../../console/types';
import { settlement as settlementLabels } from './settlement.labels';

const money = { type: 'money', currencyField: 'currency' } as const satisfies FieldDef;

/**
 * Settlement batches (`/financeMag/financeMag`, DOMAIN.md Finance): what each merchant is paid for one period in one
 * currency. net = gross − fees − refunds − chargebacks − reserve held + reserve released, computed by the server
 * exactly in minor units on every read. An unsettled batch (0) is settled (1, asked first) or marked failed (2, with
 * the reason); the statement (CSV) lists the period's lines, whose totals are the batch's figures.
 */
const settlement = resource({
  key: 'settlement',
  labels: settlementLabels,
  api: '/v1/admin/settlements',
  rowKey: 'batch_no',
  fields: {
    batch_no: { type: 'id', filter: 'eq', copyable: true, sortable: true, width: 130 },
    cust_id: { type: 'id', filter: 'eq', width: 110 },
    merchant_name: { type: 'text', filter: 'like' },
    currency: { type: 'currency', filter: 'eq', width: 90 },
    status: { type: 'enum', enum: 'settlementStatus', filter: 'in', width: 110 },
    period_end: { type: 'datetime', sortable: true },
    cycle: { type: 'enum', enum: 'settlementCycle', filter: 'in', width: 100 },
    gross: { ...money, sortable: true },
    fees: money,
    refunds: money,
    chargebacks: money,
    reserve_held: money,
    reserve_released: money,
    period_start: { type: 'datetime', filter: 'range', sortable: true },
    net: { ...money, filter: 'range', sortable: true, computed: true },
    status_reason: { type: 'text', unset: true, hideInTable: true },
    settled_at: { type: 'datetime', unset: true, hideInTable: true },
    updated_by: { type: 'text', unset: true, hideInTable: true },
    updated_at: { type: 'datetime', hideInTable: true },
    created_at: { type: 'datetime', hideInTable: true },
  },
  list: {
    columns: [
      'batch_no',
      'gross',
      'fees',
      'refunds',
      'chargebacks',
      'reserve_held',
      'reserve_released',
      'net',
      'status',
      'cust_id',
      'merchant_name',
      'cycle',
      'period_start',
      'period_end',
      'currency',
    ],
    hidden: [
      'gross',
      'fees',
      'refunds',
      'chargebacks',
      'reserve_held',
      'reserve_released',
      'cust_id',
      'cycle',
      'period_start',
      'currency',
    ],
    defaultSort: { field: 'period_start', order: 'descend' },
  },
  detail: {
    sections: [
      {
        key: 'batch',
        fields: ['batch_no', 'cust_id', 'merchant_name', 'cycle', 'period_start', 'period_end', 'currency'],
      },
      {
        key: 'figures',
        fields: ['gross', 'fees', 'refunds', 'chargebacks', 'reserve_held', 'reserve_released', 'net'],
      },
      {
        key: 'state',
        fields: ['status', 'status_reason', 'settled_at', 'updated_by', 'updated_at', 'created_at'],
      },
    ],
  },
  actions: [
    {
      key: 'settle',
      control: { kind: 'settlement' },
      when: { field: 'status', in: [0] },
      to: { status: 1 },
      confirm: true,
      summary: ['batch_no', 'merchant_name', 'period_start', 'period_end', 'net'],
    },
    {
      key: 'fail',
      when: { field: 'status', in: [0] },
      to: { status: 2 },
      reason: true,
      danger: true,
    },
    { key: 'statement', download: true },
  ],
  export: true,
});

export default settlement;
