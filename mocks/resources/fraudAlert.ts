import { fromMinor } from '../../src/console/money';
import { REFUNDING_RESULT } from '../../src/resources/order/fraudAlert';
import { refusal } from '../crud/actions';
import { db, now } from '../db';
import { seedFraudAlerts } from '../seed/orders';
import { refundableMinor, settleRefunds, startRefund } from './refund';
import { orderReserve } from './order';
import type { Fake } from './fake';
import type { Rows } from '../../src/resources';

/**
 * Fraud alerts: handling records the result, who and when. Result 510 ("processed and refunded") refunds what is
 * left of the order; with nothing left, or the funds frozen, it is refused (101014) and nothing changes.
 */
const fraudAlert: Fake<Rows['fraudAlert']> = {
  // A result that refunds: the order's funds frozen or nothing left (101014), pending refunds holding the rest (101033).
  refuses: { handle: ['wrongStatus', 'nothingToRefund', 'reserved'] },
  seed: ({ merchant, order }) => seedFraudAlerts(merchant, order),
  // What result 510 would refund now: what is left of the order (the handling dialog's confirmation names it).
  computed: (row) => {
    const order = db.order.find((o) => o.order_no === (row as unknown as Rows['fraudAlert']).order_no);
    return { refundable: order ? fromMinor(refundableMinor(order), order.currency) : null };
  },
  // Result 510 refunds what is left of the order: a refund like any other, held with the order's pending refunds.
  controls: {
    handle: (row, { values }) => {
      if (Number(values.result) !== REFUNDING_RESULT) return false;
      settleRefunds();
      const order = db.order.find((o) => o.order_no === (row as unknown as Rows['fraudAlert']).order_no);
      if (!order || order.freeze_status === 0) return refusal('wrongStatus');
      const left = refundableMinor(order);
      if (left <= 0n) return refusal('nothingToRefund');
      const reserve = { key: orderReserve(order), available: left, short: refusal('nothingToRefund') };
      return { amount: fromMinor(left, order.currency), currency: order.currency, reserve };
    },
  },
  actions: {
    handle: (row, { values }, by) => {
      const alert = row as unknown as Rows['fraudAlert'];
      const result = Number(values.result);
      const at = new Date(now()).toISOString();
      const order = db.order.find((o) => o.order_no === alert.order_no);
      if (result === REFUNDING_RESULT) {
        settleRefunds();
        if (!order || order.freeze_status === 0) return refusal('wrongStatus');
        const left = refundableMinor(order);
        if (left <= 0n) return refusal('nothingToRefund');
        startRefund(order, fromMinor(left, order.currency), `Fraud alert ${alert.alert_id}`, by.admin);
      }
      order?.events.push({ at, type: 'fraud_alert', detail: `${alert.alert_id}: ${result}` });
      return {
        changes: {
          status: 1,
          result,
          note: typeof values.note === 'string' ? values.note : null,
          handled_by: by.admin.email,
          handled_at: at,
        },
      };
    },
  },
};

export default fraudAlert;
