import type { ResourceLabels } from '@/console/types';

/** Labels of the `custUser` resource, both languages: title, fields, actions, sections... */
export const custUser: ResourceLabels = {
  'zh-CN': {
    title: '商户账号',
    record: '商户账号',
    fields: {
      user_id: '用户ID',
      email: '登录邮箱',
      name: '姓名',
      role: '商户内角色',
      last_login_at: '最近登录时间',
      temp_password: '临时密码',
    },
    actions: {
      resetPassword: '重置密码',
    },
    sections: {
      user: '用户信息',
      merchant: '所属商户',
      activity: '登录记录',
    },
  },
  'en-US': {
    title: 'Merchant accounts',
    record: 'merchant account',
    fields: {
      user_id: 'User ID',
      email: 'Email',
      name: 'Name',
      role: 'Role in merchant',
      last_login_at: 'Last login',
      temp_password: 'Temporary password',
    },
    actions: {
      resetPassword: 'Reset password',
    },
    sections: {
      user: 'User',
      merchant: 'Merchant',
      activity: 'Activity',
    },
  },
};
