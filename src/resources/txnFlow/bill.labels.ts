import type { ResourceLabels } from '@/console/types';

/** Labels of the `bill` resource, both languages: title, fields, actions, sections... */
export const bill: ResourceLabels = {
  'zh-CN': {
    title: '账单',
    fields: {
      bill_id: '流水号',
      cust_id: '商户号',
      merchant_name: '商户名称',
      currency: '币种',
      bill_type: '账单类型',
      direction: '方向',
      amount: '金额',
      balance_after: '变动后可用余额',
      ref_no: '关联单号',
      remark: '备注',
      created_by: '操作人',
      created_at: '记账时间',
    },
    sections: {
      entry: '流水',
      amounts: '金额与余额',
      times: '记账',
    },
  },
  'en-US': {
    title: 'Bills',
    fields: {
      bill_id: 'Entry ID',
      cust_id: 'Merchant ID',
      merchant_name: 'Merchant',
      currency: 'Currency',
      bill_type: 'Bill type',
      direction: 'Direction',
      amount: 'Amount',
      balance_after: 'Available after',
      ref_no: 'Reference',
      remark: 'Remark',
      created_by: 'Posted by',
      created_at: 'Posted',
    },
    sections: {
      entry: 'Entry',
      amounts: 'Amount and balance',
      times: 'Posting',
    },
  },
};

/** What the wallet twin says otherwise (src/resources/product.ts); the rest of its labels are these. */
export const billWallet: ResourceLabels = {
  'zh-CN': {
    title: '钱包流水',
  },
  'en-US': {
    title: 'Wallet flows',
  },
};
