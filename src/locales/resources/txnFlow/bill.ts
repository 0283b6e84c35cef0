import { walletLabels } from '../walletLabels';

/** Labels of the `bill` resource (the transaction ledger), in both languages. */
const bill = {
  'zh-CN': {
    'resources.bill.title': '账单',
    'resources.bill.fields.bill_id': '流水号',
    'resources.bill.fields.cust_id': '商户号',
    'resources.bill.fields.merchant_name': '商户名称',
    'resources.bill.fields.currency': '币种',
    'resources.bill.fields.bill_type': '账单类型',
    'resources.bill.fields.direction': '方向',
    'resources.bill.fields.amount': '金额',
    'resources.bill.fields.balance_after': '变动后可用余额',
    'resources.bill.fields.ref_no': '关联单号',
    'resources.bill.fields.remark': '备注',
    'resources.bill.fields.created_by': '操作人',
    'resources.bill.fields.created_at': '记账时间',
    'resources.bill.sections.entry': '流水',
    'resources.bill.sections.amounts': '金额与余额',
    'resources.bill.sections.times': '记账',
  },
  'en-US': {
    'resources.bill.title': 'Bills',
    'resources.bill.fields.bill_id': 'Entry ID',
    'resources.bill.fields.cust_id': 'Merchant ID',
    'resources.bill.fields.merchant_name': 'Merchant',
    'resources.bill.fields.currency': 'Currency',
    'resources.bill.fields.bill_type': 'Bill type',
    'resources.bill.fields.direction': 'Direction',
    'resources.bill.fields.amount': 'Amount',
    'resources.bill.fields.balance_after': 'Available after',
    'resources.bill.fields.ref_no': 'Reference',
    'resources.bill.fields.remark': 'Remark',
    'resources.bill.fields.created_by': 'Posted by',
    'resources.bill.fields.created_at': 'Posted',
    'resources.bill.sections.entry': 'Entry',
    'resources.bill.sections.amounts': 'Amount and balance',
    'resources.bill.sections.times': 'Posting',
  },
};

/** The wallet's flows (`walletBill`): the same labels under the wallet key. */
export const walletBill = walletLabels('bill', bill, { 'zh-CN': '钱包流水', 'en-US': 'Wallet flows' });

export default bill;
