import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../mocks/db';
import { FIRST, renderApp, signIn } from '../helpers/app';

describe('links and keyboard on a list page', () => {
  beforeAll(() => import('@/pages/Resource'), 60_000);

  it('a record id is a real link to its record page; a click opens a quick look; Ctrl-click leaves it to the browser', async () => {
    await signIn('admin@payops.test');
    const order = db.order.find((o) => o.pay_status === 1)!;
    const user = userEvent.setup();
    renderApp(`/order/orderMag?order_no=${order.order_no}`);
    const link = await screen.findByRole('link', { name: order.order_no }, FIRST);
    expect(link).toHaveAttribute('href', `/order/orderMag/${order.order_no}`);
    // The keyboard reaches it.
    link.focus();
    expect(link).toHaveFocus();

    // A Ctrl-click is the browser's (a new tab): the page opens nothing itself.
    await user.keyboard('{Control>}');
    await user.click(link);
    await user.keyboard('{/Control}');
    expect(screen.queryByRole('dialog')).toBeNull();
    // A plain click opens the record here, over the list.
    await user.click(link);
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getAllByText(order.order_no).length).toBeGreaterThan(0);
  });

  it('"More filters" is a button the keyboard reaches and opens', async () => {
    await signIn('admin@payops.test');
    const user = userEvent.setup();
    renderApp('/order/orderMag');
    const more = await screen.findByRole('button', { name: '展开' });
    expect(more).toHaveAttribute('tabindex', '0');
    expect(more).toHaveAttribute('aria-expanded', 'false');
    more.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('button', { name: '收起' })).toHaveAttribute('aria-expanded', 'true'));
  });
});
