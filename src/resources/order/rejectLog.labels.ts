import type { ResourceLabels } from '@/console/types';

/** Labels of the `rejectLog` resource, both languages: title, fields, actions, sections... */
export const rejectLog: ResourceLabels = {
  'zh-CN': {
    title: '拒绝日志',
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
      reason: '拒绝原因',
    },
    sections: {
      request: '请求',
      rejection: '拒绝',
      payload: '请求内容',
    },
  },
  'en-US': {
    title: 'Rejection log',
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
      reason: 'Reason',
    },
    sections: {
      request: 'Request',
      rejection: 'Rejection',
      payload: 'Payload',
    },
  },
};
