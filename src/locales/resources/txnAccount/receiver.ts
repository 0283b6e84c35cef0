import { walletLabels } from '../walletLabels';
import { reviewLabels } from './review';

const review = reviewLabels('receiver');

/** Labels of the `receiver` (payee) resource and its wallet twin, in both languages. */
const receiver = {
  'zh-CN': {
    ...review['zh-CN'],
    'resources.receiver.title': '收款人列表',
    'resources.receiver.fields.receiver_id': '收款人 ID',
    'resources.receiver.fields.cust_id': '商户号',
    'resources.receiver.fields.merchant_name': '商户名称',
    'resources.receiver.fields.name': '收款人名称',
    'resources.receiver.fields.receiver_type': '收款人类型',
    'resources.receiver.fields.country': '国家/地区',
    'resources.receiver.fields.currency': '币种',
    'resources.receiver.fields.bank_name': '收款银行',
    'resources.receiver.fields.swift_code': 'SWIFT 代码',
    'resources.receiver.fields.account_no': '收款账号',
    'resources.receiver.fields.account_last4': '账号后四位',
    'resources.receiver.fields.created_at': '添加时间',
    'resources.receiver.sections.receiver': '收款人',
    'resources.receiver.sections.bank': '收款银行',
    'resources.receiver.sections.merchant': '商户',
  },
  'en-US': {
    ...review['en-US'],
    'resources.receiver.title': 'Payees',
    'resources.receiver.fields.receiver_id': 'Payee ID',
    'resources.receiver.fields.cust_id': 'Merchant ID',
    'resources.receiver.fields.merchant_name': 'Merchant',
    'resources.receiver.fields.name': 'Payee name',
    'resources.receiver.fields.receiver_type': 'Payee type',
    'resources.receiver.fields.country': 'Country',
    'resources.receiver.fields.currency': 'Currency',
    'resources.receiver.fields.bank_name': 'Bank',
    'resources.receiver.fields.swift_code': 'SWIFT code',
    'resources.receiver.fields.account_no': 'Account number',
    'resources.receiver.fields.account_last4': 'Account number, last 4',
    'resources.receiver.fields.created_at': 'Added at',
    'resources.receiver.sections.receiver': 'Payee',
    'resources.receiver.sections.bank': 'Bank',
    'resources.receiver.sections.merchant': 'Merchant',
  },
};

export default [receiver, walletLabels('receiver', receiver, { 'zh-CN': '钱包收款人', 'en-US': 'Wallet payees' })];
