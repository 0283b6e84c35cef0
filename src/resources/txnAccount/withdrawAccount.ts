import { resource } from '../../console/decl';
import { forProduct, type Product } from '../product';
import { REVIEW_ACTIONS, REVIEW_FIELDS } from './review';
import {
  withdrawAccount as withdrawAccountLabels,
  withdrawAccountWallet as withdrawAccountWalletLabels,
} from './withdrawAccount.labels';

/**
 * Withdrawal accounts (`/txnAccount/withdraw`, `/wallet/withdraw`): the merchant's own bank accounts its balance is
 * withdrawn to, in the holder's name, with the number shown as its last 4. An account receives withdrawals only once
 * approved; it is approved or rejected (with a reason) while pending review. Both product lines, one declaration.
 */
export const withdrawAccountDef = <P extends Product>(product: P) =>
  forProduct(
    product,
    resource({
      key: 'withdrawAccount',
      labels: withdrawAccountLabels,
      api: '/v1/admin/withdraw-accounts',
      rowKey: 'withdraw_account_id',
      fields: {
        withdraw_account_id: { type: 'id', filter: 'eq', copyable: true, sortable: true, width: 130 },
        cust_id: { type: 'id', filter: 'eq', width: 100 },
        merchant_name: { type: 'text', filter: 'like' },
        holder_name: { type: 'text', filter: 'like' },
        bank_name: { type: 'text', filter: 'like' },
        bank_country: { type: 'country', filter: 'in', width: 110 },
        swift_code: { type: 'text', filter: 'eq', hideInTable: true },
        currency: { type: 'currency', filter: 'in', width: 90 },
        account_no: { type: 'masked', mask: 'last4', width: 120 },
        account_last4: { type: 'text', filter: 'eq', hideInTable: true, hideInDetail: true, computed: true },
        ...REVIEW_FIELDS,
        created_at: { type: 'datetime', filter: 'range', sortable: true },
      },
      // Who reviewed it, when, and why (the latest review).
      stamp: { by: 'reviewer', at: 'reviewed_at', reason: 'review_reason' },
      list: {
        columns: [
          'withdraw_account_id',
          'review_status',
          'cust_id',
          'merchant_name',
          'holder_name',
          'bank_name',
          'bank_country',
          'currency',
          'account_no',
          'created_at',
        ],
        hidden: ['cust_id', 'holder_name', 'bank_country', 'currency'],
        filters: [
          'withdraw_account_id',
          'cust_id',
          'merchant_name',
          'holder_name',
          'bank_name',
          'bank_country',
          'currency',
          'account_last4',
          'review_status',
          'created_at',
        ],
        defaultSort: { field: 'created_at', order: 'descend' },
      },
      detail: {
        sections: [
          { key: 'bank', fields: ['withdraw_account_id', 'holder_name', 'bank_name', 'bank_country', 'swift_code'] },
          { key: 'account', fields: ['currency', 'account_no'] },
          { key: 'merchant', fields: ['cust_id', 'merchant_name'] },
          { key: 'review', fields: ['review_status', 'reviewer', 'reviewed_at', 'review_reason', 'created_at'] },
        ],
      },
      actions: REVIEW_ACTIONS,
      export: true,
    }),
    withdrawAccountWalletLabels,
  );

export const withdrawAccount = withdrawAccountDef('txn');
export const walletWithdrawAccount = withdrawAccountDef('wallet');
