import { resource } from '../../console/decl';
import { underControl } from '../control';
import type { InputDef } from '../../console/types';
import { forProduct, type Product } from '../product';
import { feeConf as feeConfLabels, feeConfWallet as feeConfWalletLabels } from './feeConf.labels';
import { enableDisable } from '../enableDisable';

/**
 * A non-negative amount of at most 15 whole digits (10^15 minor units and more): never a float. Inputs using it also
 * declare `min: 0`, so a negative amount is refused for its range (said so), not its format.
 */
export const AMOUNT = '^\\d{1,15}(\\.\\d{1,4})?$';

/**
 * What the create and edit forms share: the fee itself. Amounts are in the row's currency and may have no more
 * decimals than it has (JPY 0, USD 2, KWD 3); the cap is not below the floor.
 */
const FEE_FORM: Record<string, InputDef> = {
  fee_method: { type: 'enum', enum: 'feeMethod', required: true },
  percent_fee: { type: 'percent', min: 0, max: 100, required: true },
  fixed_fee: { type: 'money', currencyField: 'currency', pattern: AMOUNT, min: 0, required: true },
  min_fee: { type: 'money', currencyField: 'currency', pattern: AMOUNT, min: 0, required: true },
  max_fee: { type: 'money', currencyField: 'currency', pattern: AMOUNT, min: 0, required: true, atLeast: 'min_fee' },
};

/**
 * Fee config (`/txnManager/conf`, the wallet's `/wallet/conf`): what a merchant pays per channel, payment method and
 * currency — a percent of the amount plus a fixed fee, never below the minimum nor above the maximum, deducted from
 * the amount or charged on top. One config per merchant, channel, method and currency (the server refuses a
 * second); the channel must carry the method and the currency, and the merchant must be approved. The fixed fee is
 * not above the maximum (server). Each product line keeps its own configs.
 */
export const feeConfDef = <P extends Product>(product: P) =>
  forProduct(
    product,
    resource({
      key: 'feeConf',
      labels: feeConfLabels,
      api: '/v1/admin/fee-configs',
      rowKey: 'fee_id',
      fields: {
        cust_id: { type: 'id', filter: 'eq', sortable: true, width: 110 },
        merchant_name: { type: 'text', filter: 'like', computed: true },
        channel_code: { type: 'id', filter: 'eq', width: 190 },
        payment_method: { type: 'enum', enum: 'paymentMethod', filter: 'in', width: 110 },
        channel_name: { type: 'text', hideInTable: true, computed: true },
        currency: { type: 'currency', filter: 'eq', width: 90 },
        fee_method: { type: 'enum', enum: 'feeMethod', filter: 'in', width: 100 },
        status: { type: 'enum', enum: 'enabled12', filter: 'in', width: 90 },
        percent_fee: { type: 'percent', min: 0, max: 100, filter: 'range', sortable: true, width: 100 },
        fixed_fee: { type: 'money', currencyField: 'currency', sortable: true },
        min_fee: { type: 'money', currencyField: 'currency' },
        max_fee: { type: 'money', currencyField: 'currency' },
        fee_id: { type: 'id', filter: 'eq', copyable: true, width: 120 },
        updated_by: { type: 'text', hideInTable: true },
        updated_at: { type: 'datetime', filter: 'range', sortable: true },
        created_at: { type: 'datetime', hideInTable: true },
      },
      list: {
        columns: [
          'fee_id',
          'cust_id',
          'merchant_name',
          'status',
          'percent_fee',
          'fixed_fee',
          'channel_code',
          'payment_method',
          'currency',
          'fee_method',
          'min_fee',
          'max_fee',
          'updated_at',
        ],
        hidden: ['fee_id', 'cust_id', 'currency', 'fee_method', 'min_fee', 'max_fee', 'updated_at'],
        defaultSort: { field: 'updated_at', order: 'descend' },
      },
      detail: {
        sections: [
          {
            key: 'scope',
            fields: [
              'fee_id',
              'cust_id',
              'merchant_name',
              'channel_code',
              'channel_name',
              'payment_method',
              'currency',
            ],
          },
          { key: 'fee', fields: ['fee_method', 'percent_fee', 'fixed_fee', 'min_fee', 'max_fee'] },
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
          channel_code: {
            type: 'options',
            options: { resource: 'paymentChannel', value: 'channel_code', label: 'name', filter: { status: '1' } },
            required: true,
          },
          payment_method: { type: 'enum', enum: 'paymentMethod', required: true },
          currency: { type: 'currency', required: true },
          ...FEE_FORM,
        },
      },
      actions: underControl('fee', [
        { key: 'edit', form: FEE_FORM, changes: true, summary: ['fee_id', 'merchant_name', 'currency'] },
        ...enableDisable('confirm', 'confirm'),
      ]),
      export: true,
    }),
    feeConfWalletLabels,
  );

export const feeConf = feeConfDef('txn');
export const walletFeeConf = feeConfDef('wallet');
