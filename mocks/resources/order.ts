import { fromMinor, toMinor } from '../../src/console/money';
import { refusal } from '../crud/actions';
import type { Row } from '../crud/query';
import { db, now } from '../db';
import { seedOrders, maskedCard } from '../seed/orders';
import { refundableMinor, settleRefunds, startRefund } from './refund';
import type { Fake } from './fake';
import type { Rows } from '../../src/resources';

const asOrder = (row: Row) => row as unknown as Rows['order'];

/** What pending refunds of an order are held under (mocks/crud/control.ts), whichever path asked for them. */
export const orderReserve = (o: Pick<Rows['order'], 'order_no'>) => `order:${o.order_no}`;

/**
 * Orders: what is left to refund is computed on every answer (and pre-fills the refund form); a refund is taken
 * only on a paid order whose funds are not frozen, for at most that amount, and then settles by itself
 * (mocks/resources/refund.ts). Freezing needs a paid order. Each change goes on the order's timeline.
 */
const order: Fake<Rows['order']> = {
  // The order's own state beyond the declaration (101014), pending refunds holding what is left (101033).
  refuses: { refund: ['wrongStatus', 'nothingToRefund', 'reserved'], freeze: ['wrongStatus'] },
  seed: ({ merchant, shop }) => seedOrders(merchant, shop),
  rows: () => {
    settleRefunds();
    return db.order;
  },
  computed: (row) => {
    const o = asOrder(row);
    const left = fromMinor(refundableMinor(o), o.currency);
    return { refundable: left, refund_amount: left, card: maskedCard(o.card_bin, o.card_last4) };
  },
  // A refund draws on what is left to refund, less what pending refund requests of the order (both paths) hold.
  controls: {
    refund: (row, { values }) => {
      const o = asOrder(row);
      if (o.pay_status !== 1 || o.freeze_status === 0) return refusal('wrongStatus');
      const available = refundableMinor(o);
      const short = refusal('nothingToRefund');
      return {
        amount: String(values.refund_amount),
        currency: o.currency,
        reserve: { key: orderReserve(o), available, short },
      };
    },
  },
  actions: {
    refund: (row, { values, reason }, by) => {
      const o = asOrder(row);
      if (o.pay_status !== 1 || o.freeze_status === 0) return refusal('wrongStatus');
      const amount = String(values.refund_amount);
      const minor = toMinor(amount, o.currency);
      if (minor === undefined || minor <= 0n || minor > refundableMinor(o)) return refusal('wrongStatus');
      const made = startRefund(o, fromMinor(minor, o.currency), reason ?? '', by.admin);
      return { changes: { refund_status: 3 }, extra: { refund_id: made.refund_id } };
    },
    freeze: (row, { reason, at }) => {
      const o = asOrder(row);
      if (o.pay_status !== 1) return refusal('wrongStatus');
      o.events.push({ at: at ?? new Date(now()).toISOString(), type: 'frozen', detail: reason });
      return { changes: { freeze_status: 0 } };
    },
    unfreeze: (row, { reason, at }) => {
      asOrder(row).events.push({ at: at ?? new Date(now()).toISOString(), type: 'unfrozen', detail: reason });
      return { changes: { freeze_status: 1 } };
    },
  },
};

export default order;
