import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { db } from '../../mocks/db';
import { renderApp, rowAction, signIn } from '../helpers/app';

/** A merchant routed to three channels, and its config ids in the order they are tried. */
function threeChannelMerchant() {
  const counts = new Map<string, number>();
  for (const c of db.channelConfig) counts.set(c.cust_id, (counts.get(c.cust_id) ?? 0) + 1);
  const custId = [...counts].find(([, n]) => n === 3)![0];
  const ids = () =>
    db.channelConfig
      .filter((c) => c.cust_id === custId)
      .sort((a, b) => a.priority - b.priority)
      .map((c) => c.config_id);
  return { custId, ids };
}

/** The config ids of the table's rows, top to bottom. */
const shownIds = () =>
  screen
    .getAllByRole('row')
    .filter((r) => r.querySelector('td'))
    .map((r) => within(r).getByText(/^CC\d+$/).textContent);

const rowOf = (id: string) => screen.getByText(id).closest('tr') as HTMLElement;

describe('channel config (/orgMag/magBusiness)', () => {
  it("shows one merchant's channels by priority; lower and raise reorder them; the first cannot rise (101014)", async () => {
    await signIn('admin@payops.test');
    const { custId, ids } = threeChannelMerchant();
    const [first, second, third] = ids();
    const user = userEvent.setup();
    renderApp(`/orgMag/magBusiness?cust_id=${custId}`);
    await screen.findByText(first);
    await waitFor(() => expect(shownIds()).toEqual([first, second, third]));

    await rowAction(user, rowOf(first), /下\s*移/);
    await waitFor(() => expect(shownIds()).toEqual([second, first, third]));
    expect(ids()).toEqual([second, first, third]);

    await rowAction(user, rowOf(third), /上\s*移/);
    await waitFor(() => expect(shownIds()).toEqual([second, third, first]));

    await rowAction(user, rowOf(second), /上\s*移/);
    expect(await screen.findByText('当前状态不允许此操作')).toBeInTheDocument();
    expect(ids()).toEqual([second, third, first]);
  });

  it('New checks MCC and currencies before sending; nothing is created', async () => {
    await signIn('admin@payops.test');
    const count = db.channelConfig.length;
    const user = userEvent.setup();
    renderApp('/orgMag/magBusiness');
    await user.click(await screen.findByRole('button', { name: /新\s*建/ }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('MCC'), '56a1');
    await user.type(within(dialog).getByLabelText('优先级'), '3');
    await user.click(within(dialog).getByRole('button', { name: /创\s*建/ }));
    expect(await within(dialog).findByText('MCC格式不正确')).toBeInTheDocument();
    expect(await within(dialog).findByText('请填写币种')).toBeInTheDocument();
    expect(await within(dialog).findByText('请填写商户号')).toBeInTheDocument();
    expect(db.channelConfig).toHaveLength(count);
  });

  it('without the reorder and create codes: edit stays, move up/down and New are gone', async () => {
    await signIn('admin@payops.test', {
      tree: [
        { url: '/Home' },
        { url: '/orgMag/magBusiness', children: [{ url: 'channelConfig:edit' }, { url: 'channelConfig:disable' }] },
      ],
    });
    const { custId, ids } = threeChannelMerchant();
    renderApp(`/orgMag/magBusiness?cust_id=${custId}`);
    const row = await waitFor(() => rowOf(ids()[0]));
    expect(within(row).getByRole('button', { name: /编\s*辑/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /上\s*移/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /下\s*移/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /新\s*建/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /导出/ })).toBeNull();
  });
});
