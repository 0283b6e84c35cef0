import type { ResourceLabels } from '@/console/types';

/** Labels of the `bill` resource, both languages: title, fields, actions, sections... */
export const bill: ResourceLabels = {
  'zh-CN': {
    title: '账单',
    fields: {
      bill_id: '流水号',
      direction: '方向',
      balance_after: '变动后可用余额',
      ref_no: '关联单号',
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
      direction: 'Direction',
      balance_after: 'Available after',
      ref_no: 'Reference',
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
