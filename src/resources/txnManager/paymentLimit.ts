import { resource } from '../../console/decl';
import { underControl } from '../control';
import type { InputDef } from '../../console/types';
import { forProduct, type Product } from '../product';
import { AMOUNT } from './feeConf';
import { enableDisable } from '../enableDisable';
import {
  paymentLimit as paymentLimitLabels,
  paymentLimitWallet as paymentLimitWalletLabels,
} from './paymentLimit.labels';

/**
 * The limits, in the row's currency (no more decimals than it has), each not below the one before: single minimum
 * ≤ single maximum ≤ daily ≤ monthly. Compared exactly as decimal strings, in the form and again by the server.
 */
const LIMIT_FORM: Record<string, InputDef> = {
  single_min: { type: 'money', currencyField: 'currency', pattern: AMOUNT, min: 0, required: true },
  single_max: {
    type: 'money',
    currencyField: 'currency',
    pattern: AMOUNT,
    min: 0,
    positive: true,
    required: true,
    atLeast: 'single_min',
  },
  daily_limit: {
    type: 'money',
    currencyField: 'currency',
    pattern: AMOUNT,
    min: 0,
    required: true,
    atLeast: 'single_max',
  },
  monthly_limit: {
    type: 'money',
    currencyField: 'currency',
    pattern: AMOUNT,
    min: 0,
    required: true,
    atLeast: 'daily_limit',
  },
};

/**
 * Payment limits (`/txnManager/paymentLimit`, the wallet's `/wallet/paymentLimit`): per approved merchant and
 * currency, the smallest and largest single payment and the daily and monthly totals. One limit per merchant and
 * currency (the server refuses a second). Each product line keeps its own limits.
 */
export const paymentLimitDef = <P extends Product>(product: P) =>
  forProduct(
    product,
    resource({
      key: 'paymentLimit',
      labels: paymentLimitLabels,
      api: '/v1/admin/payment-limits',
      rowKey: 'limit_id',
      fields: {
        cust_id: { type: 'id', filter: 'eq', sortable: true, width: 110 },
        merchant_name: { type: 'text', filter: 'like', computed: true },
        currency: { type: 'currency', filter: 'eq', width: 90 },
        status: { type: 'enum', enum: 'enabled12', filter: 'in', width: 90 },
        single_min: { type: 'money', currencyField: 'currency' },
        single_max: { type: 'money', currencyField: 'currency', sortable: true },
        daily_limit: { type: 'money', currencyField: 'currency', sortable: true },
        monthly_limit: { type: 'money', currencyField: 'currency', filter: 'range', sortable: true },
        limit_id: { type: 'id', filter: 'eq', copyable: true, width: 120 },
        updated_by: { type: 'text', hideInTable: true },
        updated_at: { type: 'datetime', filter: 'range', sortable: true },
        created_at: { type: 'datetime', hideInTable: true },
      },
      list: {
        columns: [
          'limit_id',
          'cust_id',
          'status',
          'single_min',
          'single_max',
          'daily_limit',
          'monthly_limit',
          'merchant_name',
          'currency',
          'updated_at',
        ],
        hidden: ['limit_id', 'single_min', 'currency', 'updated_at'],
        defaultSort: { field: 'updated_at', order: 'descend' },
      },
      detail: {
        sections: [
          { key: 'scope', fields: ['limit_id', 'cust_id', 'merchant_name', 'currency'] },
          { key: 'limits', fields: ['single_min', 'single_max', 'daily_limit', 'monthly_limit'] },
          { key: 'state', fields: ['status', 'updated_by', 'updated_at', 'created_at'] },
        ],
      },
      create: {
        form: {
          cust_id: {
            type: 'options',
            options: { resource: 'merchant', value: 'cust_id', label: 'name', filter: { status: '1' } },
            required: true,
          },
          currency: { type: 'currency', required: true },
          ...LIMIT_FORM,
        },
      },
      actions: underControl('limit', [
        { key: 'edit', form: LIMIT_FORM, changes: true, summary: ['limit_id', 'merchant_name', 'currency'] },
        ...enableDisable('confirm', 'confirm'),
      ]),
      export: true,
    }),
    paymentLimitWalletLabels,
  );

export const paymentLimit = paymentLimitDef('txn');
export const walletPaymentLimit = paymentLimitDef('wallet');
