/** Labels of the transaction accounts' own enumerations (src/domain/areaEnums/accounts.ts), in both languages. */
export default {
  'zh-CN': {
    'enum.virtualAccountStatus.1': '正常',
    'enum.virtualAccountStatus.2': '已冻结',
    'enum.partyType.company': '企业',
    'enum.partyType.individual': '个人',
  },
  'en-US': {
    'enum.virtualAccountStatus.1': 'Active',
    'enum.virtualAccountStatus.2': 'Frozen',
    'enum.partyType.company': 'Company',
    'enum.partyType.individual': 'Individual',
  },
};
