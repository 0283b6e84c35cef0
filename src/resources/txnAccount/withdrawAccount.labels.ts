import type { ResourceLabels } from '@/console/types';
import { withReview } from './review.labels';

/** Labels of the `withdrawAccount` resource, both languages: title, fields, actions, sections... */
export const withdrawAccount: ResourceLabels = withReview({
  'zh-CN': {
    title: '提现账户',
    fields: {
      withdraw_account_id: '提现账户 ID',
      cust_id: '商户号',
      merchant_name: '商户名称',
      holder_name: '开户名',
      bank_name: '开户银行',
      bank_country: '银行所在国家/地区',
      swift_code: 'SWIFT 代码',
      currency: '币种',
      account_no: '银行账号',
      account_last4: '账号后四位',
      created_at: '添加时间',
    },
    sections: {
      bank: '银行',
      account: '账户',
      merchant: '商户',
    },
  },
  'en-US': {
    title: 'Withdrawal accounts',
    fields: {
      withdraw_account_id: 'Withdrawal account ID',
      cust_id: 'Merchant ID',
      merchant_name: 'Merchant',
      holder_name: 'Account holder',
      bank_name: 'Bank',
      bank_country: 'Bank country',
      swift_code: 'SWIFT code',
      currency: 'Currency',
      account_no: 'Account number',
      account_last4: 'Account number, last 4',
      created_at: 'Added at',
    },
    sections: {
      bank: 'Bank',
      account: 'Account',
      merchant: 'Merchant',
    },
  },
});

/** What the wallet twin says otherwise (src/resources/product.ts); the rest of its labels are these. */
export const withdrawAccountWallet: ResourceLabels = {
  'zh-CN': {
    title: '钱包提现账户',
  },
  'en-US': {
    title: 'Wallet withdrawal accounts',
  },
};
