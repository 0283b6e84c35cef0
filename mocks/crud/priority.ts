import { writeOplog } from '../oplog';
import { refusal, touched, type Effect, type Operator } from './actions';
import type { Row } from './query';

/** A row ordered by priority among its peers, stamped with who changed it last. */
export interface Prioritised {
  priority: number;
  updated_by: string | null;
  updated_at: string | null;
}

/**
 * The `raise` and `lower` actions of rows tried in priority order (entry rules, risk channel routes, a merchant's
 * channel configs): a row swaps priorities with its neighbour among `peers(row)` (already in order); the first cannot
 * be raised nor the last lowered (101014). The neighbour's change is logged as its own entry. Equal priorities (set
 * by hand) are separated by one so the move shows; at `max` the earlier one takes the smaller number instead.
 */
export function priorityMoves<R extends Prioritised>(opts: {
  resource: string;
  rowKey: keyof R & string;
  peers: (row: Row) => R[];
  max?: number;
}): Record<'raise' | 'lower', (row: Row, input: unknown, by: Operator) => Effect> {
  const move =
    (direction: 'raise' | 'lower') =>
    (row: Row, _input: unknown, by: Operator): Effect => {
      const order = opts.peers(row);
      const at = order.findIndex((r) => r[opts.rowKey] === row[opts.rowKey]);
      const other = order[at + (direction === 'raise' ? -1 : 1)];
      if (at < 0 || !other) return refusal('wrongStatus');
      const up = direction === 'raise';
      const mine = Number(row.priority);
      let [next, theirs] = [other.priority, mine];
      if (next === theirs) {
        if (opts.max === undefined || mine < opts.max) [next, theirs] = up ? [mine, mine + 1] : [mine + 1, mine];
        else [next, theirs] = up ? [mine - 1, mine] : [mine, mine - 1];
      }
      const stamp = touched(by);
      if (other.priority !== theirs) {
        writeOplog({
          operator: by.admin,
          ip: by.ip,
          resource: opts.resource,
          target: String(other[opts.rowKey]),
          action: direction,
          before: { priority: other.priority, updated_by: other.updated_by, updated_at: other.updated_at },
          after: { priority: theirs, ...stamp },
        });
        Object.assign(other, { priority: theirs }, stamp);
      }
      return { changes: { priority: next, ...stamp } };
    };
  return { raise: move('raise'), lower: move('lower') };
}
