import type { ResourceLabels } from '@/console/types';

/** Labels of the `cardLog` resource, both languages: title, fields, actions, sections... */
export const cardLog: ResourceLabels = {
  'zh-CN': {
    title: '卡查询日志',
    fields: {
      card_bin: '卡 BIN',
      card_last4: '卡号后四位',
      brand: '卡组织',
      issuer: '发卡行',
      issuer_country: '发卡国家/地区',
      country_mismatch: '与买家国家不符',
      looked_up_at: '查询时间',
      lookup: 'BIN 查询结果',
    },
    sections: {
      card: '卡片',
      order: '订单',
      lookup: '查询结果',
    },
  },
  'en-US': {
    title: 'Card lookup log',
    fields: {
      card_bin: 'Card BIN',
      card_last4: 'Card last 4',
      brand: 'Card network',
      issuer: 'Issuer',
      issuer_country: 'Issuer country',
      country_mismatch: "Not the buyer's country",
      looked_up_at: 'Looked up at',
      lookup: 'BIN lookup result',
    },
    sections: {
      card: 'Card',
      order: 'Order',
      lookup: 'Lookup result',
    },
  },
};
