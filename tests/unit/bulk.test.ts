import { describe, expect, it } from 'vitest';
import { countOutcomes, moneyTotals, outcomeOf } from '@/console/bulk';
import type { ResourceDef } from '@/console/types';

const def = {
  key: 'thing',
  rowKey: 'id',
  fields: {
    id: { type: 'id' },
    amount: { type: 'money', currencyField: 'currency' },
    fee: { type: 'money', currencyField: 'currency' },
    hidden: { type: 'money', currencyField: 'currency' },
    currency: { type: 'currency' },
  },
  list: { columns: ['id', 'amount', 'fee', 'currency'], filters: [] },
} as unknown as ResourceDef;

describe('moneyTotals', () => {
  it('sums each money column per currency exactly, in column then currency order', () => {
    const rows = [
      { id: '1', amount: '0.10', fee: '0.01', currency: 'USD' },
      { id: '2', amount: '0.20', fee: '0.02', currency: 'USD' },
      { id: '3', amount: '1500', fee: '0', currency: 'JPY' },
      { id: '4', amount: '1.005', fee: '0.000', currency: 'KWD', hidden: '9.00' },
    ];
    expect(moneyTotals(def, rows)).toEqual([
      { field: 'amount', currency: 'JPY', amount: '1500' },
      { field: 'amount', currency: 'KWD', amount: '1.005' },
      // 0.1 + 0.2 as floats is 0.30000000000000004.
      { field: 'amount', currency: 'USD', amount: '0.30' },
      { field: 'fee', currency: 'JPY', amount: '0' },
      { field: 'fee', currency: 'KWD', amount: '0.000' },
      { field: 'fee', currency: 'USD', amount: '0.03' },
    ]);
  });

  it('leaves out what has no readable amount or currency; no rows, no totals', () => {
    const rows = [
      { id: '1', amount: null, fee: '1.00', currency: 'USD' },
      { id: '2', amount: '5.00', fee: '1.00', currency: '' },
    ];
    expect(moneyTotals(def, rows)).toEqual([{ field: 'fee', currency: 'USD', amount: '1.00' }]);
    expect(moneyTotals(def, [])).toEqual([]);
  });
});

describe('outcomes', () => {
  it('tells done, sent for approval and refused apart, and counts them', () => {
    const results = [
      { id: 'a', ok: true },
      { id: 'b', ok: true, approval_id: 'APR-1' },
      { id: 'c', ok: false, code: 101014, message: 'Wrong status' },
      { id: 'd', ok: true },
    ];
    expect(results.map(outcomeOf)).toEqual(['done', 'requested', 'refused', 'done']);
    expect(countOutcomes(results)).toEqual({ done: 2, requested: 1, refused: 1 });
  });
});
