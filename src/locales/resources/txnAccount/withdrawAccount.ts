import { walletLabels } from '../walletLabels';
import { reviewLabels } from './review';

const review = reviewLabels('withdrawAccount');

/** Labels of the `withdrawAccount` resource and its wallet twin, in both languages. */
const withdrawAccount = {
  'zh-CN': {
    ...review['zh-CN'],
    'resources.withdrawAccount.title': '提现账户',
    'resources.withdrawAccount.fields.withdraw_account_id': '提现账户 ID',
    'resources.withdrawAccount.fields.cust_id': '商户号',
    'resources.withdrawAccount.fields.merchant_name': '商户名称',
    'resources.withdrawAccount.fields.holder_name': '开户名',
    'resources.withdrawAccount.fields.bank_name': '开户银行',
    'resources.withdrawAccount.fields.bank_country': '银行所在国家/地区',
    'resources.withdrawAccount.fields.swift_code': 'SWIFT 代码',
    'resources.withdrawAccount.fields.currency': '币种',
    'resources.withdrawAccount.fields.account_no': '银行账号',
    'resources.withdrawAccount.fields.account_last4': '账号后四位',
    'resources.withdrawAccount.fields.created_at': '添加时间',
    'resources.withdrawAccount.sections.bank': '银行',
    'resources.withdrawAccount.sections.account': '账户',
    'resources.withdrawAccount.sections.merchant': '商户',
  },
  'en-US': {
    ...review['en-US'],
    'resources.withdrawAccount.title': 'Withdrawal accounts',
    'resources.withdrawAccount.fields.withdraw_account_id': 'Withdrawal account ID',
    'resources.withdrawAccount.fields.cust_id': 'Merchant ID',
    'resources.withdrawAccount.fields.merchant_name': 'Merchant',
    'resources.withdrawAccount.fields.holder_name': 'Account holder',
    'resources.withdrawAccount.fields.bank_name': 'Bank',
    'resources.withdrawAccount.fields.bank_country': 'Bank country',
    'resources.withdrawAccount.fields.swift_code': 'SWIFT code',
    'resources.withdrawAccount.fields.currency': 'Currency',
    'resources.withdrawAccount.fields.account_no': 'Account number',
    'resources.withdrawAccount.fields.account_last4': 'Account number, last 4',
    'resources.withdrawAccount.fields.created_at': 'Added at',
    'resources.withdrawAccount.sections.bank': 'Bank',
    'resources.withdrawAccount.sections.account': 'Account',
    'resources.withdrawAccount.sections.merchant': 'Merchant',
  },
};

export default [
  withdrawAccount,
  walletLabels('withdrawAccount', withdrawAccount, { 'zh-CN': '钱包提现账户', 'en-US': 'Wallet withdrawal accounts' }),
];
