import { walletLabels } from '../walletLabels';

/** Labels of the `feeConf` resource (fields, actions, sections), in both languages; the wallet's are a copy. */
const feeConf = {
  'zh-CN': {
    'resources.feeConf.title': '费率配置',
    'resources.feeConf.fields.fee_id': '配置编号',
    'resources.feeConf.fields.cust_id': '商户号',
    'resources.feeConf.fields.merchant_name': '商户名称',
    'resources.feeConf.fields.channel_code': '支付渠道',
    'resources.feeConf.fields.channel_name': '渠道名称',
    'resources.feeConf.fields.payment_method': '支付方式',
    'resources.feeConf.fields.currency': '币种',
    'resources.feeConf.fields.fee_method': '扣费方式',
    'resources.feeConf.fields.percent_fee': '百分比费率 (%)',
    'resources.feeConf.fields.fixed_fee': '固定费用',
    'resources.feeConf.fields.min_fee': '最低手续费',
    'resources.feeConf.fields.max_fee': '最高手续费',
    'resources.feeConf.fields.status': '状态',
    'resources.feeConf.fields.updated_by': '更新人',
    'resources.feeConf.fields.updated_at': '更新时间',
    'resources.feeConf.fields.created_at': '创建时间',
    'resources.feeConf.actions.edit': '编辑',
    'resources.feeConf.actions.enable': '启用',
    'resources.feeConf.actions.disable': '停用',
    'resources.feeConf.sections.scope': '适用范围',
    'resources.feeConf.sections.fee': '费用',
    'resources.feeConf.sections.state': '状态',
  },
  'en-US': {
    'resources.feeConf.title': 'Fee configuration',
    'resources.feeConf.fields.fee_id': 'Config ID',
    'resources.feeConf.fields.cust_id': 'Merchant ID',
    'resources.feeConf.fields.merchant_name': 'Merchant',
    'resources.feeConf.fields.channel_code': 'Payment channel',
    'resources.feeConf.fields.channel_name': 'Channel name',
    'resources.feeConf.fields.payment_method': 'Payment method',
    'resources.feeConf.fields.currency': 'Currency',
    'resources.feeConf.fields.fee_method': 'Fee method',
    'resources.feeConf.fields.percent_fee': 'Percent fee (%)',
    'resources.feeConf.fields.fixed_fee': 'Fixed fee',
    'resources.feeConf.fields.min_fee': 'Minimum fee',
    'resources.feeConf.fields.max_fee': 'Maximum fee',
    'resources.feeConf.fields.status': 'Status',
    'resources.feeConf.fields.updated_by': 'Updated by',
    'resources.feeConf.fields.updated_at': 'Updated at',
    'resources.feeConf.fields.created_at': 'Created at',
    'resources.feeConf.actions.edit': 'Edit',
    'resources.feeConf.actions.enable': 'Enable',
    'resources.feeConf.actions.disable': 'Disable',
    'resources.feeConf.sections.scope': 'Applies to',
    'resources.feeConf.sections.fee': 'Fee',
    'resources.feeConf.sections.state': 'Status',
  },
};

export const walletFeeConf = walletLabels('feeConf', feeConf, {
  'zh-CN': '钱包费率配置',
  'en-US': 'Wallet fee configuration',
});

export default feeConf;
