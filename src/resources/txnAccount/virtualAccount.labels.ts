import type { ResourceLabels } from '@/console/types';

/** Labels of the `virtualAccount` resource, both languages: title, fields, actions, sections... */
export const virtualAccount: ResourceLabels = {
  'zh-CN': {
    fields: {
      account_id: '收款账户 ID',
      id: '收款账户 ID',
      cust_id: '商户号',
      merchant_name: '商户名称',
      currency: '币种',
      bank_name: '开户银行',
      bank_country: '银行所在国家/地区',
      account_no: '账号',
      account_last4: '账号后四位',
      status: '状态',
      status_reason: '冻结/解冻原因',
      created_at: '开立时间',
      updated_by: '操作人',
      updated_at: '操作时间',
    },
    actions: {
      freeze: '冻结',
      unfreeze: '解冻',
    },
    sections: {
      account: '账户',
      merchant: '商户',
      state: '状态',
    },
    title: '全球收款账户',
    links: {
      detail: '详情',
    },
  },
  'en-US': {
    fields: {
      account_id: 'Account ID',
      id: 'Account ID',
      cust_id: 'Merchant ID',
      merchant_name: 'Merchant',
      currency: 'Currency',
      bank_name: 'Bank',
      bank_country: 'Bank country',
      account_no: 'Account number',
      account_last4: 'Account number, last 4',
      status: 'Status',
      status_reason: 'Freeze/unfreeze reason',
      created_at: 'Opened at',
      updated_by: 'Changed by',
      updated_at: 'Changed at',
    },
    actions: {
      freeze: 'Freeze',
      unfreeze: 'Unfreeze',
    },
    sections: {
      account: 'Account',
      merchant: 'Merchant',
      state: 'Status',
    },
    title: 'Global receiving accounts',
    links: {
      detail: 'Details',
    },
  },
};

/** What the wallet twin says otherwise (src/resources/product.ts); the rest of its labels are these. */
export const virtualAccountWallet: ResourceLabels = {
  'zh-CN': {
    title: '钱包收款账户',
  },
  'en-US': {
    title: 'Wallet receiving accounts',
  },
};

/** Labels of the `virtualAccountDetail` resource, both languages: title, fields, actions, sections... */
export const virtualAccountDetail: ResourceLabels = {
  'zh-CN': {
    fields: {
      account_id: '收款账户 ID',
      id: '收款账户 ID',
      cust_id: '商户号',
      merchant_name: '商户名称',
      currency: '币种',
      bank_name: '开户银行',
      bank_country: '银行所在国家/地区',
      account_no: '账号',
      account_last4: '账号后四位',
      status: '状态',
      status_reason: '冻结/解冻原因',
      created_at: '开立时间',
      updated_by: '操作人',
      updated_at: '操作时间',
    },
    actions: {
      freeze: '冻结',
      unfreeze: '解冻',
    },
    sections: {
      account: '账户',
      merchant: '商户',
      state: '状态',
    },
    title: '收款账户详情',
    parentTitle: '收款账户 {id}',
  },
  'en-US': {
    fields: {
      account_id: 'Account ID',
      id: 'Account ID',
      cust_id: 'Merchant ID',
      merchant_name: 'Merchant',
      currency: 'Currency',
      bank_name: 'Bank',
      bank_country: 'Bank country',
      account_no: 'Account number',
      account_last4: 'Account number, last 4',
      status: 'Status',
      status_reason: 'Freeze/unfreeze reason',
      created_at: 'Opened at',
      updated_by: 'Changed by',
      updated_at: 'Changed at',
    },
    actions: {
      freeze: 'Freeze',
      unfreeze: 'Unfreeze',
    },
    sections: {
      account: 'Account',
      merchant: 'Merchant',
      state: 'Status',
    },
    title: 'Receiving account',
    parentTitle: 'Receiving account {id}',
  },
};

/** What the wallet twin says otherwise (src/resources/product.ts); the rest of its labels are these. */
export const virtualAccountDetailWallet: ResourceLabels = {
  'zh-CN': {
    title: '钱包收款账户详情',
    parentTitle: '钱包收款账户 {id}',
  },
  'en-US': {
    title: 'Wallet receiving account',
    parentTitle: 'Wallet receiving account {id}',
  },
};
