import { fromMinor, toMinor } from '../../../src/console/money';
import { refusal, touched } from '../../crud/actions';
import type { Row } from '../../crud/query';
import { now } from '../../db';
import { balanceOf, moved, postBill } from '../../ledger';
import type { Fake } from '../fake';
import { flowTables } from './flows';
import type { Rows } from '../../../src/resources';

/** Bill type 8 ("failure"): a payout's funds coming back to the available balance. */
export const RETURN_BILL_TYPE = 8;

const asPayout = (row: Row) => row as unknown as Rows['payout'];

/**
 * Payouts: the amount and the fee left the available balance when the payout was made. Approving one pending
 * review sends it on (processing, the declaration's `to`); rejecting it returns amount + fee to the merchant's
 * transaction balance and posts the matching ledger entry (type 8, credit) in the same call, so the balance and
 * the ledger agree.
 */
const payout: Fake<Rows['payout']> = {
  // Returning the money needs the merchant's balance (100404) and a credit it can take (101014).
  refuses: { reject: ['notFound', 'wrongStatus'] },
  seed: (tables) => flowTables(tables).payout,
  controls: { approve: (row) => ({ amount: String(row.amount), currency: String(row.currency) }) },
  actions: {
    reject: (row, { reason }, by) => {
      const p = asPayout(row);
      const balance = balanceOf('txn', p.cust_id, p.currency);
      const amount = toMinor(p.amount, p.currency);
      const fee = toMinor(p.fee, p.currency);
      if (!balance || amount === undefined || fee === undefined) return refusal('notFound');
      const total = fromMinor(amount + fee, p.currency);
      const available = moved(balance, 'credit', total);
      if (available === undefined) return refusal('wrongStatus');
      Object.assign(balance, { available }, touched(by));
      const bill = postBill('txn', {
        cust_id: p.cust_id,
        merchant_name: p.merchant_name,
        currency: p.currency,
        bill_type: RETURN_BILL_TYPE,
        direction: 'credit',
        amount: total,
        balance_after: available,
        ref_no: p.payout_id,
        remark: `Payout rejected: ${reason ?? ''}`.trim(),
        created_by: by.admin.email,
      });
      return {
        changes: { return_bill_id: bill.bill_id, completed_at: new Date(now()).toISOString() },
        extra: { returned: total, available },
      };
    },
  },
};

export default payout;
