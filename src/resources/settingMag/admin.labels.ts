import type { ResourceLabels } from '@/console/types';

/** Labels of the `admin` resource, both languages: title, fields, actions, sections... */
export const admin: ResourceLabels = {
  'zh-CN': {
    title: '管理员账号',
    record: '管理员账号',
    fields: {
      id: '账号ID',
      email: '登录邮箱',
      name: '姓名',
      user_type: '用户类型',
      role_ids: '角色',
      role_names: '角色',
      authenticator_bound: '谷歌验证器',
      last_login_at: '最近登录时间',
      last_login_ip: '最近登录IP',
      temp_password: '临时密码',
    },
    actions: {
      resetAuthenticator: '重置验证器',
      resetPassword: '重置密码',
    },
    sections: {
      account: '账号信息',
      security: '登录与安全',
    },
  },
  'en-US': {
    title: 'Admin accounts',
    record: 'admin account',
    fields: {
      id: 'Account ID',
      email: 'Email',
      name: 'Name',
      user_type: 'User type',
      role_ids: 'Roles',
      role_names: 'Roles',
      authenticator_bound: 'Authenticator',
      last_login_at: 'Last login',
      last_login_ip: 'Last login IP',
      temp_password: 'Temporary password',
    },
    actions: {
      resetAuthenticator: 'Reset authenticator',
      resetPassword: 'Reset password',
    },
    sections: {
      account: 'Account',
      security: 'Sign-in and security',
    },
  },
};
