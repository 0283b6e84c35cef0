import type { Row } from '../../crud/query';
import { db } from '../../db';
import type { OplogRow } from '../../oplog';
import type { Fake } from '../fake';
import { changesOf } from './changes';
import { journalTables } from './journal';

/**
 * The whole operation log, oldest first: the seeded history (before the seed's clock: this module's own table,
 * `db.operationLog`) and what this database has written since (`db.oplog`, written by every action and create of the
 * engine). Read-only: a fresh list on every call, over the same entries.
 */
export const allOplog = (): OplogRow[] => [...db.operationLog, ...db.oplog];

const asEntry = (row: Row) => row as unknown as OplogRow;

/** The audit trail: each entry with its changed fields, before and after (the detail's diff). */
const operationLog: Fake<OplogRow> = {
  seed: (tables) => journalTables(tables).operationLog,
  rows: () => allOplog() as unknown as Row[],
  computed: (row) => {
    const entry = asEntry(row);
    const changes = changesOf(entry.before, entry.after);
    // An entry without a reason answers it as null, as every declared field.
    return { reason: entry.reason ?? null, changes, changed_fields: changes.map((c) => c.field) };
  },
};

export default operationLog;

declare module '../../db' {
  /** The table keeps more than the declaration shows (see the row type above). */
  interface Stored {
    operationLog: OplogRow;
  }
}
