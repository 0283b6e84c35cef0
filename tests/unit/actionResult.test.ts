import { describe, expect, it } from 'vitest';
import { resultOf } from '@/console/moneyInput';
import type { ActionDef } from '@/console/types';

const adjust: ActionDef = {
  key: 'adjust',
  permission: 'balance:adjust',
  scope: 'row',
  confirm: true,
  result: {
    field: 'available',
    amount: 'amount',
    currencyField: 'currency',
    sign: { input: 'direction', minus: 'debit' },
  },
};

describe('the resulting value a confirmation shows', () => {
  it('adds a credit and takes a debit, exactly in minor units', () => {
    const row = { available: '0.10', currency: 'USD' };
    expect(resultOf(adjust, row, { amount: '0.2', direction: 'credit' })).toMatchObject({ after: '0.30' });
    expect(resultOf(adjust, row, { amount: '0.3', direction: 'debit' })).toMatchObject({
      after: '-0.20',
      negative: true,
    });
  });
  it('keeps 10^15 minor units exact and each currency its own decimals', () => {
    expect(
      resultOf(adjust, { available: '9999999999999.99', currency: 'USD' }, { amount: '0.01', direction: 'credit' }),
    ).toMatchObject({ before: '9999999999999.99', after: '10000000000000.00' });
    expect(resultOf(adjust, { available: '1000', currency: 'JPY' }, { amount: '1', direction: 'debit' })).toMatchObject(
      { after: '999' },
    );
    expect(
      resultOf(adjust, { available: '1.000', currency: 'KWD' }, { amount: '0.001', direction: 'credit' }),
    ).toMatchObject({ after: '1.001' });
  });
  it('shows nothing for an amount the currency cannot hold', () => {
    expect(resultOf(adjust, { available: '1000', currency: 'JPY' }, { amount: '0.5', direction: 'credit' })).toBe(
      undefined,
    );
    expect(resultOf(adjust, undefined, { amount: '1' })).toBe(undefined);
  });
});
