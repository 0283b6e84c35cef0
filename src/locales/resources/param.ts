/** Labels of the `param` resource (fields, actions, sections), in both languages. */
export default {
  'zh-CN': {
    'resources.param.title': '业务参数',
    'resources.param.fields.param_key': '业务参数',
  },
  'en-US': {
    'resources.param.title': 'Business parameters',
    'resources.param.fields.param_key': 'Business parameters',
  },
};
