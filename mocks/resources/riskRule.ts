import { touched } from '../crud/actions';
import { db, now } from '../db';
import { priorityMoves } from '../crud/priority';
import { seedRiskRules } from '../seed/riskPages';
import type { Fake } from './fake';
import type { Rows } from '../../src/resources';

/** The rules in the order the engine checks them: priority, then id. */
export const ruleOrder = (): Rows['riskRule'][] =>
  [...db.riskRule].sort((a, b) => a.priority - b.priority || (a.rule_id < b.rule_id ? -1 : 1));

const moves = priorityMoves<Rows['riskRule']>({ resource: 'riskRule', rowKey: 'rule_id', peers: ruleOrder });

/** Rules are never deleted: the next id follows the largest. */
const nextId = () => `RR${Math.max(100000, ...db.riskRule.map((r) => Number(r.rule_id.slice(2)) || 0)) + 1}`;

/**
 * Entry rules: a new rule is enabled and checked last (the largest priority plus one) with no hits yet; edit,
 * enable and disable stamp who changed it and when and keep the reason; raise and lower reorder the rules.
 */
const riskRule: Fake<Rows['riskRule']> = {
  // The first cannot be raised, nor the last lowered (mocks/crud/priority.ts).
  refuses: { raise: ['wrongStatus'], lower: ['wrongStatus'] },
  seed: ({ merchant, order }) => seedRiskRules(merchant, order),
  create: (values, by) => {
    const row: Rows['riskRule'] = {
      rule_id: nextId(),
      name: String(values.name),
      dimension: String(values.dimension),
      condition: String(values.condition),
      action: String(values.action),
      priority: Math.max(0, ...db.riskRule.map((r) => r.priority)) + 1,
      status: 1,
      status_reason: null,
      hits: 0,
      ...touched(by),
      created_at: new Date(now()).toISOString(),
    };
    return { row };
  },
  actions: {
    edit: (_row, { values }, by) => ({
      changes: {
        name: String(values.name),
        dimension: String(values.dimension),
        condition: String(values.condition),
        action: String(values.action),
        ...touched(by),
      },
    }),
    enable: (_row, { reason }, by) => ({ changes: { status_reason: reason ?? null, ...touched(by) } }),
    disable: (_row, { reason }, by) => ({ changes: { status_reason: reason ?? null, ...touched(by) } }),
    ...moves,
  },
};

export default riskRule;
