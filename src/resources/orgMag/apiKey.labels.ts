import type { ResourceLabels } from '@/console/types';

/** Labels of the `apiKey` resource, both languages: title, fields, actions, sections... */
export const apiKey: ResourceLabels = {
  'zh-CN': {
    title: 'API 管理',
    record: 'API 密钥',
    fields: {
      key_id: 'Key ID',
      label: '备注名称',
      secret_last4: '密钥尾号',
      secret: '密钥（Secret）',
      ip_allowlist: 'IP 白名单',
      last_used_at: '最近使用时间',
      rotated_at: '最近轮换时间',
      revoked_by: '吊销人',
      revoked_at: '吊销时间',
      revoke_reason: '吊销原因',
    },
    actions: {
      rotate: '轮换密钥',
      revoke: '吊销',
    },
    sections: {
      key: '密钥信息',
      access: '访问控制',
      revocation: '吊销记录',
    },
  },
  'en-US': {
    title: 'API management',
    record: 'API key',
    fields: {
      key_id: 'Key ID',
      label: 'Label',
      secret_last4: 'Secret ends with',
      secret: 'Secret',
      ip_allowlist: 'IP allow-list',
      last_used_at: 'Last used at',
      rotated_at: 'Last rotated at',
      revoked_by: 'Revoked by',
      revoked_at: 'Revoked at',
      revoke_reason: 'Revocation reason',
    },
    actions: {
      rotate: 'Rotate secret',
      revoke: 'Revoke',
    },
    sections: {
      key: 'Key',
      access: 'Access',
      revocation: 'Revocation',
    },
  },
};
