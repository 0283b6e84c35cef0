import type { ResourceLabels } from '@/console/types';

/** Labels of the `role` resource, both languages: title, fields, actions, sections... */
export const role: ResourceLabels = {
  'zh-CN': {
    title: '角色',
    record: '角色',
    fields: {
      id: '角色 ID',
      name: '角色名称',
      page_count: '页面数',
      code_count: '按钮权限数',
      admin_count: '使用账号数',
      permissions: '权限',
    },
    sections: {
      role: '角色',
      grants: '页面与按钮权限',
    },
  },
  'en-US': {
    title: 'Roles',
    record: 'role',
    fields: {
      id: 'Role ID',
      name: 'Name',
      page_count: 'Pages',
      code_count: 'Buttons',
      admin_count: 'Accounts',
      permissions: 'Permissions',
    },
    sections: {
      role: 'Role',
      grants: 'Pages and buttons',
    },
  },
};
