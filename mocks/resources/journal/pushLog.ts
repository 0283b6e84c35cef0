import type { Row } from '../../crud/query';
import { now } from '../../db';
import type { Fake } from '../fake';
import { journalTables } from './journal';
import type { Rows } from '../../../src/resources';

const asPush = (row: Row) => row as unknown as Rows['pushLog'];

/**
 * A merchant endpoint that answered 404 does not exist: resending gets 404 again. Any other failure (5xx, no
 * answer) was passing, so a resend is delivered (200).
 */
export const stillMissing = (push: Rows['pushLog']) => push.http_status === 404;

/** Webhook pushes: a resend (failed ones only, see the declaration) is one more attempt, now, and its answer. */
const pushLog: Fake<Rows['pushLog']> = {
  seed: (tables) => journalTables(tables).pushLog,
  actions: {
    resend: (row) => {
      const p = asPush(row);
      const failed = stillMissing(p);
      // The answer's body is not a field the operation log keeps: set here, the logged fields below.
      p.response = failed ? 'Not Found' : { received: true };
      return {
        changes: {
          attempts: p.attempts + 1,
          last_attempt_at: new Date(now()).toISOString(),
          status: failed ? 2 : 1,
          http_status: failed ? 404 : 200,
        },
      };
    },
  },
};

export default pushLog;
