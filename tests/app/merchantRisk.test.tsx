import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { db } from '../../mocks/db';
import { formatAmount } from '@/console/money';
import { renderApp, signIn } from '../helpers/app';

const rowOf = (id: string) => screen.getByText(id).closest('tr') as HTMLElement;
const dataRows = () => screen.getAllByRole('row').filter((r) => r.querySelector('td'));

describe('merchant risk (/orgMag/risk)', () => {
  it('settings tab: filters by level; edit checks the percent and single ≤ daily before sending', async () => {
    await signIn('admin@payops.test');
    const high = db.merchantRisk.filter((r) => r.risk_level === 3);
    // The first row: the latest updated.
    const target = [...high].sort((a, b) => (a.updated_at < b.updated_at ? 1 : -1))[0];
    const shown = `${formatAmount('1000', target.currency, 'zh-CN')} ${target.currency}`;
    const user = userEvent.setup();
    renderApp('/orgMag/risk?risk_level=3');
    expect(await screen.findByRole('tab', { name: '风控设置', selected: true })).toBeInTheDocument();
    await screen.findByText(target.cust_id);
    for (const row of dataRows()) expect(within(row).getByText('高')).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`总共 ${high.length} 条`))).toBeInTheDocument();

    await user.click(within(rowOf(target.cust_id)).getByRole('button', { name: /编\s*辑/ }));
    const dialog = await screen.findByRole('dialog');
    const percent = within(dialog).getByLabelText('保证金比例(%)');
    expect(percent).toHaveValue(target.reserve_percent);
    await user.clear(percent);
    await user.type(percent, '100.5');
    await user.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    expect(await within(dialog).findByText('请输入 0 到 100 之间的值')).toBeInTheDocument();

    await user.clear(percent);
    await user.type(percent, '20');
    const single = within(dialog).getByLabelText('单笔限额');
    const daily = within(dialog).getByLabelText('单日限额');
    await user.clear(daily);
    await user.type(daily, '1000');
    await user.clear(single);
    await user.type(single, '1000.01');
    await user.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    // Said by the form, before anything is sent (the server checks the same again).
    expect(await within(dialog).findByText('单日限额不能小于单笔限额')).toBeInTheDocument();
    expect(db.merchantRisk.find((r) => r.cust_id === target.cust_id)).toEqual(target);

    await user.clear(single);
    await user.type(single, '1000');
    await user.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(within(rowOf(target.cust_id)).getAllByText(shown)).toHaveLength(2));
    expect(db.merchantRisk.find((r) => r.cust_id === target.cust_id)).toMatchObject({
      reserve_percent: '20',
      single_limit: '1000',
      daily_limit: '1000',
      updated_by: 'admin@payops.test',
    });
  });

  it('alerts tab: open alerts can be acknowledged with a note', async () => {
    await signIn('admin@payops.test');
    const open = db.riskAlert.filter((a) => a.status === 0);
    const target = open[open.length - 1];
    const user = userEvent.setup();
    renderApp('/orgMag/risk');
    await user.click(await screen.findByRole('tab', { name: '风险预警' }));
    await screen.findByText(target.alert_id);
    const row = rowOf(target.alert_id);
    expect(within(row).getByText(target.detail)).toBeInTheDocument();
    expect(within(row).getByText('未处理')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: /确\s*认/ }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('备注'), 'Merchant running a flash sale');
    await user.click(within(dialog).getByRole('button', { name: /确\s*认/ }));
    await waitFor(() => expect(within(rowOf(target.alert_id)).getByText('已确认')).toBeInTheDocument());
    expect(db.riskAlert.find((a) => a.alert_id === target.alert_id)).toMatchObject({
      status: 1,
      note: 'Merchant running a flash sale',
      acknowledged_by: 'admin@payops.test',
    });
  });

  it('without the edit and acknowledge codes: rows on both tabs, no buttons', async () => {
    await signIn('admin@payops.test', { tree: [{ url: '/Home' }, { url: '/orgMag/risk' }] });
    const user = userEvent.setup();
    renderApp('/orgMag/risk');
    await waitFor(() => expect(dataRows().length).toBeGreaterThan(0));
    expect(screen.queryByRole('button', { name: /编\s*辑/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /导出/ })).toBeNull();
    await user.click(screen.getByRole('tab', { name: '风险预警' }));
    await screen.findAllByText('未处理');
    expect(screen.queryByRole('button', { name: /确\s*认/ })).toBeNull();
  });
});
