import type { ResourceLabels } from '@/console/types';

/** Labels of the `transfer` resource, both languages: title, fields, actions, sections... */
export const transfer: ResourceLabels = {
  'zh-CN': {
    title: '转账',
    fields: {
      transfer_id: '转账单号',
      cust_id: '转出商户号',
      merchant_name: '转出商户',
      to_cust_id: '转入商户号',
      to_merchant_name: '转入商户',
      amount: '转账金额',
    },
    sections: {
      flow: '转账',
      parties: '转出与转入',
      amounts: '金额',
      times: '时间',
    },
  },
  'en-US': {
    title: 'Transfers',
    fields: {
      transfer_id: 'Transfer ID',
      cust_id: 'From merchant ID',
      merchant_name: 'From merchant',
      to_cust_id: 'To merchant ID',
      to_merchant_name: 'To merchant',
      created_at: 'Created',
    },
    sections: {
      flow: 'Transfer',
      parties: 'From and to',
      amounts: 'Amounts',
      times: 'Times',
    },
  },
};
