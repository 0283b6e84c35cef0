import { resource } from '../../console/decl';
import { forProduct, type Product } from '../product';
import { REVIEW_ACTIONS, REVIEW_FIELDS } from './review';
import { receiver as receiverLabels, receiverWallet as receiverWalletLabels } from './receiver.labels';

/**
 * Payees (`/txnAccount/receiver`, `/wallet/receiver`): the beneficiaries a merchant pays out to, with their bank,
 * its country, the currency paid and the account number shown as its last 4. A payee is paid only once approved;
 * compliance approves or rejects it (with a reason) while it is pending review. Both product lines, one declaration.
 */
export const receiverDef = <P extends Product>(product: P) =>
  forProduct(
    product,
    resource({
      key: 'receiver',
      labels: receiverLabels,
      api: '/v1/admin/receivers',
      rowKey: 'receiver_id',
      fields: {
        receiver_id: { type: 'id', filter: 'eq', copyable: true, sortable: true, width: 130 },
        cust_id: { type: 'id', filter: 'eq', width: 100 },
        merchant_name: { type: 'text', filter: 'like' },
        name: { type: 'text', filter: 'like', sortable: true },
        receiver_type: { type: 'enum', enum: 'partyType', filter: 'in', width: 100 },
        country: { type: 'country', filter: 'in', width: 110 },
        currency: { type: 'currency', filter: 'in', width: 90 },
        bank_name: { type: 'text', filter: 'like' },
        swift_code: { type: 'text', filter: 'eq', hideInTable: true },
        account_no: { type: 'masked', mask: 'last4', width: 120 },
        account_last4: { type: 'text', filter: 'eq', hideInTable: true, hideInDetail: true, computed: true },
        ...REVIEW_FIELDS,
        created_at: { type: 'datetime', filter: 'range', sortable: true },
      },
      // Who reviewed it, when, and why (the latest review).
      stamp: { by: 'reviewer', at: 'reviewed_at', reason: 'review_reason' },
      list: {
        columns: [
          'receiver_id',
          'review_status',
          'name',
          'merchant_name',
          'receiver_type',
          'country',
          'currency',
          'bank_name',
          'account_no',
          'created_at',
        ],
        hidden: ['receiver_type', 'currency', 'bank_name', 'account_no'],
        filters: [
          'receiver_id',
          'cust_id',
          'merchant_name',
          'name',
          'receiver_type',
          'country',
          'currency',
          'bank_name',
          'swift_code',
          'account_last4',
          'review_status',
          'created_at',
        ],
        defaultSort: { field: 'created_at', order: 'descend' },
      },
      detail: {
        sections: [
          { key: 'receiver', fields: ['receiver_id', 'name', 'receiver_type', 'country'] },
          { key: 'bank', fields: ['bank_name', 'swift_code', 'currency', 'account_no'] },
          { key: 'merchant', fields: ['cust_id', 'merchant_name'] },
          { key: 'review', fields: ['review_status', 'reviewer', 'reviewed_at', 'review_reason', 'created_at'] },
        ],
      },
      actions: REVIEW_ACTIONS,
      export: true,
    }),
    receiverWalletLabels,
  );

export const receiver = receiverDef('txn');
export const walletReceiver = receiverDef('wallet');
