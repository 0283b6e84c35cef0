import type { ResourceLabels } from '@/console/types';

/** Labels of the `scoreItem` resource, both languages: title, fields, actions, sections... */
export const scoreItem: ResourceLabels = {
  'zh-CN': {
    title: '评分项',
    record: '评分项',
    fields: {
      id: '编号',
      name: '名称',
      rule: '评分规则',
      weight: '权重',
      share: '分值占比(%)',
    },
    sections: {
      item: '评分项',
      weight: '权重',
    },
  },
  'en-US': {
    title: 'Scoring items',
    record: 'scoring item',
    fields: {
      id: 'ID',
      name: 'Name',
      rule: 'Rule',
      weight: 'Weight',
      share: 'Share of score (%)',
    },
    sections: {
      item: 'Item',
      weight: 'Weight',
    },
  },
};
