import type { ResourceLabels } from '@/console/types';

/** Labels of the `collection` resource, both languages: title, fields, actions, sections... */
export const collection: ResourceLabels = {
  'zh-CN': {
    title: '收款',
    fields: {
      collection_id: '收款单号',
      product: '产品线',
      account_id: '收款账户',
      payer_name: '付款方',
      payer_bank: '付款银行',
      payer_country: '付款方国家/地区',
      payer_account_last4: '付款账号',
      rail: '清算渠道',
      amount: '收款金额',
      net_amount: '入账金额',
      failure_reason: '失败原因',
    },
    sections: {
      flow: '收款',
      payer: '付款方',
      amounts: '金额',
      times: '时间',
    },
  },
  'en-US': {
    title: 'Collections',
    fields: {
      collection_id: 'Collection ID',
      product: 'Product line',
      account_id: 'Receiving account',
      payer_name: 'Payer',
      payer_bank: 'Payer bank',
      payer_country: 'Payer country',
      payer_account_last4: 'Payer account',
      rail: 'Rail',
      net_amount: 'Net credited',
      failure_reason: 'Failure reason',
      created_at: 'Created',
    },
    sections: {
      flow: 'Collection',
      payer: 'Payer',
      amounts: 'Amounts',
      times: 'Times',
    },
  },
};
