import { resource } from '../../console/decl';
import type { InputDef } from '../../console/types';
import { transferLink as transferLinkLabels } from './transferLink.labels';
import { enableDisable } from '../enableDisable';

/** An approved merchant, picked by name. */
const APPROVED_MERCHANT: InputDef = {
  type: 'options',
  options: { resource: 'merchant', value: 'cust_id', label: 'name', filter: { status: '1' } },
  required: true,
};

/**
 * Transfer relationship (`/txnManager/transferLink`): which merchant may transfer funds to which. A link has a
 * direction (A → B does not let B pay A), joins two different approved merchants, and is made once (the server
 * refuses a merchant paying itself, an unapproved one, and a pair already linked); a disabled link stops transfers
 * until enabled again. An edit changes only the note.
 */
const transferLink = resource({
  key: 'transferLink',
  labels: transferLinkLabels,
  api: '/v1/admin/transfer-links',
  rowKey: 'link_id',
  fields: {
    from_cust_id: { type: 'id', filter: 'eq', sortable: true, width: 120 },
    from_name: { type: 'text', filter: 'like', computed: true },
    to_cust_id: { type: 'id', filter: 'eq', sortable: true, width: 120 },
    to_name: { type: 'text', filter: 'like', computed: true },
    status: { type: 'enum', enum: 'enabled12', filter: 'in', width: 90 },
    remark: { type: 'text', hideInTable: true, unset: true },
    link_id: { type: 'id', filter: 'eq', copyable: true, width: 120 },
    updated_by: { type: 'text', hideInTable: true },
    updated_at: { type: 'datetime', filter: 'range', sortable: true },
    created_at: { type: 'datetime', hideInTable: true },
  },
  list: {
    columns: ['link_id', 'from_cust_id', 'from_name', 'to_cust_id', 'to_name', 'status', 'updated_at'],
    hidden: ['link_id'],
    defaultSort: { field: 'updated_at', order: 'descend' },
  },
  detail: {
    sections: [
      { key: 'link', fields: ['link_id', 'from_cust_id', 'from_name', 'to_cust_id', 'to_name', 'remark'] },
      { key: 'state', fields: ['status', 'updated_by', 'updated_at', 'created_at'] },
    ],
  },
  create: {
    form: {
      from_cust_id: APPROVED_MERCHANT,
      to_cust_id: APPROVED_MERCHANT,
      remark: { type: 'textarea', max: 200 },
    },
  },
  actions: [{ key: 'edit', form: { remark: { type: 'textarea', max: 200 } } }, ...enableDisable('confirm', 'confirm')],
  export: true,
});

export default transferLink;
