import type { ResourceLabels } from '@/console/types';

/** Labels of the `balance` resource, both languages: title, fields, actions, sections... */
export const balance: ResourceLabels = {
  'zh-CN': {
    title: '余额',
    fields: {
      balance_id: '余额账户 ID',
      cust_id: '商户号',
      merchant_name: '商户名称',
      currency: '币种',
      available: '可用余额',
      pending: '待结算',
      frozen: '冻结金额',
      reserve: '保证金',
      total: '总余额',
      updated_by: '最后调账人',
      updated_at: '更新时间',
      direction: '调账方向',
      amount: '调账金额',
    },
    actions: {
      adjust: '手工调账',
    },
    sections: {
      account: '账户',
      amounts: '金额',
      audit: '修改记录',
    },
  },
  'en-US': {
    title: 'Balances',
    fields: {
      balance_id: 'Balance ID',
      cust_id: 'Merchant ID',
      merchant_name: 'Merchant',
      currency: 'Currency',
      available: 'Available',
      pending: 'Pending',
      frozen: 'Frozen',
      reserve: 'Reserve',
      total: 'Total',
      updated_by: 'Last adjusted by',
      updated_at: 'Updated at',
      direction: 'Direction',
      amount: 'Amount',
    },
    actions: {
      adjust: 'Manual adjustment',
    },
    sections: {
      account: 'Account',
      amounts: 'Amounts',
      audit: 'Changes',
    },
  },
};

/** What the wallet twin says otherwise (src/resources/product.ts); the rest of its labels are these. */
export const balanceWallet: ResourceLabels = {
  'zh-CN': {
    title: '钱包余额',
  },
  'en-US': {
    title: 'Wallet balances',
  },
};
