import type { ResourceLabels } from '@/console/types';

/** Labels of the `loginLog` resource, both languages: title, fields, actions, sections... */
export const loginLog: ResourceLabels = {
  'zh-CN': {
    title: '登录日志',
    fields: {
      login_id: '记录编号',
      email: '登录邮箱',
      admin_id: '账号编号',
      result: '结果',
      reason: '失败原因',
      user_agent: '浏览器（User agent）',
      at: '登录时间',
    },
    sections: {
      attempt: '登录',
      client: '客户端',
    },
  },
  'en-US': {
    title: 'Sign-in log',
    fields: {
      login_id: 'Record ID',
      email: 'Email',
      admin_id: 'Account ID',
      result: 'Result',
      reason: 'Failure reason',
      user_agent: 'User agent',
      at: 'Time',
    },
    sections: {
      attempt: 'Attempt',
      client: 'Client',
    },
  },
};
