import type { ResourceLabels } from '@/console/types';

/** Labels of the `networkRule` resource, both languages: title, fields, actions, sections... */
export const networkRule: ResourceLabels = {
  'zh-CN': {
    title: '卡组织配置',
    record: '卡组织规则',
    fields: {
      rule_id: '规则编号',
      card_brand: '卡组织',
      bin_from: 'BIN 起始',
      bin_to: 'BIN 结束',
      country: '发卡国家/地区',
      action: '处置',
      three_ds: '强制 3DS',
      status_reason: '停用原因',
    },
    sections: {
      rule: '规则',
      state: '状态',
    },
  },
  'en-US': {
    title: 'Card network rules',
    record: 'card network rule',
    fields: {
      rule_id: 'Rule ID',
      card_brand: 'Card network',
      bin_from: 'BIN from',
      bin_to: 'BIN to',
      country: 'Issuer country',
      action: 'Action',
      three_ds: '3DS required',
      status_reason: 'Disable reason',
    },
    sections: {
      rule: 'Rule',
      state: 'Status',
    },
  },
};
