/** Labels of the `scoreCriterion` resource (fields, actions, sections), in both languages. */
export default {
  'zh-CN': {
    'resources.scoreCriterion.title': '评分标准',
    'resources.scoreCriterion.fields.id': '编号',
    'resources.scoreCriterion.fields.name': '名称',
    'resources.scoreCriterion.fields.min_score': '最低分',
    'resources.scoreCriterion.fields.max_score': '最高分',
    'resources.scoreCriterion.fields.risk_level': '风险等级',
    'resources.scoreCriterion.fields.case_count': 'KYB 案例数',
    'resources.scoreCriterion.fields.updated_at': '更新时间',
    'resources.scoreCriterion.actions.edit': '编辑',
    'resources.scoreCriterion.actions.delete': '删除',
    'resources.scoreCriterion.sections.band': '分数段',
  },
  'en-US': {
    'resources.scoreCriterion.title': 'Scoring criteria',
    'resources.scoreCriterion.fields.id': 'ID',
    'resources.scoreCriterion.fields.name': 'Name',
    'resources.scoreCriterion.fields.min_score': 'Min score',
    'resources.scoreCriterion.fields.max_score': 'Max score',
    'resources.scoreCriterion.fields.risk_level': 'Risk level',
    'resources.scoreCriterion.fields.case_count': 'KYB cases',
    'resources.scoreCriterion.fields.updated_at': 'Updated at',
    'resources.scoreCriterion.actions.edit': 'Edit',
    'resources.scoreCriterion.actions.delete': 'Delete',
    'resources.scoreCriterion.sections.band': 'Score band',
  },
};
