/** Labels of the `kyb` resource (fields, actions, sections), in both languages. */
export default {
  'zh-CN': {
    'resources.kyb.title': 'KYB 审核',
    'resources.kyb.fields.kyb_id': 'KYB 审核',
  },
  'en-US': {
    'resources.kyb.title': 'KYB review',
    'resources.kyb.fields.kyb_id': 'KYB review',
  },
};
