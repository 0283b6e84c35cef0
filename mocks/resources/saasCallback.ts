import type { Row } from '../crud/query';
import { db, now } from '../db';
import { seedSaasCallbacks } from '../seed/orderLogs';
import type { Fake } from './fake';
import type { Rows } from '../../src/resources';

const asCallback = (row: Row) => row as unknown as Rows['saasCallback'];

/** HTTP status a platform answers for a shop that no longer takes callbacks. */
export const GONE = 410;

/**
 * SaaS callbacks: a resend is one more attempt, now. It fails (410 Gone) when the shop is disabled on the shops page
 * at that moment (the platform app is uninstalled), and is delivered (200) otherwise.
 */
const saasCallback: Fake<Rows['saasCallback']> = {
  seed: ({ merchant, order }) => seedSaasCallbacks(merchant, order),
  actions: {
    resend: (row) => {
      const c = asCallback(row);
      const gone = db.shop.find((s) => s.shop_id === c.shop_id)?.status !== 1;
      return {
        changes: {
          attempts: c.attempts + 1,
          last_attempt_at: new Date(now()).toISOString(),
          status: gone ? 2 : 1,
          response_code: gone ? GONE : 200,
        },
      };
    },
  },
};

export default saasCallback;
