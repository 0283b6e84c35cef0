import type { Row } from '../../crud/query';
import { now } from '../../db';
import type { Fake } from '../fake';
import { journalTables } from './journal';
import type { Rows } from '../../../src/resources';

const asMessage = (row: Row) => row as unknown as Rows['mqLog'];

/** A body the consumer cannot read fails again however often it is sent; any other failure was passing. */
export const unreadable = (message: Rows['mqLog']) => !!message.error?.startsWith('Deserialization failed');

/** Queue messages: a resend (failed ones only) publishes it again; the consumer takes it or fails the same way. */
const mqLog: Fake<Rows['mqLog']> = {
  seed: (tables) => journalTables(tables).mqLog,
  actions: {
    resend: (row) => {
      const m = asMessage(row);
      const failed = unreadable(m);
      return {
        changes: {
          retries: m.retries + 1,
          status: failed ? 2 : 1,
          consumed_at: failed ? null : new Date(now()).toISOString(),
          error: failed ? m.error : null,
        },
      };
    },
  },
};

export default mqLog;
