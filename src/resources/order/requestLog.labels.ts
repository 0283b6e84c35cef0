import type { ResourceLabels } from '@/console/types';

/** Labels of the `requestLog` resource, both languages: title, fields, actions, sections... */
export const requestLog: ResourceLabels = {
  'zh-CN': {
    title: '请求日志',
    fields: {
      request_id: '请求编号',
      cust_id: '商户号',
      merchant_name: '商户名称',
      endpoint: '接口',
      http_status: 'HTTP 状态码',
      latency_ms: '耗时（毫秒）',
      created_at: '请求时间',
      payload: '请求内容',
    },
    sections: {
      request: '请求',
      payload: '请求内容',
    },
  },
  'en-US': {
    title: 'Request log',
    fields: {
      request_id: 'Request ID',
      cust_id: 'Merchant ID',
      merchant_name: 'Merchant',
      endpoint: 'Endpoint',
      http_status: 'HTTP status',
      latency_ms: 'Latency (ms)',
      created_at: 'Time',
      payload: 'Payload',
    },
    sections: {
      request: 'Request',
      payload: 'Payload',
    },
  },
};
