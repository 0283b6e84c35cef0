import { resource } from '../../console/decl';
import { apiKey as apiKeyLabels } from './apiKey.labels';

/**
 * API management (`/orgMag/apiMag`): merchants' API keys. The secret is shown once, in the answer of create and
 * rotate (`reveal`), and never kept: the table holds its hash (never answered) and its last four characters.
 */
const apiKey = resource({
  key: 'apiKey',
  labels: apiKeyLabels,
  api: '/v1/admin/api-keys',
  rowKey: 'key_id',
  fields: {
    key_id: { type: 'id', filter: 'eq', copyable: true, width: 260 },
    cust_id: { type: 'id', filter: 'eq', width: 110 },
    merchant_name: { type: 'text', filter: 'like' },
    label: { type: 'text', filter: 'like' },
    secret_last4: { type: 'masked', mask: 'last4', width: 110 },
    ip_allowlist: { type: 'tags', filter: 'eq' },
    status: { type: 'enum', enum: 'apiKeyStatus', filter: 'in', width: 100 },
    created_at: { type: 'datetime', filter: 'range', sortable: true },
    last_used_at: { type: 'datetime', filter: 'range', sortable: true, unset: true },
    rotated_at: { type: 'datetime', hideInTable: true, unset: true },
    revoked_by: { type: 'text', hideInTable: true, unset: true },
    revoked_at: { type: 'datetime', hideInTable: true, unset: true },
    revoke_reason: { type: 'text', hideInTable: true, unset: true },
  },
  list: {
    columns: [
      'key_id',
      'merchant_name',
      'status',
      'label',
      'cust_id',
      'secret_last4',
      'ip_allowlist',
      'created_at',
      'last_used_at',
    ],
    hidden: ['label', 'cust_id', 'secret_last4', 'ip_allowlist', 'created_at'],
    defaultSort: { field: 'created_at', order: 'descend' },
  },
  detail: {
    sections: [
      { key: 'key', fields: ['key_id', 'cust_id', 'merchant_name', 'label', 'secret_last4', 'status'] },
      { key: 'access', fields: ['ip_allowlist', 'created_at', 'last_used_at', 'rotated_at'] },
      { key: 'revocation', fields: ['revoked_by', 'revoked_at', 'revoke_reason'] },
    ],
  },
  create: {
    form: {
      cust_id: {
        type: 'options',
        options: { resource: 'merchant', value: 'cust_id', label: 'name', filter: { status: '1' } },
        required: true,
      },
      label: { type: 'text', required: true, max: 64 },
      ip_allowlist: { type: 'ip', multiple: true },
    },
    reveal: ['secret'],
  },
  actions: [
    {
      key: 'edit',
      when: { field: 'status', in: [1] },
      form: {
        label: { type: 'text', required: true, max: 64 },
        ip_allowlist: { type: 'ip', multiple: true },
      },
    },
    {
      key: 'rotate',
      when: { field: 'status', in: [1] },
      confirm: true,
      reveal: ['secret'],
    },
    {
      key: 'revoke',
      when: { field: 'status', in: [1] },
      to: { status: 2 },
      reason: true,
      danger: true,
    },
  ],
  export: true,
});

export default apiKey;
