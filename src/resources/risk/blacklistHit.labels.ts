import type { ResourceLabels } from '@/console/types';

/** Labels of the `blacklistHit` resource, both languages: title, fields, actions, sections... */
export const blacklistHit: ResourceLabels = {
  'zh-CN': {
    title: '黑名单拦截日志',
    fields: {
      hit_id: '拦截编号',
      dimension: '命中维度',
      value: '命中值',
      entry_id: '黑名单编号',
      hit_at: '拦截时间',
    },
    sections: {
      hit: '拦截',
      order: '订单',
    },
  },
  'en-US': {
    title: 'Blacklist hits',
    fields: {
      hit_id: 'Hit ID',
      dimension: 'Dimension',
      value: 'Matched value',
      entry_id: 'Blacklist entry',
      hit_at: 'Stopped at',
    },
    sections: {
      hit: 'Hit',
      order: 'Order',
    },
  },
};
