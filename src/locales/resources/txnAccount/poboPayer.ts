import { reviewLabels } from './review';

const review = reviewLabels('poboPayer');

/** Labels of the `poboPayer` resource (fields, actions, sections), in both languages. */
export default {
  'zh-CN': {
    ...review['zh-CN'],
    'resources.poboPayer.title': 'POBO 付款人',
    'resources.poboPayer.fields.payer_id': '付款人 ID',
    'resources.poboPayer.fields.cust_id': '商户号',
    'resources.poboPayer.fields.merchant_name': '商户名称',
    'resources.poboPayer.fields.name': '付款人名称',
    'resources.poboPayer.fields.payer_type': '付款人类型',
    'resources.poboPayer.fields.country': '国家/地区',
    'resources.poboPayer.fields.registration_no': '注册号/证件号',
    'resources.poboPayer.fields.address': '地址',
    'resources.poboPayer.fields.documents': '证明文件',
    'resources.poboPayer.fields.document_count': '文件数',
    'resources.poboPayer.fields.created_at': '提交时间',
    'resources.poboPayer.sections.payer': '付款人',
    'resources.poboPayer.sections.merchant': '商户',
    'resources.poboPayer.sections.documents': '证明文件',
  },
  'en-US': {
    ...review['en-US'],
    'resources.poboPayer.title': 'POBO payers',
    'resources.poboPayer.fields.payer_id': 'Payer ID',
    'resources.poboPayer.fields.cust_id': 'Merchant ID',
    'resources.poboPayer.fields.merchant_name': 'Merchant',
    'resources.poboPayer.fields.name': 'Payer name',
    'resources.poboPayer.fields.payer_type': 'Payer type',
    'resources.poboPayer.fields.country': 'Country',
    'resources.poboPayer.fields.registration_no': 'Registration / ID no.',
    'resources.poboPayer.fields.address': 'Address',
    'resources.poboPayer.fields.documents': 'Documents',
    'resources.poboPayer.fields.document_count': 'Documents',
    'resources.poboPayer.fields.created_at': 'Submitted at',
    'resources.poboPayer.sections.payer': 'Payer',
    'resources.poboPayer.sections.merchant': 'Merchant',
    'resources.poboPayer.sections.documents': 'Documents',
  },
};
