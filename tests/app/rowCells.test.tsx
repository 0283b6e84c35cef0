/**
 * A list row's own controls, drawn as plain elements for speed (issue 25): the key's copy button and the row's "more"
 * menu, made on first use. They must still do what antd's did.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FIRST, renderApp, signIn } from '../helpers/app';
import { COPIED_FOR_MS } from '@/console/CopyButton';

const SLOW = 90_000;

/** The list's first row, once drawn. */
/** The dropdown menu open (a closed one lingers in jsdom, where no animation ends, as "leave"). */
const openMenu = () =>
  document.querySelector<HTMLElement>('.ant-dropdown:not(.ant-dropdown-hidden):not([class*="-leave"])');

const firstRow = () =>
  waitFor(() => {
    const row = document.querySelector<HTMLElement>('.ant-table-tbody tr[data-row-key]');
    expect(row?.querySelector('td')).toBeTruthy();
    return row!;
  }, FIRST);

describe("a list row's controls", () => {
  it(
    "the key's copy button copies the key and says so for a while, without opening the record",
    async () => {
      const user = userEvent.setup();
      const writeText = vi.fn().mockResolvedValue(undefined);
      Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
      await signIn('admin@payops.test');
      renderApp('/orgMag/shop');
      const row = await firstRow();
      const id = row.getAttribute('data-row-key')!;
      const copy = within(row).getByRole('button', { name: '复制' });
      expect(copy).toHaveAttribute('title', '复制');

      vi.useFakeTimers({ shouldAdvanceTime: true });
      try {
        await user.click(copy);
        expect(writeText).toHaveBeenCalledWith(id);
        expect(copy).toHaveAttribute('title', '复制成功');
        // Not a click on the row's link: no quick look opens.
        expect(document.querySelector('.ant-drawer-open')).toBeNull();
        vi.advanceTimersByTime(COPIED_FOR_MS + 10);
        await waitFor(() => expect(copy).toHaveAttribute('title', '复制'));
      } finally {
        vi.useRealTimers();
      }
    },
    SLOW,
  );

  it(
    'the "more" menu is made at its first use: Enter opens it, with the focus in it',
    async () => {
      const user = userEvent.setup();
      await signIn('admin@payops.test');
      renderApp('/orgMag/regRev');
      await firstRow();
      const more = await waitFor(() => screen.getAllByRole('button', { name: /^更多操作/ })[0], FIRST);
      // Nothing of the menu is made before it is used.
      expect(document.querySelector('.ant-dropdown')).toBeNull();

      more.focus();
      await user.keyboard('{Enter}');
      const menu = await waitFor(() => {
        const open = openMenu();
        expect(open).not.toBeNull();
        return open!;
      });
      expect(within(menu).getAllByRole('menuitem').length).toBeGreaterThan(0);
      await waitFor(() => expect(menu.contains(document.activeElement)).toBe(true));
    },
    SLOW,
  );
  it(
    "a state cell shows the state's name after a dot in its tone's colour",
    async () => {
      await signIn('admin@payops.test');
      renderApp('/orgMag/shop');
      await firstRow();
      // The state's name in a cell (a row's 启用/停用 action buttons say the same words).
      const inCell = (el: HTMLElement) => !!el.closest('.ant-table-tbody') && !el.closest('button');
      const enabled = screen.getAllByText('启用').find(inCell)!;
      const dot = enabled.previousElementSibling as HTMLElement;
      // The theme's success green (config/theme.ts) for an enabled shop, its placeholder grey for a disabled one.
      expect(getComputedStyle(dot).backgroundColor).toBe('rgb(35, 120, 4)');
      const disabled = screen.getAllByText('停用').find(inCell)!;
      expect(getComputedStyle(disabled.previousElementSibling as HTMLElement).backgroundColor).toBe(
        'rgba(0, 0, 0, 0.58)',
      );
    },
    SLOW,
  );
});
