import type { ResourceLabels } from '@/console/types';

/** Labels of the `feeConf` resource, both languages: title, fields, actions, sections... */
export const feeConf: ResourceLabels = {
  'zh-CN': {
    title: '费率配置',
    record: '费率配置',
    fields: {
      fee_id: '配置编号',
      payment_method: '支付方式',
      fee_method: '扣费方式',
      percent_fee: '百分比费率 (%)',
      fixed_fee: '固定费用',
      min_fee: '最低手续费',
      max_fee: '最高手续费',
    },
    sections: {
      scope: '适用范围',
      fee: '费用',
      state: '状态',
    },
  },
  'en-US': {
    title: 'Fee configuration',
    record: 'fee config',
    fields: {
      fee_id: 'Config ID',
      payment_method: 'Payment method',
      fee_method: 'Fee method',
      percent_fee: 'Percent fee (%)',
      fixed_fee: 'Fixed fee',
      min_fee: 'Minimum fee',
      max_fee: 'Maximum fee',
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
    record: '钱包费率配置',
  },
  'en-US': {
    title: 'Wallet fee configuration',
    record: 'wallet fee config',
  },
};
