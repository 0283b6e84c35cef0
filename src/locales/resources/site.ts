/** Labels of the `site` resource (fields, actions, sections), in both languages. */
export default {
  'zh-CN': {
    'resources.site.title': '商户网站',
    'resources.site.fields.site_id': '商户网站',
    'resources.site.parentTitle': '商户网站 {id}',
  },
  'en-US': {
    'resources.site.title': 'Merchant sites',
    'resources.site.fields.site_id': 'Merchant sites',
    'resources.site.parentTitle': 'Merchant sites {id}',
  },
};
