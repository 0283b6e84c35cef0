import { db, now } from '../db';
import { seedMerchants } from '../seed/merchants';
import type { Fake } from './fake';
import type { Rows } from '../../src/resources';

const DAY = 24 * 3_600_000;

/** A share as a percentage with two decimals (a decimal string), none of nothing. */
const rate = (part: number, whole: number) => (whole ? ((100 * part) / whole).toFixed(2) : null);

/**
 * Registration review: the generic actions over the seeded merchants. Every answer says how the merchant's KYB file
 * stands (approving needs one not rejected) and how its orders of the last 30 days went: how many, the share paid,
 * and of those paid the shares refunded and disputed.
 */
const merchant: Fake<Rows['merchant']> = {
  seed: () => seedMerchants(),
  computed: (row) => {
    const since = now() - 30 * DAY;
    const orders = db.order.filter((o) => o.cust_id === row.cust_id && Date.parse(o.created_at) >= since);
    const paid = orders.filter((o) => o.pay_status === 1);
    const kyb = db.kyb
      .filter((k) => k.cust_id === row.cust_id)
      .sort((a, b) => b.submitted_at.localeCompare(a.submitted_at))[0];
    return {
      kyb_status: kyb ? kyb.status : null,
      orders_30d: orders.length,
      success_rate_30d: rate(paid.length, orders.length),
      refund_rate_30d: rate(paid.filter((o) => o.refund_status === 1 || o.refund_status === 3).length, paid.length),
      dispute_rate_30d: rate(paid.filter((o) => o.dispute_status !== 0).length, paid.length),
    };
  },
};

export default merchant;
