import type { ResourceLabels } from '@/console/types';

/** Labels of the `scoreCriterion` resource, both languages: title, fields, actions, sections... */
export const scoreCriterion: ResourceLabels = {
  'zh-CN': {
    title: '评分标准',
    record: '评分标准',
    fields: {
      id: '编号',
      name: '名称',
      min_score: '最低分',
      max_score: '最高分',
      case_count: 'KYB 案例数',
    },
    sections: {
      band: '分数段',
    },
  },
  'en-US': {
    title: 'Scoring criteria',
    record: 'scoring criterion',
    fields: {
      id: 'ID',
      name: 'Name',
      min_score: 'Min score',
      max_score: 'Max score',
      case_count: 'KYB cases',
    },
    sections: {
      band: 'Score band',
    },
  },
};
