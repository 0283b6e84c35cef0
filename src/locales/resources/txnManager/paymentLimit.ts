import { walletLabels } from '../walletLabels';

/** Labels of the `paymentLimit` resource (fields, actions, sections), in both languages; the wallet's are a copy. */
const paymentLimit = {
  'zh-CN': {
    'resources.paymentLimit.title': '支付限额',
    'resources.paymentLimit.fields.limit_id': '限额编号',
    'resources.paymentLimit.fields.cust_id': '商户号',
    'resources.paymentLimit.fields.merchant_name': '商户名称',
    'resources.paymentLimit.fields.currency': '币种',
    'resources.paymentLimit.fields.single_min': '单笔最低',
    'resources.paymentLimit.fields.single_max': '单笔最高',
    'resources.paymentLimit.fields.daily_limit': '单日限额',
    'resources.paymentLimit.fields.monthly_limit': '单月限额',
    'resources.paymentLimit.fields.status': '状态',
    'resources.paymentLimit.fields.updated_by': '更新人',
    'resources.paymentLimit.fields.updated_at': '更新时间',
    'resources.paymentLimit.fields.created_at': '创建时间',
    'resources.paymentLimit.actions.edit': '编辑',
    'resources.paymentLimit.actions.enable': '启用',
    'resources.paymentLimit.actions.disable': '停用',
    'resources.paymentLimit.sections.scope': '适用范围',
    'resources.paymentLimit.sections.limits': '限额',
    'resources.paymentLimit.sections.state': '状态',
  },
  'en-US': {
    'resources.paymentLimit.title': 'Payment limits',
    'resources.paymentLimit.fields.limit_id': 'Limit ID',
    'resources.paymentLimit.fields.cust_id': 'Merchant ID',
    'resources.paymentLimit.fields.merchant_name': 'Merchant',
    'resources.paymentLimit.fields.currency': 'Currency',
    'resources.paymentLimit.fields.single_min': 'Single minimum',
    'resources.paymentLimit.fields.single_max': 'Single maximum',
    'resources.paymentLimit.fields.daily_limit': 'Daily limit',
    'resources.paymentLimit.fields.monthly_limit': 'Monthly limit',
    'resources.paymentLimit.fields.status': 'Status',
    'resources.paymentLimit.fields.updated_by': 'Updated by',
    'resources.paymentLimit.fields.updated_at': 'Updated at',
    'resources.paymentLimit.fields.created_at': 'Created at',
    'resources.paymentLimit.actions.edit': 'Edit',
    'resources.paymentLimit.actions.enable': 'Enable',
    'resources.paymentLimit.actions.disable': 'Disable',
    'resources.paymentLimit.sections.scope': 'Applies to',
    'resources.paymentLimit.sections.limits': 'Limits',
    'resources.paymentLimit.sections.state': 'Status',
  },
};

export const walletPaymentLimit = walletLabels('paymentLimit', paymentLimit, {
  'zh-CN': '钱包限额',
  'en-US': 'Wallet payment limits',
});

export default paymentLimit;
