/** Labels of this area's enumerations (src/domain/areaEnums/fx.ts), in both languages. */
export default {
  'zh-CN': {
    'enum.merchantTier.1': '标准',
    'enum.merchantTier.2': '优选',
    'enum.merchantTier.3': 'VIP',
    'enum.merchantTier.4': '企业',
  },
  'en-US': {
    'enum.merchantTier.1': 'Standard',
    'enum.merchantTier.2': 'Preferred',
    'enum.merchantTier.3': 'VIP',
    'enum.merchantTier.4': 'Enterprise',
  },
};
