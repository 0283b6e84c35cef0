import type { ResourceLabels } from '@/console/types';

/** Labels of the `balance` resource, both languages: title, fields, actions, sections... */
export const balance: ResourceLabels = {
  'zh-CN': {
    title: '余额',
    record: '余额',
    fields: {
      balance_id: '余额账户 ID',
      available: '可用余额',
      pending: '待结算',
      frozen: '冻结金额',
      reserve: '保证金',
      total: '总余额',
      updated_by: '最后调账人',
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
    record: 'balance',
    fields: {
      balance_id: 'Balance ID',
      available: 'Available',
      pending: 'Pending',
      frozen: 'Frozen',
      reserve: 'Reserve',
      total: 'Total',
      updated_by: 'Last adjusted by',
      direction: 'Direction',
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
    record: '钱包余额',
  },
  'en-US': {
    title: 'Wallet balances',
    record: 'wallet balance',
  },
};
