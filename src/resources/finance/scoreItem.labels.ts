import type { ResourceLabels } from '@/console/types';

/** Labels of the `scoreItem` resource, both languages: title, fields, actions, sections... */
export const scoreItem: ResourceLabels = {
  'zh-CN': {
    title: '评分项',
    fields: {
      id: '编号',
      name: '名称',
      rule: '评分规则',
      weight: '权重',
      share: '分值占比(%)',
      description: '说明',
      updated_at: '更新时间',
    },
    actions: {
      edit: '编辑',
      delete: '删除',
    },
    sections: {
      item: '评分项',
      weight: '权重',
    },
  },
  'en-US': {
    title: 'Scoring items',
    fields: {
      id: 'ID',
      name: 'Name',
      rule: 'Rule',
      weight: 'Weight',
      share: 'Share of score (%)',
      description: 'Description',
      updated_at: 'Updated at',
    },
    actions: {
      edit: 'Edit',
      delete: 'Delete',
    },
    sections: {
      item: 'Item',
      weight: 'Weight',
    },
  },
};
