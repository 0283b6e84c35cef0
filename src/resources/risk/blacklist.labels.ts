import type { ResourceLabels } from '@/console/types';

/** Labels of the `blacklist` resource, both languages: title, fields, actions, sections... */
export const blacklist: ResourceLabels = {
  'zh-CN': {
    title: '黑名单',
    record: '黑名单条目',
    fields: {
      entry_id: '编号',
      dimension: '维度',
      value: '值',
      expires_at: '到期时间',
      expired: '已过期',
      source: '来源',
      created_by: '添加人',
      created_at: '添加时间',
    },
    actions: {
      expiry: '修改到期',
      remove: '移除',
    },
    sections: {
      entry: '条目',
      validity: '有效期',
    },
  },
  'en-US': {
    title: 'Blacklist',
    record: 'blacklist entry',
    fields: {
      entry_id: 'Entry ID',
      dimension: 'Dimension',
      value: 'Value',
      expires_at: 'Expires',
      expired: 'Expired',
      source: 'Source',
      created_by: 'Added by',
      created_at: 'Added at',
    },
    actions: {
      expiry: 'Change expiry',
      remove: 'Remove',
    },
    sections: {
      entry: 'Entry',
      validity: 'Validity',
    },
  },
};
