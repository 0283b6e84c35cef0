import type { ResourceLabels } from '@/console/types';
import { withReview } from './review.labels';

/** Labels of the `poboPayer` resource, both languages: title, fields, actions, sections... */
export const poboPayer: ResourceLabels = withReview({
  'zh-CN': {
    title: 'POBO 付款人',
    record: 'POBO 付款人',
    fields: {
      payer_id: '付款人 ID',
      name: '付款人名称',
      payer_type: '付款人类型',
      registration_no: '注册号/证件号',
      address: '地址',
      documents: '证明文件',
      document_count: '文件数',
      created_at: '提交时间',
    },
    sections: {
      payer: '付款人',
      merchant: '商户',
      documents: '证明文件',
    },
  },
  'en-US': {
    title: 'POBO payers',
    record: 'POBO payer',
    fields: {
      payer_id: 'Payer ID',
      name: 'Payer name',
      payer_type: 'Payer type',
      registration_no: 'Registration / ID no.',
      address: 'Address',
      documents: 'Documents',
      document_count: 'Documents',
      created_at: 'Submitted at',
    },
    sections: {
      payer: 'Payer',
      merchant: 'Merchant',
      documents: 'Documents',
    },
  },
});
