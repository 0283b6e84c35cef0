import { resource } from '../../console/decl';
import type { InputDef } from '../../console/types';
import { forterChannel as forterChannelLabels } from './forterChannel.labels';
import { enableDisable } from '../enableDisable';

/**
 * What the create and edit forms share: the Forter site and account, the mode and the thresholds. Approve below
 * one score, decline from another, review between: the fake backend refuses a decline threshold not above the
 * approve one (a rule across two inputs, which the form's per-input checks cannot express).
 */
const FORTER_FORM: Record<string, InputDef> = {
  forter_site_id: { type: 'text', pattern: '^[a-z0-9]{8,16}$', required: true },
  forter_account: { type: 'text', pattern: '^[a-z0-9][a-z0-9-]{2,39}$', required: true },
  mode: { type: 'enum', enum: 'forterMode', required: true },
  approve_below: { type: 'number', integer: true, min: 0, max: 100, required: true },
  decline_from: { type: 'number', integer: true, min: 0, max: 100, required: true, above: 'approve_below' },
};

/**
 * Forter channel (`/magChannel/forterRiskManagementChannel`): the shops screened by Forter, each with its Forter
 * site and account, active (Forter decides) or monitor (Forter's decision only recorded), and the score thresholds
 * turning Forter's 0-100 score into approve, review or decline. One configuration per shop; enabling or disabling
 * one needs a reason.
 */
const forterChannel = resource({
  key: 'forterChannel',
  labels: forterChannelLabels,
  api: '/v1/admin/forter-channels',
  rowKey: 'config_id',
  fields: {
    config_id: { type: 'id', filter: 'eq', copyable: true, width: 110 },
    shop_id: { type: 'id', filter: 'eq', width: 100 },
    site_url: { type: 'url', filter: 'like', computed: true },
    cust_id: { type: 'id', filter: 'eq', width: 110, computed: true },
    merchant_name: { type: 'text', filter: 'like', computed: true },
    forter_site_id: { type: 'text', filter: 'eq', copyable: true, width: 150 },
    forter_account: { type: 'text', filter: 'eq', width: 120 },
    mode: { type: 'enum', enum: 'forterMode', filter: 'in', width: 100 },
    approve_below: { type: 'number', integer: true, min: 0, max: 100, sortable: true, width: 100 },
    decline_from: { type: 'number', integer: true, min: 0, max: 100, sortable: true, width: 100 },
    status: { type: 'enum', enum: 'enabled12', filter: 'in', width: 90 },
    status_reason: { type: 'text', hideInTable: true, unset: true },
    updated_by: { type: 'text', hideInTable: true },
    updated_at: { type: 'datetime', filter: 'range', sortable: true },
    created_at: { type: 'datetime', hideInTable: true },
  },
  list: {
    columns: [
      'config_id',
      'merchant_name',
      'site_url',
      'status',
      'shop_id',
      'forter_site_id',
      'forter_account',
      'mode',
      'approve_below',
      'decline_from',
      'updated_at',
    ],
    hidden: ['shop_id', 'forter_site_id', 'forter_account', 'updated_at'],
    defaultSort: { field: 'updated_at', order: 'descend' },
  },
  detail: {
    sections: [
      { key: 'site', fields: ['config_id', 'shop_id', 'site_url', 'cust_id', 'merchant_name'] },
      { key: 'forter', fields: ['forter_site_id', 'forter_account', 'mode', 'approve_below', 'decline_from'] },
      { key: 'state', fields: ['status', 'status_reason', 'updated_by', 'updated_at', 'created_at'] },
    ],
  },
  create: {
    form: {
      shop_id: {
        type: 'options',
        options: { resource: 'shop', value: 'shop_id', label: 'site_url', filter: { status: '1' } },
        required: true,
      },
      ...FORTER_FORM,
    },
  },
  actions: [{ key: 'edit', form: FORTER_FORM }, ...enableDisable('reason', 'reason')],
  export: true,
});

export default forterChannel;
