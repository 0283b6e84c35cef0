import type { ResourceLabels } from '@/console/types';
import { withReview } from './review.labels';

/** Labels of the `withdrawAccount` resource, both languages: title, fields, actions, sections... */
export const withdrawAccount: ResourceLabels = withReview({
  'zh-CN': {
    title: '提现账户',
    record: '提现账户',
    fields: {
      withdraw_account_id: '提现账户 ID',
      holder_name: '开户名',
      account_no: '银行账号',
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
    record: 'withdrawal account',
    fields: {
      withdraw_account_id: 'Withdrawal account ID',
      holder_name: 'Account holder',
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
    record: '钱包提现账户',
  },
  'en-US': {
    title: 'Wallet withdrawal accounts',
    record: 'wallet withdrawal account',
  },
};
