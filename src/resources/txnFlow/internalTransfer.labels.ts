import type { ResourceLabels } from '@/console/types';

/** Labels of the `internalTransfer` resource, both languages: title, fields, actions, sections... */
export const internalTransfer: ResourceLabels = {
  'zh-CN': {
    title: '内部转账',
    fields: {
      internal_transfer_id: '内部转账单号',
      cust_id: '商户号',
      merchant_name: '商户名称',
      from_account: '转出账户',
      to_account: '转入账户',
      amount: '转账金额',
      currency: '币种',
      fee: '手续费',
      status: '状态',
      remark: '备注',
      created_at: '创建时间',
      completed_at: '完成时间',
    },
    sections: {
      flow: '内部转账',
      amounts: '账户与金额',
      times: '时间',
    },
  },
  'en-US': {
    title: 'Internal transfers',
    fields: {
      internal_transfer_id: 'Internal transfer ID',
      cust_id: 'Merchant ID',
      merchant_name: 'Merchant',
      from_account: 'From',
      to_account: 'To',
      amount: 'Amount',
      currency: 'Currency',
      fee: 'Fee',
      status: 'Status',
      remark: 'Remark',
      created_at: 'Created',
      completed_at: 'Completed',
    },
    sections: {
      flow: 'Internal transfer',
      amounts: 'Accounts and amount',
      times: 'Times',
    },
  },
};
