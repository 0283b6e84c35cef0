import type { InputDef, ResourceDef } from '../../console/types';

/** A value checked by its dimension (enum blacklistDimension): IP, email, card number (Luhn), name, country. */
export const BLACKLIST_VALUE: InputDef = {
  type: 'variant',
  by: 'dimension',
  required: true,
  variants: {
    '0': { type: 'ip' },
    '1': { type: 'email' },
    '2': { type: 'card' },
    '3': { type: 'text', max: 100 },
    '4': { type: 'country' },
  },
};

/**
 * The blacklist (`/risk/blacklist`): IPs, emails, card numbers (stored masked, BIN + last 4, with a fingerprint to
 * find duplicates), customer names and country codes. Add one, import a CSV (per-row result; rows left out answer
 * the 101025 warning), change the expiry, remove, export.
 */
const blacklist: ResourceDef = {
  key: 'blacklist',
  page: '/risk/blacklist',
  api: '/v1/admin/blacklist',
  rowKey: 'entry_id',
  fields: {
    entry_id: { type: 'id', filter: 'eq', copyable: true, width: 100 },
    dimension: { type: 'enum', enum: 'blacklistDimension', filter: 'in', width: 100 },
    value: { type: 'text', filter: 'like', width: 220 },
    reason: { type: 'text', filter: 'like' },
    expires_at: { type: 'datetime', filter: 'range', sortable: true },
    expired: { type: 'enum', enum: 'yesNo', filter: 'in', width: 80 },
    source: { type: 'text', hideInTable: true },
    created_by: { type: 'text', filter: 'like', hideInTable: true },
    created_at: { type: 'datetime', filter: 'range', sortable: true },
  },
  list: {
    columns: ['entry_id', 'dimension', 'value', 'reason', 'expires_at', 'expired', 'created_at'],
    filters: ['value', 'dimension', 'expired', 'reason', 'entry_id', 'created_by', 'expires_at', 'created_at'],
    defaultSort: { field: 'created_at', order: 'descend' },
  },
  detail: {
    sections: [
      { key: 'entry', fields: ['entry_id', 'dimension', 'value', 'reason'] },
      { key: 'validity', fields: ['expires_at', 'expired', 'source', 'created_by', 'created_at'] },
    ],
  },
  create: {
    permission: 'blacklist:add',
    form: {
      dimension: { type: 'enum', enum: 'blacklistDimension', required: true },
      value: BLACKLIST_VALUE,
      reason: { type: 'text', max: 200, required: true },
      expires_at: { type: 'date' },
    },
  },
  actions: [
    { key: 'expiry', permission: 'blacklist:edit', scope: 'row', form: { expires_at: { type: 'date' } } },
    { key: 'remove', permission: 'blacklist:remove', scope: 'row', remove: true, confirm: true, danger: true },
    { key: 'remove', permission: 'blacklist:remove', scope: 'bulk', remove: true, confirm: true, danger: true },
  ],
  import: { permission: 'blacklist:import', columns: ['dimension', 'value', 'reason', 'expires_at'] },
  exportPermission: 'blacklist:export',
};

export default blacklist;
