import { walletLabels } from '../walletLabels';

type Labels = Record<'zh-CN' | 'en-US', Record<string, string>>;

/** What the account list and its record page both label: fields, actions and sections, under `key`. */
const shared = (key: string): Labels => ({
  'zh-CN': {
    [`resources.${key}.fields.account_id`]: '收款账户 ID',
    [`resources.${key}.fields.id`]: '收款账户 ID',
    [`resources.${key}.fields.cust_id`]: '商户号',
    [`resources.${key}.fields.merchant_name`]: '商户名称',
    [`resources.${key}.fields.currency`]: '币种',
    [`resources.${key}.fields.bank_name`]: '开户银行',
    [`resources.${key}.fields.bank_country`]: '银行所在国家/地区',
    [`resources.${key}.fields.account_no`]: '账号',
    [`resources.${key}.fields.account_last4`]: '账号后四位',
    [`resources.${key}.fields.status`]: '状态',
    [`resources.${key}.fields.status_reason`]: '冻结/解冻原因',
    [`resources.${key}.fields.created_at`]: '开立时间',
    [`resources.${key}.fields.updated_by`]: '操作人',
    [`resources.${key}.fields.updated_at`]: '操作时间',
    [`resources.${key}.actions.freeze`]: '冻结',
    [`resources.${key}.actions.unfreeze`]: '解冻',
    [`resources.${key}.sections.account`]: '账户',
    [`resources.${key}.sections.merchant`]: '商户',
    [`resources.${key}.sections.state`]: '状态',
  },
  'en-US': {
    [`resources.${key}.fields.account_id`]: 'Account ID',
    [`resources.${key}.fields.id`]: 'Account ID',
    [`resources.${key}.fields.cust_id`]: 'Merchant ID',
    [`resources.${key}.fields.merchant_name`]: 'Merchant',
    [`resources.${key}.fields.currency`]: 'Currency',
    [`resources.${key}.fields.bank_name`]: 'Bank',
    [`resources.${key}.fields.bank_country`]: 'Bank country',
    [`resources.${key}.fields.account_no`]: 'Account number',
    [`resources.${key}.fields.account_last4`]: 'Account number, last 4',
    [`resources.${key}.fields.status`]: 'Status',
    [`resources.${key}.fields.status_reason`]: 'Freeze/unfreeze reason',
    [`resources.${key}.fields.created_at`]: 'Opened at',
    [`resources.${key}.fields.updated_by`]: 'Changed by',
    [`resources.${key}.fields.updated_at`]: 'Changed at',
    [`resources.${key}.actions.freeze`]: 'Freeze',
    [`resources.${key}.actions.unfreeze`]: 'Unfreeze',
    [`resources.${key}.sections.account`]: 'Account',
    [`resources.${key}.sections.merchant`]: 'Merchant',
    [`resources.${key}.sections.state`]: 'Status',
  },
});

const list = shared('virtualAccount');
const virtualAccount: Labels = {
  'zh-CN': {
    ...list['zh-CN'],
    'resources.virtualAccount.title': '全球收款账户',
    'resources.virtualAccount.links.detail': '详情',
  },
  'en-US': {
    ...list['en-US'],
    'resources.virtualAccount.title': 'Global receiving accounts',
    'resources.virtualAccount.links.detail': 'Details',
  },
};

const record = shared('virtualAccountDetail');
const virtualAccountDetail: Labels = {
  'zh-CN': {
    ...record['zh-CN'],
    'resources.virtualAccountDetail.title': '收款账户详情',
    'resources.virtualAccountDetail.parentTitle': '收款账户 {id}',
  },
  'en-US': {
    ...record['en-US'],
    'resources.virtualAccountDetail.title': 'Receiving account',
    'resources.virtualAccountDetail.parentTitle': 'Receiving account {id}',
  },
};

const walletDetail = walletLabels('virtualAccountDetail', virtualAccountDetail, {
  'zh-CN': '钱包收款账户详情',
  'en-US': 'Wallet receiving account',
});
walletDetail['zh-CN']['resources.walletVirtualAccountDetail.parentTitle'] = '钱包收款账户 {id}';
walletDetail['en-US']['resources.walletVirtualAccountDetail.parentTitle'] = 'Wallet receiving account {id}';

export default [
  virtualAccount,
  virtualAccountDetail,
  walletLabels('virtualAccount', virtualAccount, { 'zh-CN': '钱包收款账户', 'en-US': 'Wallet receiving accounts' }),
  walletDetail,
];
