import type { ResourceDef } from '../../console/types';

/**
 * IP log (`/risk/ip`): the IP lookups made for payments: where the address is, its network (ISP and ASN), whether
 * it is a proxy, VPN or hosting address, and its risk score. Read-only: filters and export.
 */
const ipLog: ResourceDef = {
  key: 'ipLog',
  page: '/risk/ip',
  api: '/v1/admin/ip-logs',
  rowKey: 'log_id',
  fields: {
    log_id: { type: 'id', filter: 'eq', copyable: true, width: 110 },
    ip: { type: 'text', filter: 'eq', copyable: true, width: 140 },
    country: { type: 'country', filter: 'in', width: 140 },
    isp: { type: 'text', filter: 'like' },
    asn: { type: 'text', filter: 'eq', width: 100 },
    proxy: { type: 'enum', enum: 'yesNo', filter: 'in', width: 100 },
    risk_score: { type: 'number', filter: 'range', sortable: true, width: 100 },
    order_no: { type: 'id', filter: 'eq', copyable: true, width: 120 },
    cust_id: { type: 'id', filter: 'eq', hideInTable: true },
    merchant_name: { type: 'text', filter: 'like', hideInTable: true },
    looked_up_at: { type: 'datetime', filter: 'range', sortable: true },
  },
  list: {
    columns: ['log_id', 'ip', 'country', 'isp', 'asn', 'proxy', 'risk_score', 'order_no', 'looked_up_at'],
    filters: [
      'ip',
      'order_no',
      'proxy',
      'country',
      'risk_score',
      'looked_up_at',
      'isp',
      'asn',
      'log_id',
      'cust_id',
      'merchant_name',
    ],
    defaultSort: { field: 'looked_up_at', order: 'descend' },
  },
  detail: {
    sections: [
      { key: 'ip', fields: ['log_id', 'ip', 'country', 'isp', 'asn', 'proxy', 'risk_score'] },
      { key: 'order', fields: ['order_no', 'cust_id', 'merchant_name', 'looked_up_at'] },
    ],
  },
  exportPermission: 'ipLog:export',
};

export default ipLog;
