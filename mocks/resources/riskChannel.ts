import type { InputValue } from '../../src/console/types';
import { touched } from '../crud/actions';
import { db, now } from '../db';
import { priorityMoves } from '../crud/priority';
import { seedRiskChannels } from '../seed/channels';
import type { Fake } from './fake';
import type { Rows } from '../../src/resources';

const list = (value: InputValue | undefined): string[] => (Array.isArray(value) ? value.map(String) : []);

/** The routes in the order payments try them: priority, then id. */
const routeOrder = (): Rows['riskChannel'][] =>
  [...db.riskChannel].sort((a, b) => a.priority - b.priority || (a.channel_id < b.channel_id ? -1 : 1));

const moves = priorityMoves<Rows['riskChannel']>({ resource: 'riskChannel', rowKey: 'channel_id', peers: routeOrder });

/** What the form sets: the provider, what it screens (empty lists: all) and how it is called. */
const routeValues = (values: Record<string, InputValue>) => ({
  name: String(values.name),
  provider: String(values.provider),
  countries: list(values.countries),
  currencies: list(values.currencies),
  cust_ids: list(values.cust_ids).sort(),
  timeout_ms: Number(values.timeout_ms),
  fallback_decision: String(values.fallback_decision),
});

/** Routes are never deleted: the next id follows the largest. */
const nextId = () => `RC${Math.max(700000, ...db.riskChannel.map((c) => Number(c.channel_id.slice(2)) || 0)) + 1}`;

/**
 * Risk channels: a new route is enabled and tried last (the largest priority plus one); edit, enable and disable
 * stamp who changed it and when and keep the reason; raise and lower reorder the routes. The routed merchants'
 * names are read on every answer.
 */
const riskChannel: Fake<Rows['riskChannel']> = {
  // The first cannot be raised, nor the last lowered (mocks/crud/priority.ts).
  refuses: { raise: ['wrongStatus'], lower: ['wrongStatus'] },
  seed: ({ merchant, order }) => seedRiskChannels(merchant, order),
  computed: (row) => {
    const ids = Array.isArray(row.cust_ids) ? row.cust_ids.map(String) : [];
    return { merchant_names: ids.map((id) => db.merchant.find((m) => m.cust_id === id)?.name ?? id) };
  },
  create: (values, by) => {
    const row: Rows['riskChannel'] = {
      channel_id: nextId(),
      ...routeValues(values),
      priority: Math.max(0, ...db.riskChannel.map((r) => r.priority)) + 1,
      status: 1,
      status_reason: null,
      ...touched(by),
      created_at: new Date(now()).toISOString(),
    };
    return { row };
  },
  actions: {
    edit: (_row, { values }, by) => ({ changes: { ...routeValues(values), ...touched(by) } }),
    enable: (_row, { reason }, by) => ({ changes: { status_reason: reason ?? null, ...touched(by) } }),
    disable: (_row, { reason }, by) => ({ changes: { status_reason: reason ?? null, ...touched(by) } }),
    ...moves,
  },
};

export default riskChannel;
