import type { ResourceLabels } from '@/console/types';

/** Labels of the `feeConf` resource, both languages: title, fields, actions, sections... */
export const feeConf: ResourceLabels = {
  'zh-CN': {
    title: '费率配置',
    fields: {
      fee_id: '配置编号',
      cust_id: '商户号',
      merchant_name: '商户名称',
      channel_code: '支付渠道',
      channel_name: '渠道名称',
      payment_method: '支付方式',
      currency: '币种',
      fee_method: '扣费方式',
      percent_fee: '百分比费率 (%)',
      fixed_fee: '固定费用',
      min_fee: '最低手续费',
      max_fee: '最高手续费',
      status: '状态',
      updated_by: '更新人',
      updated_at: '更新时间',
      created_at: '创建时间',
    },
    actions: {
      edit: '编辑',
      enable: '启用',
      disable: '停用',
    },
    sections: {
      scope: '适用范围',
      fee: '费用',
      state: '状态',
    },
  },
  'en-US': {
    title: 'Fee configuration',
    fields: {
      fee_id: 'Config ID',
      cust_id: 'Merchant ID',
      merchant_name: 'Merchant',
      channel_code: 'Payment channel',
      channel_name: 'Channel name',
      payment_method: 'Payment method',
      currency: 'Currency',
      fee_method: 'Fee method',
      percent_fee: 'Percent fee (%)',
      fixed_fee: 'Fixed fee',
      min_fee: 'Minimum fee',
      max_fee: 'Maximum fee',
      status: 'Status',
      updated_by: 'Updated by',
      updated_at: 'Updated at',
      created_at: 'Created at',
    },
    actions: {
      edit: 'Edit',
      enable: 'Enable',
      disable: 'Disable',
    },
    sections: {
      scope: 'Applies to',
      fee: 'Fee',
      state: 'Status',
    },
  },
};

/** What the wallet twin says otherwise (src/resources/product.ts); the rest of its labels are these. */
export const feeConfWallet: ResourceLabels = {
  'zh-CN': {
    title: '钱包费率配置',
  },
  'en-US': {
    title: 'Wallet fee configuration',
  },
};
