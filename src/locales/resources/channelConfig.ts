/** Labels of the `channelConfig` resource (fields, actions, sections), in both languages. */
export default {
  'zh-CN': {
    'resources.channelConfig.title': '渠道配置',
    'resources.channelConfig.fields.config_id': '渠道配置',
  },
  'en-US': {
    'resources.channelConfig.title': 'Channel config',
    'resources.channelConfig.fields.config_id': 'Channel config',
  },
};
