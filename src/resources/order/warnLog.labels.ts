import type { ResourceLabels } from '@/console/types';

/** Labels of the `warnLog` resource, both languages: title, fields, actions, sections... */
export const warnLog: ResourceLabels = {
  'zh-CN': {
    title: '警告日志',
    fields: {
      log_id: '日志编号',
      request_id: '请求编号',
      cust_id: '商户号',
      merchant_name: '商户名称',
      endpoint: '接口',
      http_status: 'HTTP 状态码',
      latency_ms: '耗时（毫秒）',
      created_at: '请求时间',
      payload: '请求内容',
      level: '级别',
      reason: '警告内容',
    },
    sections: {
      request: '请求',
      warning: '警告',
      payload: '请求内容',
    },
  },
  'en-US': {
    title: 'Warning log',
    fields: {
      log_id: 'Log ID',
      request_id: 'Request ID',
      cust_id: 'Merchant ID',
      merchant_name: 'Merchant',
      endpoint: 'Endpoint',
      http_status: 'HTTP status',
      latency_ms: 'Latency (ms)',
      created_at: 'Time',
      payload: 'Payload',
      level: 'Level',
      reason: 'Warning',
    },
    sections: {
      request: 'Request',
      warning: 'Warning',
      payload: 'Payload',
    },
  },
};
