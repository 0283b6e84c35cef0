import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../mocks/db';
import { fromMinor, toMinor } from '../../src/console/money';
import { renderApp, signIn } from '../helpers/app';

describe('a list that carries money', () => {
  beforeAll(() => import('@/pages/Resource'), 60_000);

  it('shows the filtered set’s total per currency under the table, never one sum across currencies', async () => {
    await signIn('admin@payops.test');
    const paid = db.order.filter((o) => o.pay_status === 1 && (o.currency === 'JPY' || o.currency === 'KWD'));
    const sum = (currency: string) =>
      fromMinor(
        paid.filter((o) => o.currency === currency).reduce((s, o) => s + toMinor(o.amount, currency)!, 0n),
        currency,
      );
    renderApp('/order/orderMag?pay_status=1&currency=JPY');
    const totals = await screen.findByTestId('list-totals');
    // Every paid JPY order, not only the ten on the page; JPY has no decimals.
    expect(within(totals).getByText(/金额合计（全部筛选结果）：/)).toBeInTheDocument();
    const jpy = Number(sum('JPY')).toLocaleString('en-US');
    expect(totals).toHaveTextContent(`${jpy} JPY`);
    expect(totals).not.toHaveTextContent('KWD');
    expect(paid.filter((o) => o.currency === 'JPY').length).toBeGreaterThan(10);
  });
});
