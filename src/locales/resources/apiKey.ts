/** Labels of the `apiKey` resource (fields, actions, sections), in both languages. */
export default {
  'zh-CN': {
    'resources.apiKey.title': 'API 管理',
    'resources.apiKey.fields.key_id': 'API 管理',
  },
  'en-US': {
    'resources.apiKey.title': 'API management',
    'resources.apiKey.fields.key_id': 'API management',
  },
};
