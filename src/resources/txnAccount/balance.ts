import { resource } from '../../console/decl';
import { forProduct, type Product } from '../product';
import { balance as balanceLabels, balanceWallet as balanceWalletLabels } from './balance.labels';

/**
 * Balances (`/txnAccount/balance`, `/wallet/balance`): one row per merchant × currency with what is available to pay
 * out, what is still pending settlement, what is frozen (disputes, investigations) and the rolling reserve, each in
 * the currency's minor units. A manual adjustment moves the available balance in or out (bill type 13, with the
 * operator and the reason), after a confirmation showing the balance now and after; a debit never takes it below
 * zero. The same declaration serves both product lines.
 */
export const balanceDef = <P extends Product>(product: P) =>
  forProduct(
    product,
    resource({
      key: 'balance',
      labels: balanceLabels,
      api: '/v1/admin/balances',
      rowKey: 'balance_id',
      fields: {
        balance_id: { type: 'id', filter: 'eq', copyable: true, width: 130 },
        cust_id: { type: 'id', filter: 'eq', sortable: true, width: 100 },
        merchant_name: { type: 'text', filter: 'like' },
        currency: { type: 'currency', filter: 'in', sortable: true, width: 90 },
        available: { type: 'money', currencyField: 'currency', filter: 'range', sortable: true },
        pending: { type: 'money', currencyField: 'currency', sortable: true },
        frozen: { type: 'money', currencyField: 'currency', sortable: true },
        reserve: { type: 'money', currencyField: 'currency', sortable: true },
        total: { type: 'money', currencyField: 'currency', sortable: true, computed: true },
        updated_by: { type: 'text', hideInTable: true, unset: true },
        updated_at: { type: 'datetime', filter: 'range', sortable: true },
      },
      list: {
        columns: [
          'balance_id',
          'merchant_name',
          'available',
          'pending',
          'frozen',
          'reserve',
          'total',
          'cust_id',
          'currency',
          'updated_at',
        ],
        hidden: ['reserve', 'total', 'cust_id', 'currency'],
        filters: ['cust_id', 'merchant_name', 'currency', 'available', 'updated_at', 'balance_id'],
        defaultSort: { field: 'cust_id', order: 'ascend' },
      },
      detail: {
        sections: [
          { key: 'account', fields: ['balance_id', 'cust_id', 'merchant_name', 'currency'] },
          { key: 'amounts', fields: ['available', 'pending', 'frozen', 'reserve', 'total'] },
          { key: 'audit', fields: ['updated_by', 'updated_at'] },
        ],
      },
      actions: [
        {
          key: 'adjust',
          // Always a second operator's decision (DOMAIN.md "Dual control").
          control: { kind: 'adjustment' },
          confirm: true,
          reason: true,
          danger: true,
          form: {
            direction: { type: 'enum', enum: 'direction', required: true },
            amount: { type: 'money', currencyField: 'currency', positive: true, required: true },
          },
          summary: ['balance_id', 'merchant_name', 'currency', 'direction', 'amount'],
          // A debit never takes the available balance below zero: refused in the form, before sending.
          result: {
            field: 'available',
            amount: 'amount',
            currencyField: 'currency',
            sign: { input: 'direction', minus: 'debit' },
            nonNegative: true,
          },
        },
      ],
      export: true,
    }),
    balanceWalletLabels,
  );

export const balance = balanceDef('txn');
export const walletBalance = balanceDef('wallet');
