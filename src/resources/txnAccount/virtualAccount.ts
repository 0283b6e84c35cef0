import { resource } from '../../console/decl';
import type { ActionDecl, FieldDef } from '../../console/types';
import { forProduct, type Product } from '../product';
import {
  virtualAccount as virtualAccountLabels,
  virtualAccountWallet as virtualAccountWalletLabels,
  virtualAccountDetail as virtualAccountDetailLabels,
  virtualAccountDetailWallet as virtualAccountDetailWalletLabels,
} from './virtualAccount.labels';

/** A receiving account as both its list and its record page show it. */
const FIELDS = {
  account_id: { type: 'id', filter: 'eq', copyable: true, sortable: true, width: 130 },
  // The record page's route parameter (`/txnAccount/account/detail/:id`): the account id again, answered on read.
  id: { type: 'id', hideInTable: true, hideInDetail: true, computed: true },
  cust_id: { type: 'id', filter: 'eq', sortable: true, width: 100 },
  merchant_name: { type: 'text', filter: 'like' },
  currency: { type: 'currency', filter: 'in', sortable: true, width: 90 },
  bank_name: { type: 'text', filter: 'like' },
  bank_country: { type: 'country', filter: 'in', width: 110 },
  // Answered masked (last 4) by the server: the full number never leaves it.
  account_no: { type: 'masked', mask: 'last4', width: 120 },
  // Operators find an account by the last 4 digits a merchant quotes.
  account_last4: { type: 'text', filter: 'eq', hideInTable: true, hideInDetail: true, computed: true },
  status: { type: 'enum', enum: 'virtualAccountStatus', filter: 'in', width: 100 },
  status_reason: { type: 'text', hideInTable: true, unset: true },
  created_at: { type: 'datetime', filter: 'range', sortable: true },
  updated_by: { type: 'text', hideInTable: true, unset: true },
  updated_at: { type: 'datetime', hideInTable: true, unset: true },
} as const satisfies Record<string, FieldDef>;

const SECTIONS = [
  { key: 'account', fields: ['account_id', 'currency', 'bank_name', 'bank_country', 'account_no'] },
  { key: 'merchant', fields: ['cust_id', 'merchant_name'] },
  { key: 'state', fields: ['status', 'status_reason', 'updated_by', 'updated_at', 'created_at'] },
];

/** Freeze holds what arrives at the account; unfreeze releases it. Both need a reason. */
const FREEZING: ActionDecl[] = [
  {
    key: 'freeze',
    when: { field: 'status', in: [1] },
    to: { status: 2 },
    reason: true,
    danger: true,
  },
  {
    key: 'unfreeze',
    when: { field: 'status', in: [2] },
    to: { status: 1 },
    reason: true,
  },
];

const base = (product: Product) => (product === 'wallet' ? '/wallet/account' : '/txnAccount/account');

/**
 * The collections that arrived at the account. The collection page holds both product lines' collections (each
 * marked by its product), so the wallet's accounts list theirs from it too.
 */
const RELATED = [{ resource: 'collection', field: 'account_id', by: 'account_id' }];

/**
 * Global receiving accounts (`/txnAccount/account`, `/wallet/account`): the virtual bank accounts, one per merchant
 * × currency, that buyers' and platforms' payments are collected at. The number is shown as its last 4 only. An
 * account can be frozen (collections held) and unfrozen, each with a reason; each row links to its record page.
 */
export const virtualAccountDef = <P extends Product>(product: P) =>
  forProduct(
    product,
    resource({
      key: 'virtualAccount',
      labels: virtualAccountLabels,
      api: '/v1/admin/virtual-accounts',
      rowKey: 'account_id',
      fields: FIELDS,
      list: {
        columns: [
          'account_id',
          'status',
          'cust_id',
          'merchant_name',
          'currency',
          'bank_name',
          'bank_country',
          'account_no',
          'created_at',
        ],
        hidden: ['cust_id', 'bank_country', 'created_at'],
        filters: [
          'account_id',
          'cust_id',
          'merchant_name',
          'currency',
          'account_last4',
          'bank_name',
          'bank_country',
          'status',
          'created_at',
        ],
        defaultSort: { field: 'account_id', order: 'ascend' },
      },
      detail: { sections: SECTIONS, related: RELATED },
      actions: FREEZING,
      links: [{ key: 'detail', to: `${base(product)}/detail/:id` }],
      export: true,
    }),
    virtualAccountWalletLabels,
  );

/**
 * One receiving account's record page (`/txnAccount/account/detail/:id`, hidden from the menu, opened from the
 * list): its sections, freeze/unfreeze, and the collections it received. Its own server path so
 * that its routes and permission codes do not collide with the list's.
 */
export const virtualAccountDetailDef = <P extends Product>(product: P) =>
  forProduct(
    product,
    resource({
      key: 'virtualAccountDetail',
      labels: virtualAccountDetailLabels,
      api: '/v1/admin/virtual-account-details',
      rowKey: 'account_id',
      parentParam: 'id',
      single: true,
      fields: FIELDS,
      list: {
        columns: ['account_id', 'cust_id', 'merchant_name', 'currency', 'bank_name', 'account_no', 'status'],
        filters: ['id'],
      },
      detail: { sections: SECTIONS, related: RELATED },
      actions: FREEZING,
    }),
    virtualAccountDetailWalletLabels,
  );

export const virtualAccount = virtualAccountDef('txn');
export const walletVirtualAccount = virtualAccountDef('wallet');
export const virtualAccountDetail = virtualAccountDetailDef('txn');
export const walletVirtualAccountDetail = virtualAccountDetailDef('wallet');
