import type { ResourceLabels } from '@/console/types';

/** Labels of the `channelConfig` resource, both languages: title, fields, actions, sections... */
export const channelConfig: ResourceLabels = {
  'zh-CN': {
    title: '渠道配置',
    record: '渠道配置',
    fields: {
      config_id: '配置编号',
      channel: '支付渠道',
      payment_methods: '支付方式',
      currencies: '币种',
      mcc: 'MCC',
      disable_reason: '停用原因',
    },
    sections: {
      routing: '路由配置',
      state: '状态',
    },
  },
  'en-US': {
    title: 'Channel config',
    record: 'channel config',
    fields: {
      config_id: 'Config ID',
      channel: 'Channel',
      payment_methods: 'Payment methods',
      currencies: 'Currencies',
      mcc: 'MCC',
      disable_reason: 'Disable reason',
    },
    sections: {
      routing: 'Routing',
      state: 'Status',
    },
  },
};
