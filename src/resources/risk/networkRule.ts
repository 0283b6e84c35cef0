import { resource } from '../../console/decl';
import type { InputDef } from '../../console/types';
import { networkRule as networkRuleLabels } from './networkRule.labels';
import { enableDisable } from '../enableDisable';

/** A BIN of 6 to 8 digits that the chosen network issues (its leading digits), checked by the brand picked. */
const BIN: InputDef = {
  type: 'variant',
  by: 'card_brand',
  required: true,
  variants: {
    visa: { type: 'text', pattern: '^4\\d{5,7}$' },
    mastercard: { type: 'text', pattern: '^(5[1-5]|2[2-7])\\d{4,6}$' },
    amex: { type: 'text', pattern: '^3[47]\\d{4,6}$' },
    jcb: { type: 'text', pattern: '^35\\d{4,6}$' },
    unionpay: { type: 'text', pattern: '^62\\d{4,6}$' },
    discover: { type: 'text', pattern: '^(6011|64[4-9]\\d|65\\d\\d)\\d{2,4}$' },
  },
};

const RULE_FORM: Record<string, InputDef> = {
  card_brand: { type: 'enum', enum: 'cardBrand', required: true },
  bin_from: BIN,
  bin_to: BIN,
  country: { type: 'country', required: true },
  action: { type: 'enum', enum: 'screenDecision', required: true },
  three_ds: { type: 'enum', enum: 'yesNo', required: true },
};

/**
 * Card network rules (`/risk/network`): what the cards of one network, issued in one country within a BIN range,
 * do: allowed, sent to review or denied (enum screenDecision: approve / review / decline), and whether 3-D Secure
 * is required. Both ends of the range belong to the network; the server also wants from ≤ to and no overlap with
 * another rule of the same network and country.
 */
const networkRule = resource({
  key: 'networkRule',
  labels: networkRuleLabels,
  api: '/v1/admin/network-rules',
  rowKey: 'rule_id',
  fields: {
    rule_id: { type: 'id', filter: 'eq', copyable: true, width: 110 },
    card_brand: { type: 'enum', enum: 'cardBrand', filter: 'in', width: 130 },
    bin_from: { type: 'text', filter: 'like', sortable: true, width: 110 },
    bin_to: { type: 'text', filter: 'like', width: 110 },
    country: { type: 'country', filter: 'in', width: 140 },
    action: { type: 'enum', enum: 'screenDecision', filter: 'in', width: 100 },
    three_ds: { type: 'enum', enum: 'yesNo', filter: 'in', width: 100 },
    status: { type: 'enum', enum: 'enabled12', filter: 'in', width: 90 },
    status_reason: { type: 'text', hideInTable: true, unset: true },
    updated_by: { type: 'text', hideInTable: true },
    updated_at: { type: 'datetime', filter: 'range', sortable: true },
  },
  list: {
    columns: ['rule_id', 'status', 'card_brand', 'bin_from', 'bin_to', 'country', 'action', 'three_ds', 'updated_at'],
    hidden: ['updated_at'],
    filters: ['card_brand', 'country', 'bin_from', 'action', 'three_ds', 'status', 'rule_id', 'updated_at'],
    defaultSort: { field: 'updated_at', order: 'descend' },
  },
  detail: {
    sections: [
      { key: 'rule', fields: ['rule_id', 'card_brand', 'bin_from', 'bin_to', 'country', 'action', 'three_ds'] },
      { key: 'state', fields: ['status', 'status_reason', 'updated_by', 'updated_at'] },
    ],
  },
  create: { form: RULE_FORM },
  actions: [{ key: 'edit', form: RULE_FORM }, ...enableDisable('confirm', 'reason')],
  export: true,
});

export default networkRule;
