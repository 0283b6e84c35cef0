import type { InputValue } from '../../src/console/types';
import { invalidField, type Refusal, touched } from '../crud/actions';
import { db } from '../db';
import { seedNetworkRules, binSpan } from '../seed/riskPages';
import type { Fake } from './fake';
import type { Rows } from '../../src/resources';

type RuleValues = Pick<Rows['networkRule'], 'card_brand' | 'bin_from' | 'bin_to' | 'country' | 'action' | 'three_ds'>;

/**
 * The checked form as a rule, or why not: the range must not run backwards (compared as 8 digits, `from` padded
 * with 0s and `to` with 9s, so 411111–41111199 is one BIN's block) nor overlap another rule of the same network and
 * country (the engine would not know which applies).
 */
function ruleOf(values: Record<string, InputValue>, self?: string): RuleValues | Refusal {
  const rule: RuleValues = {
    card_brand: String(values.card_brand),
    bin_from: String(values.bin_from),
    bin_to: String(values.bin_to),
    country: String(values.country),
    action: String(values.action),
    three_ds: Number(values.three_ds),
  };
  const [lo, hi] = binSpan(rule.bin_from, rule.bin_to);
  if (lo > hi) return invalidField('bin_to');
  const overlaps = db.networkRule.some((r) => {
    if (r.rule_id === self || r.card_brand !== rule.card_brand || r.country !== rule.country) return false;
    const [a, b] = binSpan(r.bin_from, r.bin_to);
    return a <= hi && lo <= b;
  });
  return overlaps ? invalidField('bin_from') : rule;
}

const nextId = () => `NR${Math.max(200000, ...db.networkRule.map((r) => Number(r.rule_id.slice(2)) || 0)) + 1}`;

/** Network card rules: create and edit check the range; every change stamps who and when; disable keeps its reason. */
const networkRule: Fake<Rows['networkRule']> = {
  seed: ({ merchant, order }) => seedNetworkRules(merchant, order),
  create: (values, by) => {
    const rule = ruleOf(values);
    if ('ok' in rule) return rule;
    const row: Rows['networkRule'] = {
      rule_id: nextId(),
      ...rule,
      status: 1,
      status_reason: null,
      ...touched(by),
    };
    return { row };
  },
  actions: {
    edit: (row, { values }, by) => {
      const rule = ruleOf(values, String(row.rule_id));
      return 'ok' in rule ? rule : { changes: { ...rule, ...touched(by) } };
    },
    enable: (_row, _input, by) => ({ changes: { status_reason: null, ...touched(by) } }),
    disable: (_row, { reason }, by) => ({ changes: { status_reason: reason ?? null, ...touched(by) } }),
  },
};

export default networkRule;
