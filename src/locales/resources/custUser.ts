/** Labels of the `custUser` resource (fields, actions, sections), in both languages. */
export default {
  'zh-CN': {
    'resources.custUser.title': '商户账号',
    'resources.custUser.fields.user_id': '商户账号',
  },
  'en-US': {
    'resources.custUser.title': 'Merchant accounts',
    'resources.custUser.fields.user_id': 'Merchant accounts',
  },
};
