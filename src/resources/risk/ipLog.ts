import { resource } from '../../console/decl';
import { ipLog as ipLogLabels } from './ipLog.labels';

/**
 * IP lookup log (`/risk/ip`): the IP lookups made for payments: where the address is, its network (ISP and ASN), whether
 * it is a proxy, VPN or hosting address, and its risk score. Read-only: filters and export.
 */
const ipLog = resource({
  key: 'ipLog',
  labels: ipLogLabels,
  api: '/v1/admin/ip-logs',
  rowKey: 'log_id',
  fields: {
    ip: { type: 'text', filter: 'eq', copyable: true, width: 140 },
    order_no: { type: 'id', filter: 'eq', copyable: true, width: 120 },
    proxy: { type: 'enum', enum: 'yesNo', filter: 'in', width: 100 },
    country: { type: 'country', filter: 'in', width: 140 },
    risk_score: { type: 'number', integer: true, min: 0, max: 100, filter: 'range', sortable: true, width: 100 },
    looked_up_at: { type: 'datetime', filter: 'range', sortable: true },
    isp: { type: 'text', filter: 'like' },
    asn: { type: 'text', filter: 'eq', width: 100 },
    log_id: { type: 'id', filter: 'eq', copyable: true, width: 110 },
    cust_id: { type: 'id', filter: 'eq', hideInTable: true },
    merchant_name: { type: 'text', filter: 'like', hideInTable: true },
  },
  list: {
    columns: ['log_id', 'ip', 'country', 'isp', 'asn', 'proxy', 'risk_score', 'order_no', 'looked_up_at'],
    hidden: ['asn'],
    defaultSort: { field: 'looked_up_at', order: 'descend' },
  },
  detail: {
    sections: [
      { key: 'ip', fields: ['log_id', 'ip', 'country', 'isp', 'asn', 'proxy', 'risk_score'] },
      { key: 'order', fields: ['order_no', 'cust_id', 'merchant_name', 'looked_up_at'] },
    ],
  },
  export: true,
});

export default ipLog;
