/** Labels of the `loginLog` resource (fields, sections), in both languages. */
export default {
  'zh-CN': {
    'resources.loginLog.title': '登录日志',
    'resources.loginLog.fields.login_id': '记录编号',
    'resources.loginLog.fields.email': '登录邮箱',
    'resources.loginLog.fields.admin_id': '账号编号',
    'resources.loginLog.fields.result': '结果',
    'resources.loginLog.fields.reason': '失败原因',
    'resources.loginLog.fields.ip': 'IP 地址',
    'resources.loginLog.fields.user_agent': '浏览器（User agent）',
    'resources.loginLog.fields.at': '登录时间',
    'resources.loginLog.sections.attempt': '登录',
    'resources.loginLog.sections.client': '客户端',
  },
  'en-US': {
    'resources.loginLog.title': 'Sign-in log',
    'resources.loginLog.fields.login_id': 'Record ID',
    'resources.loginLog.fields.email': 'Email',
    'resources.loginLog.fields.admin_id': 'Account ID',
    'resources.loginLog.fields.result': 'Result',
    'resources.loginLog.fields.reason': 'Failure reason',
    'resources.loginLog.fields.ip': 'IP address',
    'resources.loginLog.fields.user_agent': 'User agent',
    'resources.loginLog.fields.at': 'Time',
    'resources.loginLog.sections.attempt': 'Attempt',
    'resources.loginLog.sections.client': 'Client',
  },
};
