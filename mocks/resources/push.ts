import type { Row } from '../crud/query';
import { now } from '../db';
import { seedPushes } from '../seed/orderLogs';
import type { Fake } from './fake';
import type { Rows } from '../../src/resources';

const asPush = (row: Row) => row as unknown as Rows['push'];

/**
 * Stands for a processor endpoint that keeps refusing: pushes whose number is a multiple of 7 fail again on every
 * retry (HTTP 503), so the page always shows what a retry that does not help looks like. Every other one is
 * delivered (200).
 */
export const keepsFailing = (pushId: string) => Number(pushId.replace(/\D/g, '')) % 7 === 0;

/** Channel pushes: a retry (failed ones only, see the declaration) is one more attempt, now. */
const push: Fake<Rows['push']> = {
  seed: ({ merchant, order }) => seedPushes(merchant, order),
  actions: {
    retry: (row) => {
      const p = asPush(row);
      const failed = keepsFailing(p.push_id);
      return {
        changes: {
          attempts: p.attempts + 1,
          last_attempt_at: new Date(now()).toISOString(),
          status: failed ? 2 : 1,
          response_code: failed ? 503 : 200,
        },
      };
    },
  },
};

export default push;
