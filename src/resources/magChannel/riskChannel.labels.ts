import type { ResourceLabels } from '@/console/types';

/** Labels of the `riskChannel` resource, both languages: title, fields, actions, sections... */
export const riskChannel: ResourceLabels = {
  'zh-CN': {
    title: '风控渠道',
    record: '风控渠道',
    fields: {
      channel_id: '渠道编号',
      name: '路由名称',
      provider: '风控服务商',
      countries: '筛查国家（空为全部）',
      currencies: '筛查币种（空为全部）',
      cust_ids: '路由商户',
      merchant_names: '路由商户（空为全部）',
      timeout_ms: '超时 (毫秒)',
      fallback_decision: '超时默认决策',
      status_reason: '启停原因',
    },
    sections: {
      routing: '路由',
      provider: '服务商调用',
      state: '状态',
    },
  },
  'en-US': {
    title: 'Risk channels',
    record: 'risk channel',
    fields: {
      channel_id: 'Channel ID',
      name: 'Route name',
      provider: 'Provider',
      countries: 'Countries (none: all)',
      currencies: 'Currencies (none: all)',
      cust_ids: 'Merchants routed',
      merchant_names: 'Merchants routed (none: all)',
      timeout_ms: 'Time-out (ms)',
      fallback_decision: 'Decision on time-out',
      status_reason: 'Enable/disable reason',
    },
    sections: {
      routing: 'Routing',
      provider: 'Provider call',
      state: 'Status',
    },
  },
};
