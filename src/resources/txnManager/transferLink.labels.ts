import type { ResourceLabels } from '@/console/types';

/** Labels of the `transferLink` resource, both languages: title, fields, actions, sections... */
export const transferLink: ResourceLabels = {
  'zh-CN': {
    title: '转账关系',
    record: '转账关系',
    fields: {
      link_id: '关系编号',
      from_cust_id: '转出商户号',
      from_name: '转出商户',
      to_cust_id: '转入商户号',
      to_name: '转入商户',
    },
    sections: {
      link: '转账关系',
      state: '状态',
    },
  },
  'en-US': {
    title: 'Transfer relationships',
    record: 'transfer relationship',
    fields: {
      link_id: 'Link ID',
      from_cust_id: 'From merchant ID',
      from_name: 'From merchant',
      to_cust_id: 'To merchant ID',
      to_name: 'To merchant',
      remark: 'Note',
    },
    sections: {
      link: 'Relationship',
      state: 'Status',
    },
  },
};
