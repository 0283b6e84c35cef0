import type { ResourceLabels } from '@/console/types';

/** Labels of the `paymentChannel` resource, both languages: title, fields, actions, sections... */
export const paymentChannel: ResourceLabels = {
  'zh-CN': {
    title: '支付渠道',
    record: '支付渠道',
    fields: {
      channel_code: '渠道编码',
      name: '渠道名称',
      type: '渠道类型',
      payment_methods: '支付方式',
      currencies: '币种',
      countries: '国家/地区',
      fee_rate: '费率 (%)',
      success_rate: '成功率 (%)',
      status_reason: '启停原因',
    },
    sections: {
      channel: '渠道',
      performance: '费率与表现',
      state: '状态',
    },
  },
  'en-US': {
    title: 'Payment channels',
    record: 'payment channel',
    fields: {
      channel_code: 'Channel code',
      name: 'Name',
      type: 'Type',
      payment_methods: 'Payment methods',
      currencies: 'Currencies',
      countries: 'Countries',
      fee_rate: 'Fee (%)',
      success_rate: 'Success rate (%)',
      status_reason: 'Enable/disable reason',
    },
    sections: {
      channel: 'Channel',
      performance: 'Fee and performance',
      state: 'Status',
    },
  },
};
