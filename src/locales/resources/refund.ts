/** Labels of the `refund` resource (fields, actions, sections), in both languages. */
export default {
  'zh-CN': {
    'resources.refund.title': '退款记录',
    'resources.refund.fields.refund_id': '退款单号',
    'resources.refund.fields.order_no': '订单号',
    'resources.refund.fields.amount': '退款金额',
    'resources.refund.fields.currency': '币种',
    'resources.refund.fields.status': '退款状态',
    'resources.refund.fields.reason': '原因',
    'resources.refund.fields.requested_by': '发起人',
    'resources.refund.fields.requested_at': '发起时间',
    'resources.refund.fields.completed_at': '完成时间',
  },
  'en-US': {
    'resources.refund.title': 'Refunds',
    'resources.refund.fields.refund_id': 'Refund ID',
    'resources.refund.fields.order_no': 'Order no.',
    'resources.refund.fields.amount': 'Amount',
    'resources.refund.fields.currency': 'Currency',
    'resources.refund.fields.status': 'Status',
    'resources.refund.fields.reason': 'Reason',
    'resources.refund.fields.requested_by': 'Requested by',
    'resources.refund.fields.requested_at': 'Requested at',
    'resources.refund.fields.completed_at': 'Completed at',
  },
};
