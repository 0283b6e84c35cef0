import { resource } from '../../console/decl';
import { underControl } from '../control';
import type { InputDef } from '../../console/types';
import { riskRule as riskRuleLabels } from './riskRule.labels';
import { enableDisable } from '../enableDisable';

/** What a rule says: its name, what it looks at, its condition and what it does when the condition holds. */
const RULE_FORM: Record<string, InputDef> = {
  name: { type: 'text', max: 60, required: true },
  dimension: { type: 'enum', enum: 'ruleDimension', required: true },
  condition: { type: 'text', max: 200, required: true },
  action: { type: 'enum', enum: 'ruleAction', required: true },
};

/**
 * Entry rules (`/risk/user`): the risk engine's rules, checked on every payment attempt in priority order (1
 * first): reject, send to review or warn when the condition holds. A new rule is checked last until moved up; raise
 * and lower swap it with its neighbour. Enabling or disabling one needs a reason.
 */
const riskRule = resource({
  key: 'riskRule',
  labels: riskRuleLabels,
  api: '/v1/admin/risk-rules',
  rowKey: 'rule_id',
  fields: {
    name: { type: 'text', filter: 'like', sortable: true },
    priority: { type: 'number', integer: true, min: 1, sortable: true, width: 80 },
    dimension: { type: 'enum', enum: 'ruleDimension', filter: 'in', width: 110 },
    action: { type: 'enum', enum: 'ruleAction', filter: 'in', width: 100 },
    status: { type: 'enum', enum: 'enabled12', filter: 'in', width: 90 },
    condition: { type: 'text', filter: 'like', width: 220 },
    rule_id: { type: 'id', filter: 'eq', copyable: true, width: 110 },
    status_reason: { type: 'text', hideInTable: true, unset: true },
    hits: { type: 'number', integer: true, min: 0, filter: 'range', sortable: true, width: 100 },
    updated_by: { type: 'text', hideInTable: true },
    updated_at: { type: 'datetime', filter: 'range', sortable: true },
    created_at: { type: 'datetime', hideInTable: true },
  },
  list: {
    columns: ['rule_id', 'priority', 'name', 'status', 'action', 'condition', 'dimension', 'hits', 'updated_at'],
    hidden: ['dimension', 'hits', 'updated_at'],
    defaultSort: { field: 'priority', order: 'ascend' },
  },
  detail: {
    sections: [
      { key: 'rule', fields: ['rule_id', 'priority', 'name', 'dimension', 'condition', 'action', 'hits'] },
      { key: 'state', fields: ['status', 'status_reason', 'updated_by', 'updated_at', 'created_at'] },
    ],
  },
  create: { form: RULE_FORM },
  actions: [
    ...underControl('riskRule', [{ key: 'edit', form: RULE_FORM }]),
    // Raising and lowering are one grant: reordering the priorities (one code, the server's name for it).
    { key: 'raise', permission: 'riskRule:reorder' },
    { key: 'lower', permission: 'riskRule:reorder' },
    ...underControl('riskRule', enableDisable('reason', 'reason')),
  ],
  export: true,
});

export default riskRule;
