import { toMinor } from '../../src/console/money';
import type { Rows } from '../../src/resources';
import type { StoredRequest } from '../crud/control';
import type { Stored } from '../db';
import { MERCHANT_SEED_DATE } from './merchants';

const HOUR = 3_600_000;
const at = (hoursBefore: number) => new Date(MERCHANT_SEED_DATE - hoursBefore * HOUR).toISOString();

interface Sources {
  admin: Stored['admin'][];
  order: Rows['order'][];
  feeConf: Rows['feeConf'][];
  payout: Rows['payout'][];
  blacklist: Stored['blacklist'][];
}

/**
 * A few requests of dual control as the seed's world ends: a refund and a fee change the approver asked for (for the
 * admin to decide), a payout the admin asked to release (for the approver), and a blacklist removal the approver
 * turned down the day before. Each names a seeded record and holds what applying it sends again.
 */
export function seedApprovals({ admin, order, feeConf, payout, blacklist }: Sources): StoredRequest[] {
  const byEmail = (email: string) => admin.find((a) => a.email === email);
  const approver = byEmail('approver@payops.test');
  const chief = byEmail('admin@payops.test');
  if (!approver || !chief) return [];
  const common = (maker: Stored['admin'], hoursBefore: number) => ({
    maker: maker.email,
    maker_id: maker.id,
    created_at: at(hoursBefore),
    expires_at: at(hoursBefore - 24),
    decided_by: null,
    decided_at: null,
    decision_reason: null,
    failure: null,
  });
  const out: StoredRequest[] = [];
  const big = order.find(
    (o) =>
      o.currency === 'USD' &&
      o.pay_status === 1 &&
      o.refund_status === 0 &&
      o.freeze_status === null &&
      Number(o.amount) >= 800,
  );
  if (big)
    out.push({
      approval_id: 'APR-000001',
      kind: 'refund',
      status: 0,
      resource: 'order',
      target: big.order_no,
      action: 'refund',
      amount: '720.00',
      currency: 'USD',
      changes: [],
      reason: 'Goods returned in full; merchant agreed by email',
      step_up: 1,
      ...common(approver, 3),
      body: { refund_amount: '720.00', reason: 'Goods returned in full; merchant agreed by email' },
      reserve_key: `order:${big.order_no}`,
      reserve_minor: String(toMinor('720.00', 'USD')),
    });
  const fee = feeConf.find((f) => f.status === 1 && f.currency === 'EUR');
  if (fee) {
    const percent = fee.percent_fee === '2.90' ? '2.70' : '2.90';
    out.push({
      approval_id: 'APR-000002',
      kind: 'fee',
      status: 0,
      resource: 'feeConf',
      target: fee.fee_id,
      action: 'edit',
      amount: null,
      currency: null,
      changes: [{ field: 'percent_fee', before: fee.percent_fee, after: percent }],
      reason: 'Contract renewal: new card rate from next month',
      step_up: 0,
      ...common(approver, 6),
      body: {
        fee_method: fee.fee_method,
        percent_fee: percent,
        fixed_fee: fee.fixed_fee,
        min_fee: fee.min_fee,
        max_fee: fee.max_fee,
        reason: 'Contract renewal: new card rate from next month',
      },
      reserve_key: null,
      reserve_minor: null,
    });
  }
  const release = payout.find((p) => p.status === 0 && p.currency === 'USD' && Number(p.amount) > 5000);
  if (release)
    out.push({
      approval_id: 'APR-000003',
      kind: 'payout',
      status: 0,
      resource: 'payout',
      target: release.payout_id,
      action: 'approve',
      amount: release.amount,
      currency: release.currency,
      changes: [{ field: 'status', before: 0, after: 1 }],
      reason: null,
      step_up: 1,
      ...common(chief, 2),
      body: {},
      reserve_key: null,
      reserve_minor: null,
    });
  const entry = blacklist[0];
  if (entry)
    out.push({
      approval_id: 'APR-000004',
      kind: 'blacklistRemoval',
      status: 2,
      resource: 'blacklist',
      target: entry.entry_id,
      action: 'remove',
      amount: null,
      currency: null,
      changes: [{ field: 'value', before: entry.value }],
      reason: 'Buyer cleared after investigation',
      step_up: 0,
      ...common(chief, 30),
      decided_by: approver.email,
      decided_at: at(27),
      decision_reason: 'Chargeback case still open; keep the entry',
      body: { reason: 'Buyer cleared after investigation' },
      reserve_key: null,
      reserve_minor: null,
    });
  return out;
}
