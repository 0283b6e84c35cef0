/** Labels of the `role` resource (fields, actions, sections), in both languages. */
export default {
  'zh-CN': {
    'resources.role.title': '角色',
    'resources.role.fields.id': '角色',
  },
  'en-US': {
    'resources.role.title': 'Roles',
    'resources.role.fields.id': 'Roles',
  },
};
