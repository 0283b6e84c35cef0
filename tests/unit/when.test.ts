import { describe, expect, it } from 'vitest';
import { allows, describeWhen } from '@/console/when';
import order from '@/resources/order/order';

const refund = order.actions!.find((a) => a.key === 'refund')!;
const freeze = order.actions!.find((a) => a.key === 'freeze')!;
const paid = { pay_status: 1, refund_status: 0, freeze_status: null, refundable: '12.50' };

describe("an action's state conditions (ActionDef.when)", () => {
  it('a refund wants a paid order, funds not frozen and something left to refund, exactly', () => {
    expect(allows(refund, paid)).toBe(true);
    expect(allows(refund, { ...paid, pay_status: 2 })).toBe(false);
    expect(allows(refund, { ...paid, pay_status: 4 })).toBe(false);
    expect(allows(refund, { ...paid, freeze_status: 0 })).toBe(false);
    expect(allows(refund, { ...paid, refundable: '0.00' })).toBe(false);
    expect(allows(refund, { ...paid, refundable: '0.01' })).toBe(true);
    expect(allows(refund, { ...paid, refundable: '-1.00' })).toBe(false);
    expect(allows(refund, { ...paid, refundable: undefined })).toBe(false);
    expect(allows(refund, { ...paid, refund_status: 3 })).toBe(false);
  });
  it('a freeze wants a paid order not frozen yet; no condition allows everything', () => {
    expect(allows(freeze, paid)).toBe(true);
    expect(allows(freeze, { ...paid, pay_status: 3 })).toBe(false);
    expect(allows(freeze, { ...paid, freeze_status: 0 })).toBe(false);
    expect(allows({}, {})).toBe(true);
  });
  it('is written out for the API document', () => {
    expect(describeWhen(refund.when)).toBe(
      'refund_status is 0 or 1 or 2 and pay_status is 1 and freeze_status is unset or 1 or 2 and refundable is above zero',
    );
  });
});
