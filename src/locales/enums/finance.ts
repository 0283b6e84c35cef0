/** Labels of the finance and compliance enumerations (src/domain/areaEnums/finance.ts), both languages. */
export default {
  'zh-CN': {
    'enum.scoreRule.licence_valid': '营业执照有效',
    'enum.scoreRule.ubo_identified': '最终受益人已识别',
    'enum.scoreRule.address_verified': '地址已核实',
    'enum.scoreRule.country_low_risk': '低风险国家/地区',
    'enum.scoreRule.industry_low_risk': '低风险行业',
    'enum.scoreRule.site_live': '网站可访问',
    'enum.settlementCycle.weekly': '按周',
    'enum.settlementCycle.monthly': '按月',
  },
  'en-US': {
    'enum.scoreRule.licence_valid': 'Business licence valid',
    'enum.scoreRule.ubo_identified': 'UBOs identified',
    'enum.scoreRule.address_verified': 'Address verified',
    'enum.scoreRule.country_low_risk': 'Low-risk country',
    'enum.scoreRule.industry_low_risk': 'Low-risk industry',
    'enum.scoreRule.site_live': 'Website live',
    'enum.settlementCycle.weekly': 'Weekly',
    'enum.settlementCycle.monthly': 'Monthly',
  },
};
