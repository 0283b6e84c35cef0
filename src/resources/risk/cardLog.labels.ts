import type { ResourceLabels } from '@/console/types';

/** Labels of the `cardLog` resource, both languages: title, fields, actions, sections... */
export const cardLog: ResourceLabels = {
  'zh-CN': {
    title: '卡查询日志',
    fields: {
      log_id: '日志编号',
      card: '卡号',
      card_bin: '卡 BIN',
      card_last4: '卡号后四位',
      brand: '卡组织',
      issuer: '发卡行',
      issuer_country: '发卡国家/地区',
      country_mismatch: '与买家国家不符',
      order_no: '订单号',
      cust_id: '商户号',
      merchant_name: '商户名称',
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
    title: 'Card log',
    fields: {
      log_id: 'Log ID',
      card: 'Card',
      card_bin: 'Card BIN',
      card_last4: 'Card last 4',
      brand: 'Card network',
      issuer: 'Issuer',
      issuer_country: 'Issuer country',
      country_mismatch: "Not the buyer's country",
      order_no: 'Order no.',
      cust_id: 'Merchant ID',
      merchant_name: 'Merchant',
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
