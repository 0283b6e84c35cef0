import type { ResourceLabels } from '@/console/types';
import { withReview } from './review.labels';

/** Labels of the `receiver` resource, both languages: title, fields, actions, sections... */
export const receiver: ResourceLabels = withReview({
  'zh-CN': {
    title: '收款人列表',
    record: '收款人',
    fields: {
      receiver_id: '收款人 ID',
      name: '收款人名称',
      receiver_type: '收款人类型',
      bank_name: '收款银行',
      account_no: '收款账号',
      created_at: '添加时间',
    },
    sections: {
      receiver: '收款人',
      bank: '收款银行',
      merchant: '商户',
    },
  },
  'en-US': {
    title: 'Payees',
    record: 'payee',
    fields: {
      receiver_id: 'Payee ID',
      name: 'Payee name',
      receiver_type: 'Payee type',
      created_at: 'Added at',
    },
    sections: {
      receiver: 'Payee',
      bank: 'Bank',
      merchant: 'Merchant',
    },
  },
});

/** What the wallet twin says otherwise (src/resources/product.ts); the rest of its labels are these. */
export const receiverWallet: ResourceLabels = {
  'zh-CN': {
    title: '钱包收款人',
    record: '钱包收款人',
  },
  'en-US': {
    title: 'Wallet payees',
    record: 'wallet payee',
  },
};
