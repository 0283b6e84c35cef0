import type { ResourceLabels } from '@/console/types';

/** Labels of the `fraudAlert` resource, both languages: title, fields, actions, sections... */
export const fraudAlert: ResourceLabels = {
  'zh-CN': {
    title: '欺诈预警',
    record: '欺诈预警',
    fields: {
      alert_id: '预警编号',
      source: '来源',
      type: '类型',
      received_at: '收到时间',
      status: '处理状态',
      result: '处理结果',
      note: '备注',
      handled_by: '处理人',
      handled_at: '处理时间',
      refundable: '订单可退金额',
    },
    actions: {
      handle: '处理',
    },
    confirms: {
      handle: '此操作将对订单 {order_no} 退款 {refundable}（该订单剩余的全部可退金额），退款后可退金额为 0。',
    },
    sections: {
      alert: '预警',
      handling: '处理',
    },
  },
  'en-US': {
    title: 'Fraud alerts',
    record: 'fraud alert',
    fields: {
      alert_id: 'Alert ID',
      source: 'Source',
      type: 'Type',
      received_at: 'Received',
      result: 'Result',
      note: 'Note',
      handled_by: 'Handled by',
      handled_at: 'Handled at',
      refundable: 'Left to refund on the order',
    },
    actions: {
      handle: 'Handle',
    },
    confirms: {
      handle:
        'This refunds {refundable} on order {order_no} (all that is left to refund on it); nothing will be left to refund after.',
    },
    sections: {
      alert: 'Alert',
      handling: 'Handling',
    },
  },
};
