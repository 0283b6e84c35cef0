import type { ResourceLabels } from '@/console/types';

/** Labels of the `internalTransfer` resource, both languages: title, fields, actions, sections... */
export const internalTransfer: ResourceLabels = {
  'zh-CN': {
    title: '内部转账',
    fields: {
      internal_transfer_id: '内部转账单号',
      from_account: '转出账户',
      to_account: '转入账户',
      amount: '转账金额',
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
      from_account: 'From',
      to_account: 'To',
      created_at: 'Created',
    },
    sections: {
      flow: 'Internal transfer',
      amounts: 'Accounts and amount',
      times: 'Times',
    },
  },
};
