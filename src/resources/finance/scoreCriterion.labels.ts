import type { ResourceLabels } from '@/console/types';

/** Labels of the `scoreCriterion` resource, both languages: title, fields, actions, sections... */
export const scoreCriterion: ResourceLabels = {
  'zh-CN': {
    title: '评分标准',
    fields: {
      id: '编号',
      name: '名称',
      min_score: '最低分',
      max_score: '最高分',
      risk_level: '风险等级',
      case_count: 'KYB 案例数',
      updated_at: '更新时间',
    },
    actions: {
      edit: '编辑',
      delete: '删除',
    },
    sections: {
      band: '分数段',
    },
  },
  'en-US': {
    title: 'Scoring criteria',
    fields: {
      id: 'ID',
      name: 'Name',
      min_score: 'Min score',
      max_score: 'Max score',
      risk_level: 'Risk level',
      case_count: 'KYB cases',
      updated_at: 'Updated at',
    },
    actions: {
      edit: 'Edit',
      delete: 'Delete',
    },
    sections: {
      band: 'Score band',
    },
  },
};
