/** Labels of the `merchantRisk` resource (fields, actions, sections), in both languages. */
export default {
  'zh-CN': {
    'resources.merchantRisk.title': '风控设置',
    'resources.merchantRisk.fields.cust_id': '风控设置',
  },
  'en-US': {
    'resources.merchantRisk.title': 'Risk settings',
    'resources.merchantRisk.fields.cust_id': 'Risk settings',
  },
};
