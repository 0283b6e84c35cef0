/** Labels of the `admin` resource (fields, actions, sections), in both languages. */
export default {
  'zh-CN': {
    'resources.admin.title': '管理员账号',
    'resources.admin.fields.id': '管理员账号',
  },
  'en-US': {
    'resources.admin.title': 'Admin accounts',
    'resources.admin.fields.id': 'Admin accounts',
  },
};
