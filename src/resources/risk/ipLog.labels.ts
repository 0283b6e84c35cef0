import type { ResourceLabels } from '@/console/types';

/** Labels of the `ipLog` resource, both languages: title, fields, actions, sections... */
export const ipLog: ResourceLabels = {
  'zh-CN': {
    title: 'IP 查询日志',
    fields: {
      log_id: '日志编号',
      ip: 'IP 地址',
      country: '所在国家/地区',
      isp: '运营商',
      asn: 'ASN',
      proxy: '代理/VPN',
      risk_score: '风险分',
      order_no: '订单号',
      cust_id: '商户号',
      merchant_name: '商户名称',
      looked_up_at: '查询时间',
    },
    sections: {
      ip: 'IP',
      order: '订单',
    },
  },
  'en-US': {
    title: 'IP log',
    fields: {
      log_id: 'Log ID',
      ip: 'IP address',
      country: 'Located in',
      isp: 'ISP',
      asn: 'ASN',
      proxy: 'Proxy / VPN',
      risk_score: 'Risk score',
      order_no: 'Order no.',
      cust_id: 'Merchant ID',
      merchant_name: 'Merchant',
      looked_up_at: 'Looked up at',
    },
    sections: {
      ip: 'IP',
      order: 'Order',
    },
  },
};
