/** Labels of the `riskAlert` resource (fields, actions, sections), in both languages. */
export default {
  'zh-CN': {
    'resources.riskAlert.title': '风险预警',
    'resources.riskAlert.fields.alert_id': '风险预警',
  },
  'en-US': {
    'resources.riskAlert.title': 'Risk alerts',
    'resources.riskAlert.fields.alert_id': 'Risk alerts',
  },
};
