import { resource } from '../../console/decl';
import { underControl } from '../control';
import type { InputDef } from '../../console/types';
import { blacklist as blacklistLabels } from './blacklist.labels';

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
const blacklist = resource({
  key: 'blacklist',
  labels: blacklistLabels,
  api: '/v1/admin/blacklist',
  rowKey: 'entry_id',
  fields: {
    value: { type: 'text', filter: 'like', width: 220 },
    dimension: { type: 'enum', enum: 'blacklistDimension', filter: 'in', width: 100 },
    expired: { type: 'enum', enum: 'yesNo', filter: 'in', width: 80, computed: true },
    reason: { type: 'text', filter: 'like' },
    entry_id: { type: 'id', filter: 'eq', copyable: true, width: 100 },
    created_by: { type: 'text', filter: 'like', hideInTable: true },
    source: { type: 'text', hideInTable: true },
    expires_at: { type: 'datetime', filter: 'range', sortable: true, unset: true },
    created_at: { type: 'datetime', filter: 'range', sortable: true },
  },
  list: {
    columns: ['entry_id', 'dimension', 'value', 'reason', 'expires_at', 'expired', 'created_at'],
    // The expiry date says it; with both the table ran a pixel past a 1440-wide window.
    hidden: ['expired'],
    defaultSort: { field: 'created_at', order: 'descend' },
  },
  detail: {
    sections: [
      { key: 'entry', fields: ['entry_id', 'dimension', 'value', 'reason'] },
      { key: 'validity', fields: ['expires_at', 'expired', 'source', 'created_by', 'created_at'] },
    ],
  },
  create: {
    // The server's permission tree names adding an entry so, not create.
    permission: 'blacklist:add',
    form: {
      dimension: { type: 'enum', enum: 'blacklistDimension', required: true },
      value: BLACKLIST_VALUE,
      reason: { type: 'text', max: 200, required: true },
      expires_at: { type: 'date', future: true },
    },
  },
  actions: [
    // Changing the expiry is the entry's one edit, behind the server's edit code.
    { key: 'expiry', permission: 'blacklist:edit', form: { expires_at: { type: 'date', future: true } } },
    ...underControl('blacklistRemoval', [{ key: 'remove', bulk: true, remove: true, confirm: true, danger: true }]),
  ],
  import: { columns: ['dimension', 'value', 'reason', 'expires_at'] },
  export: true,
});

export default blacklist;
