import type { ResourceLabels } from '@/console/types';

/** Labels of the `ipLog` resource, both languages: title, fields, actions, sections... */
export const ipLog: ResourceLabels = {
  'zh-CN': {
    title: 'IP 查询日志',
    fields: {
      country: '所在国家/地区',
      isp: '运营商',
      asn: 'ASN',
      proxy: '代理/VPN',
      risk_score: '风险分',
      looked_up_at: '查询时间',
    },
    sections: {
      ip: 'IP',
      order: '订单',
    },
  },
  'en-US': {
    title: 'IP lookup log',
    fields: {
      country: 'Located in',
      isp: 'ISP',
      asn: 'ASN',
      proxy: 'Proxy / VPN',
      risk_score: 'Risk score',
      looked_up_at: 'Looked up at',
    },
    sections: {
      ip: 'IP',
      order: 'Order',
    },
  },
};
