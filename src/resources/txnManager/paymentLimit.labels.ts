import type { ResourceLabels } from '@/console/types';

/** Labels of the `paymentLimit` resource, both languages: title, fields, actions, sections... */
export const paymentLimit: ResourceLabels = {
  'zh-CN': {
    title: '支付限额',
    fields: {
      limit_id: '限额编号',
      cust_id: '商户号',
      merchant_name: '商户名称',
      currency: '币种',
      single_min: '单笔最低',
      single_max: '单笔最高',
      daily_limit: '单日限额',
      monthly_limit: '单月限额',
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
      limits: '限额',
      state: '状态',
    },
  },
  'en-US': {
    title: 'Payment limits',
    fields: {
      limit_id: 'Limit ID',
      cust_id: 'Merchant ID',
      merchant_name: 'Merchant',
      currency: 'Currency',
      single_min: 'Single minimum',
      single_max: 'Single maximum',
      daily_limit: 'Daily limit',
      monthly_limit: 'Monthly limit',
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
      limits: 'Limits',
      state: 'Status',
    },
  },
};

/** What the wallet twin says otherwise (src/resources/product.ts); the rest of its labels are these. */
export const paymentLimitWallet: ResourceLabels = {
  'zh-CN': {
    title: '钱包限额',
  },
  'en-US': {
    title: 'Wallet payment limits',
  },
};
