import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../mocks/db';
import { renderApp, signIn } from '../helpers/app';

const rows = () => document.querySelectorAll('.ant-table-tbody tr[data-row-key]');

describe('filters you can see', () => {
  beforeAll(() => import('@/pages/Resource'), 60_000);

  it('a to-do link’s filter shows as a chip; removing it lists every row again', async () => {
    await signIn('admin@payops.test');
    const user = userEvent.setup();
    // Home's "unhandled fraud alerts" to-do opens the list so filtered.
    renderApp('/order/fraudAlert?status=0');
    const chips = await screen.findByTestId('filter-chips');
    expect(chips).toHaveTextContent('处理状态: 待处理');
    const pending = db.fraudAlert.filter((a) => a.status === 0).length;
    await waitFor(() => expect(screen.getByText(`共 ${pending} 条`, { exact: false })).toBeInTheDocument());

    await user.click(within(chips).getByLabelText('移除筛选 处理状态: 待处理'));
    await waitFor(() => expect(screen.queryByTestId('filter-chips')).toBeNull());
    expect(new URLSearchParams(window.location.search).get('status')).toBeNull();
    await waitFor(() =>
      expect(screen.getByText(`共 ${db.fraudAlert.length} 条`, { exact: false })).toBeInTheDocument(),
    );
    expect(rows().length).toBeGreaterThan(0);
  });

  it('several filters from a shared link, each a chip; "clear all" takes every one off', async () => {
    await signIn('admin@payops.test');
    const user = userEvent.setup();
    renderApp('/order/orderMag?pay_status=1&currency=USD&created_at_from=2026-01-01T00:00:00.000Z');
    const chips = await screen.findByTestId('filter-chips');
    expect(chips).toHaveTextContent('支付状态: 成功');
    expect(chips).toHaveTextContent('币种: USD');
    expect(chips).toHaveTextContent(/创建时间: .+ – …/);
    await user.click(within(chips).getByRole('button', { name: '清除全部' }));
    await waitFor(() => expect(screen.queryByTestId('filter-chips')).toBeNull());
    const left = new URLSearchParams(window.location.search);
    for (const key of ['pay_status', 'currency', 'created_at_from']) expect(left.get(key)).toBeNull();
  });
});
