/** Labels of the `requestLog` resource (fields and sections), in both languages. */
export default {
  'zh-CN': {
    'resources.requestLog.title': '请求日志',
    'resources.requestLog.fields.request_id': '请求编号',
    'resources.requestLog.fields.cust_id': '商户号',
    'resources.requestLog.fields.merchant_name': '商户名称',
    'resources.requestLog.fields.endpoint': '接口',
    'resources.requestLog.fields.http_status': 'HTTP 状态码',
    'resources.requestLog.fields.latency_ms': '耗时（毫秒）',
    'resources.requestLog.fields.created_at': '请求时间',
    'resources.requestLog.fields.payload': '请求内容',
    'resources.requestLog.sections.request': '请求',
    'resources.requestLog.sections.payload': '请求内容',
  },
  'en-US': {
    'resources.requestLog.title': 'Request log',
    'resources.requestLog.fields.request_id': 'Request ID',
    'resources.requestLog.fields.cust_id': 'Merchant ID',
    'resources.requestLog.fields.merchant_name': 'Merchant',
    'resources.requestLog.fields.endpoint': 'Endpoint',
    'resources.requestLog.fields.http_status': 'HTTP status',
    'resources.requestLog.fields.latency_ms': 'Latency (ms)',
    'resources.requestLog.fields.created_at': 'Time',
    'resources.requestLog.fields.payload': 'Payload',
    'resources.requestLog.sections.request': 'Request',
    'resources.requestLog.sections.payload': 'Payload',
  },
};
