import type { ResourceLabels } from '@/console/types';

/** Labels of the `paymentChannel` resource, both languages: title, fields, actions, sections... */
export const paymentChannel: ResourceLabels = {
  'zh-CN': {
    title: '支付渠道',
    fields: {
      channel_code: '渠道编码',
      name: '渠道名称',
      type: '渠道类型',
      payment_methods: '支付方式',
      currencies: '币种',
      countries: '国家/地区',
      fee_rate: '费率 (%)',
      success_rate: '成功率 (%)',
      status: '状态',
      status_reason: '启停原因',
      updated_by: '更新人',
      updated_at: '更新时间',
      created_at: '创建时间',
    },
    actions: {
      edit: '编辑',
      enable: '启用',
      disable: '停用',
    },
    sections: {
      channel: '渠道',
      performance: '费率与表现',
      state: '状态',
    },
  },
  'en-US': {
    title: 'Payment channels',
    fields: {
      channel_code: 'Channel code',
      name: 'Name',
      type: 'Type',
      payment_methods: 'Payment methods',
      currencies: 'Currencies',
      countries: 'Countries',
      fee_rate: 'Fee (%)',
      success_rate: 'Success rate (%)',
      status: 'Status',
      status_reason: 'Enable/disable reason',
      updated_by: 'Updated by',
      updated_at: 'Updated at',
      created_at: 'Created at',
    },
    actions: {
      edit: 'Edit',
      enable: 'Enable',
      disable: 'Disable',
    },
    sections: {
      channel: 'Channel',
      performance: 'Fee and performance',
      state: 'Status',
    },
  },
};
