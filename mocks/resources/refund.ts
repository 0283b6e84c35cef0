import { fromMinor, toMinor } from '../../src/console/money';
import { db, now, type Stored } from '../db';
import { seedRefunds } from '../seed/orders';
import type { Fake } from './fake';
import type { Rows } from '../../src/resources';

/** How long a refund stays in progress before the processor answers (of the fake backend's clock). */
export const REFUND_SETTLE_MS = 3000;

/**
 * Whether the processor refuses a refund: cards ending 0002 and buyers whose email holds "refundfail" (as the
 * processors' test cards do), so a failure can be shown on purpose.
 */
const refused = (order: Rows['order']) => order.card_last4 === '0002' || order.buyer_email.includes('refundfail');

/** What is still refundable on an order: paid, minus what was refunded and what is in flight. */
export function refundableMinor(order: Rows['order']): bigint {
  if (order.pay_status !== 1) return 0n;
  const paid = toMinor(order.amount, order.currency) ?? 0n;
  const done = toMinor(order.refunded_amount, order.currency) ?? 0n;
  const flying = db.refund
    .filter((r) => r.order_no === order.order_no && r.status === 3)
    .reduce((sum, r) => sum + (toMinor(r.amount, r.currency) ?? 0n), 0n);
  const left = paid - done - flying;
  return left > 0n ? left : 0n;
}

/** Starts a refund of `amount` (checked by the caller): in progress, on the order's timeline. */
export function startRefund(order: Rows['order'], amount: string, reason: string, by: Stored['admin']): Rows['refund'] {
  const at = new Date(now()).toISOString();
  const refund: Rows['refund'] = {
    refund_id: `RF${String(500001 + db.refund.length)}`,
    order_no: order.order_no,
    amount,
    currency: order.currency,
    status: 3,
    reason,
    requested_by: by.email,
    requested_at: at,
    completed_at: null,
  };
  db.refund.push(refund);
  order.refund_status = 3;
  order.events.push({ at, type: 'refund_requested', detail: `${amount} ${order.currency}` });
  return refund;
}

/**
 * The processor's answers: every refund in progress for REFUND_SETTLE_MS succeeds (the amount is added to the
 * order's refunded amount) or fails, and the order's refund status and timeline follow. Run before any read.
 */
export function settleRefunds(): void {
  const t = now();
  for (const refund of db.refund) {
    if (refund.status !== 3 || t - Date.parse(refund.requested_at) < REFUND_SETTLE_MS) continue;
    const order = db.order.find((o) => o.order_no === refund.order_no);
    const at = new Date(t).toISOString();
    refund.completed_at = at;
    const ok = !order || !refused(order);
    refund.status = ok ? 1 : 2;
    if (!order) continue;
    if (ok) {
      const total =
        (toMinor(order.refunded_amount, order.currency) ?? 0n) + (toMinor(refund.amount, order.currency) ?? 0n);
      order.refunded_amount = fromMinor(total, order.currency);
    }
    const stillFlying = db.refund.some((r) => r.order_no === order.order_no && r.status === 3);
    if (!stillFlying) order.refund_status = refund.status;
    order.events.push({ at, type: ok ? 'refunded' : 'refund_failed', detail: `${refund.amount} ${refund.currency}` });
  }
}

/** Refunds: read-only here; made by the order's refund action and by fraud alerts handled with 510. */
const refund: Fake<Rows['refund']> = {
  seed: ({ merchant, order }) => seedRefunds(merchant, order),
  rows: () => {
    settleRefunds();
    return db.refund;
  },
};

export default refund;
