import { walletLabels } from '../walletLabels';

/** Labels of the `balance` resource (fields, the adjustment form, actions, sections), in both languages. */
const balance = {
  'zh-CN': {
    'resources.balance.title': '余额',
    'resources.balance.fields.balance_id': '余额账户 ID',
    'resources.balance.fields.cust_id': '商户号',
    'resources.balance.fields.merchant_name': '商户名称',
    'resources.balance.fields.currency': '币种',
    'resources.balance.fields.available': '可用余额',
    'resources.balance.fields.pending': '待结算',
    'resources.balance.fields.frozen': '冻结金额',
    'resources.balance.fields.reserve': '保证金',
    'resources.balance.fields.total': '总余额',
    'resources.balance.fields.updated_by': '最后调账人',
    'resources.balance.fields.updated_at': '更新时间',
    'resources.balance.fields.direction': '调账方向',
    'resources.balance.fields.amount': '调账金额',
    'resources.balance.actions.adjust': '手工调账',
    'resources.balance.sections.account': '账户',
    'resources.balance.sections.amounts': '金额',
    'resources.balance.sections.audit': '修改记录',
  },
  'en-US': {
    'resources.balance.title': 'Balances',
    'resources.balance.fields.balance_id': 'Balance ID',
    'resources.balance.fields.cust_id': 'Merchant ID',
    'resources.balance.fields.merchant_name': 'Merchant',
    'resources.balance.fields.currency': 'Currency',
    'resources.balance.fields.available': 'Available',
    'resources.balance.fields.pending': 'Pending',
    'resources.balance.fields.frozen': 'Frozen',
    'resources.balance.fields.reserve': 'Reserve',
    'resources.balance.fields.total': 'Total',
    'resources.balance.fields.updated_by': 'Last adjusted by',
    'resources.balance.fields.updated_at': 'Updated at',
    'resources.balance.fields.direction': 'Direction',
    'resources.balance.fields.amount': 'Amount',
    'resources.balance.actions.adjust': 'Manual adjustment',
    'resources.balance.sections.account': 'Account',
    'resources.balance.sections.amounts': 'Amounts',
    'resources.balance.sections.audit': 'Changes',
  },
};

export default [balance, walletLabels('balance', balance, { 'zh-CN': '钱包余额', 'en-US': 'Wallet balances' })];
