import type { ResourceLabels } from '@/console/types';

/** What the list and the record page of an account both call its fields and sections. */
const ACCOUNT: ResourceLabels = {
  'zh-CN': {
    fields: {
      id: '收款账户 ID',
      status_reason: '冻结/解冻原因',
      created_at: '开立时间',
      updated_by: '操作人',
      updated_at: '操作时间',
    },
    sections: {
      account: '账户',
      merchant: '商户',
      state: '状态',
    },
  },
  'en-US': {
    fields: {
      id: 'Account ID',
      status_reason: 'Freeze/unfreeze reason',
      created_at: 'Opened at',
      updated_by: 'Changed by',
      updated_at: 'Changed at',
    },
    sections: {
      account: 'Account',
      merchant: 'Merchant',
      state: 'Status',
    },
  },
};

/** Labels of the `virtualAccount` resource, both languages: title, fields, actions, sections... */
export const virtualAccount: ResourceLabels = {
  'zh-CN': {
    record: '收款账户',
    ...ACCOUNT['zh-CN'],
    title: '全球收款账户',
    links: {
      detail: '详情',
    },
  },
  'en-US': {
    record: 'receiving account',
    ...ACCOUNT['en-US'],
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
    record: '钱包收款账户',
  },
  'en-US': {
    title: 'Wallet receiving accounts',
    record: 'wallet receiving account',
  },
};

/** Labels of the `virtualAccountDetail` resource, both languages: title, fields, actions, sections... */
export const virtualAccountDetail: ResourceLabels = {
  'zh-CN': {
    record: '收款账户',
    ...ACCOUNT['zh-CN'],
    title: '收款账户详情',
    parentTitle: '收款账户 {id}',
  },
  'en-US': {
    record: 'receiving account',
    ...ACCOUNT['en-US'],
    title: 'Receiving account',
    parentTitle: 'Receiving account {id}',
  },
};

/** What the wallet twin says otherwise (src/resources/product.ts); the rest of its labels are these. */
export const virtualAccountDetailWallet: ResourceLabels = {
  'zh-CN': {
    title: '钱包收款账户详情',
    record: '钱包收款账户',
    parentTitle: '钱包收款账户 {id}',
  },
  'en-US': {
    title: 'Wallet receiving account',
    record: 'wallet receiving account',
    parentTitle: 'Wallet receiving account {id}',
  },
};
