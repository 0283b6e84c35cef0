import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { db } from '../../mocks/db';
import { api, button, dataRows, dialogWith, FIRST, renderApp, rowAction, rowOf, signIn } from '../helpers/app';

const SLOW = 120_000;

/** The screening routes in the order payments try them, and as the table shows them. */
const routeIds = () => [...db.riskChannel].sort((a, b) => a.priority - b.priority).map((r) => r.channel_id);
const shownRouteIds = () => dataRows().map((r) => within(r).getByText(/^RC\d+$/).textContent);

describe('payment channels (/magChannel/orderMagChannel)', () => {
  it(
    'the type filter narrows to wallets; disable asks a reason and flips the row; one disabled meanwhile answers 101014',
    async () => {
      await signIn('admin@payops.test');
      const wallets = db.paymentChannel.filter((c) => c.type === 'wallet');
      const others = db.paymentChannel.filter((c) => c.type !== 'wallet');
      expect(wallets.length).toBeGreaterThan(1);
      const user = userEvent.setup();
      renderApp('/magChannel/orderMagChannel?type=wallet');
      await screen.findByText(wallets[0].channel_code, {}, FIRST);
      await waitFor(() => expect(dataRows()).toHaveLength(wallets.length));
      for (const r of dataRows()) expect(within(r).getByText('电子钱包')).toBeInTheDocument();
      for (const c of others) expect(screen.queryByText(c.channel_code)).toBeNull();
      // Fee and success rate as the server keeps them: two decimals.
      expect(within(rowOf(wallets[0].channel_code)).getByText(wallets[0].fee_rate)).toBeInTheDocument();

      const [target, raced] = wallets.filter((c) => c.status === 1);
      await user.click(button(rowOf(target.channel_code), /停\s*用/));
      const dialog = await dialogWith('原因');
      await user.click(button(dialog, /停\s*用/));
      expect(await within(dialog).findByText('请填写原因')).toBeInTheDocument();
      await user.type(within(dialog).getByLabelText('原因'), 'Acquirer maintenance window');
      await user.click(button(dialog, /停\s*用/));
      await waitFor(() => expect(button(rowOf(target.channel_code), /启\s*用/)).toBeInTheDocument());
      expect(within(rowOf(target.channel_code)).getByText('停用')).toBeInTheDocument();
      expect(target).toMatchObject({ status: 2, status_reason: 'Acquirer maintenance window' });

      // Disabled behind the page: the row still offers disable, the server says no.
      await api(`/v1/admin/payment-channels/${raced.channel_code}/disable`, {
        method: 'POST',
        body: JSON.stringify({ reason: 'Another operator' }),
      });
      await user.click(button(rowOf(raced.channel_code), /停\s*用/));
      const second = await dialogWith('原因');
      await user.type(within(second).getByLabelText('原因'), 'Too late');
      await user.click(button(second, /停\s*用/));
      expect(await screen.findByText('当前状态不允许此操作')).toBeInTheDocument();
      expect(raced.status_reason).toBe('Another operator');
    },
    SLOW,
  );
});

describe('Forter channel (/magChannel/forterRiskManagementChannel)', () => {
  it(
    'an operator with only the edit code edits thresholds (out of order refused with the reason) and sees no other button',
    async () => {
      await signIn('admin@payops.test', {
        tree: [
          { url: '/Home' },
          { url: '/magChannel/forterRiskManagementChannel', children: [{ url: 'forterChannel:edit' }] },
        ],
      });
      const target = db.forterChannel.find((c) => c.status === 1)!;
      const user = userEvent.setup();
      renderApp(`/magChannel/forterRiskManagementChannel?config_id=${target.config_id}`);
      await screen.findByText(target.config_id, {}, FIRST);
      await waitFor(() => expect(dataRows()).toHaveLength(1));
      const row = rowOf(target.config_id);
      expect(within(row).queryByRole('button', { name: /停\s*用|启\s*用/ })).toBeNull();
      expect(screen.queryByRole('button', { name: /新\s*建/ })).toBeNull();
      expect(screen.queryByRole('button', { name: /导出/ })).toBeNull();

      await user.click(button(row, /编\s*辑/));
      const dialog = await dialogWith('拒绝阈值（不低于）');
      const approve = within(dialog).getByLabelText('通过阈值（低于）');
      const decline = within(dialog).getByLabelText('拒绝阈值（不低于）');
      await user.clear(approve);
      await user.type(approve, '80');
      await user.clear(decline);
      await user.type(decline, '60');
      await user.click(button(dialog, /保\s*存/));
      // Said by the form, before anything is sent.
      expect(await within(dialog).findByText('拒绝阈值（不低于）必须大于通过阈值（低于）')).toBeInTheDocument();
      expect(target.approve_below).not.toBe(80);

      // The dialog kept what was typed: only the decline threshold needs fixing.
      await user.clear(decline);
      await user.type(decline, '95');
      await user.click(button(dialog, /保\s*存/));
      await waitFor(() => expect(target).toMatchObject({ approve_below: 80, decline_from: 95 }));
      await waitFor(() => expect(within(rowOf(target.config_id)).getByText('95')).toBeInTheDocument());
    },
    SLOW,
  );
});

describe('risk channels (/magChannel/riskManagementChannel)', () => {
  it(
    'routes show by priority and move; the first cannot rise (101014); the provider filter narrows',
    async () => {
      await signIn('admin@payops.test');
      const [first, second, third] = routeIds();
      const user = userEvent.setup();
      const view = renderApp('/magChannel/riskManagementChannel');
      await screen.findByText(first, {}, FIRST);
      await waitFor(() => expect(shownRouteIds().slice(0, 3)).toEqual([first, second, third]));

      await rowAction(user, rowOf(first), /下\s*移/);
      await waitFor(() => expect(shownRouteIds().slice(0, 3)).toEqual([second, first, third]));
      expect(routeIds().slice(0, 3)).toEqual([second, first, third]);
      await rowAction(user, rowOf(second), /上\s*移/);
      expect(await screen.findByText('当前状态不允许此操作')).toBeInTheDocument();
      expect(routeIds().slice(0, 3)).toEqual([second, first, third]);
      view.unmount();

      const seon = db.riskChannel.filter((r) => r.provider === 'seon');
      renderApp('/magChannel/riskManagementChannel?provider=seon');
      await screen.findByText(seon[0].channel_id, {}, FIRST);
      await waitFor(() => expect(dataRows()).toHaveLength(seon.length));
      for (const r of dataRows()) expect(within(r).getByText('SEON')).toBeInTheDocument();
    },
    SLOW,
  );
});
