import type { ResourceLabels } from '@/console/types';

/** Labels of the `paymentLimit` resource, both languages: title, fields, actions, sections... */
export const paymentLimit: ResourceLabels = {
  'zh-CN': {
    title: '支付限额',
    record: '支付限额',
    fields: {
      limit_id: '限额编号',
      single_min: '单笔最低',
      single_max: '单笔最高',
      monthly_limit: '单月限额',
    },
    sections: {
      scope: '适用范围',
      limits: '限额',
      state: '状态',
    },
  },
  'en-US': {
    title: 'Payment limits',
    record: 'payment limit',
    fields: {
      limit_id: 'Limit ID',
      single_min: 'Single minimum',
      single_max: 'Single maximum',
      monthly_limit: 'Monthly limit',
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
    record: '钱包限额',
  },
  'en-US': {
    title: 'Wallet payment limits',
    record: 'wallet payment limit',
  },
};
