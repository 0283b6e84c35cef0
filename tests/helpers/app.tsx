import { TestBrowser } from '@@/testBrowser';
import { render, screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import type { MutableRefObject } from 'react';
import { expect } from 'vitest';
import { DEMO_ACCOUNTS } from '../../mocks/accounts';
import { freshCode } from './totp';
import type { PermissionNode } from '@/auth/permissions';
import { STORAGE_KEYS } from '@/request/storage';

export const API = 'http://localhost';

export function account(email: string) {
  const found = DEMO_ACCOUNTS.find((a) => a.email === email);
  if (!found) throw new Error(`no demo account ${email}`);
  return found;
}

/**
 * Signs in through the fake backend as the login page would (with a code the account has not used yet), leaving
 * token and permissions where the app reads them.
 */
export async function signIn(email: string, opts: { tree?: PermissionNode[] } = {}) {
  const a = account(email);
  const res = await fetch(`${API}/v1/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'ga-code': freshCode(a.email, a.secret as string) },
    body: JSON.stringify({ email: a.email, password: a.password, login_type: 0, user_type: '01' }),
  });
  const body = await res.json();
  if (body.code !== 0) throw new Error(`sign-in failed: ${JSON.stringify(body)}`);
  localStorage.setItem(STORAGE_KEYS.token, res.headers.get('authorization') as string);
  localStorage.setItem(STORAGE_KEYS.permissions, JSON.stringify(opts.tree ?? body.result.list_per));
  return body;
}

/** A call to the fake backend with the saved token, keeping a rotated one as the request layer would. */
export async function api(path: string, init: RequestInit = {}) {
  const res = await fetch(`${API}${path}`, {
    ...init,
    headers: {
      'content-type': 'application/json',
      authorization: localStorage.getItem(STORAGE_KEYS.token) ?? '',
      ...(init.headers ?? {}),
    },
  });
  const rotated = res.headers.get('authorization');
  if (rotated) localStorage.setItem(STORAGE_KEYS.token, rotated);
  return res.json();
}

interface MemoryHistory {
  location: { pathname: string; search: string };
  push: (to: string) => void;
}

/** Renders the whole console (routes, layout, access, locale) at a path. */
export function renderApp(path: string) {
  const ref = { current: undefined } as unknown as MutableRefObject<never>;
  const url = new URL(path, API);
  // In a browser the router's location and window.location are one; components that read the latter (ProTable's
  // URL-kept filters) need jsdom's to match the memory history's.
  window.history.replaceState(null, '', `${url.pathname}${url.search}`);
  const view = render(<TestBrowser location={{ pathname: url.pathname, search: url.search }} historyRef={ref} />);
  const history = () => ref.current as unknown as MemoryHistory;
  return { ...view, history, location: () => history().location };
}

/**
 * The page the work area shows. Pages of other tabs stay mounted (hidden), and so do their closed drawers in jsdom,
 * where no closing animation ends: queries about "the page" look here.
 */
export const shownPage = () =>
  // The work area's own shown pane, not one of a page's own tab sets (a list's saved views) in an earlier pane.
  document.querySelector<HTMLElement>(
    '.payops-work-tabs > .ant-tabs-content-holder > .ant-tabs-content > .ant-tabs-tabpane-active',
  ) ??
  document.querySelector<HTMLElement>('.ant-tabs-tabpane-active') ??
  document.body;

/** Queries of a list page and its dialogs, shared by the page tests. */
export const FIRST = { timeout: 40_000 };
/** The table's data rows (not the header, not the hidden measuring row). */
export const dataRows = () => screen.getAllByRole('row').filter((r) => r.querySelector('td'));
/** The table row holding a text (a closing drawer may still show the same text). */
export const rowOf = (text: string) =>
  screen
    .getAllByText(text)
    .map((e) => e.closest('tr'))
    .find(Boolean) as HTMLElement;
export const button = (scope: HTMLElement, name: RegExp) => within(scope).getByRole('button', { name });
/**
 * The open dialog that holds a text. A closing dialog or drawer stays in jsdom (no animation ends there), and in
 * tests every dialog is labelled by the same id, so a dialog is told apart by what it shows; the newest wins.
 */
export const dialogWith = (text: string | RegExp) =>
  waitFor(() => {
    const found = screen
      .getAllByRole('dialog')
      .filter((d) => !d.classList.contains('ant-zoom-leave') && within(d).queryAllByText(text).length > 0);
    expect(found.length, `a dialog showing ${String(text)}`).toBeGreaterThan(0);
    return found[found.length - 1];
  });

type User = ReturnType<typeof userEvent.setup>;

/** Opens an antd select by its label (typing to narrow it, if asked) and picks the option with that title. */
export async function choose(user: User, scope: HTMLElement, label: string, option: string, typed?: string) {
  const input = within(scope).getByLabelText(label);
  await user.click(input);
  if (typed) await user.type(input, typed);
  const item = await waitFor(() => {
    const found = [
      ...document.querySelectorAll<HTMLElement>(
        '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option',
      ),
    ].find((o) => o.getAttribute('title') === option);
    if (!found) throw new Error(`no option ${option}`);
    return found;
  });
  await user.click(item);
}

/** The row's "more" menu opened (a row shows two actions at most as buttons, the rest there); none without one. */
async function openMore(user: User, row: HTMLElement): Promise<HTMLElement | undefined> {
  const more = within(row).queryByRole('button', { name: /^更多操作/ });
  if (!more) return undefined;
  await user.click(more);
  return waitFor(() => {
    const menus = [...document.querySelectorAll<HTMLElement>('.ant-dropdown:not(.ant-dropdown-hidden)')];
    expect(menus.length, 'an open "more" menu').toBeGreaterThan(0);
    return menus[menus.length - 1];
  });
}

/** Runs a row's action or follows its link by name, as a button of the row or an item of its "more" menu. */
export async function rowAction(user: User, row: HTMLElement, name: RegExp | string) {
  const direct = within(row).queryByRole('button', { name }) ?? within(row).queryByRole('link', { name });
  if (direct) return user.click(direct);
  const menu = await openMore(user, row);
  if (!menu) throw new Error(`no action ${String(name)} in the row`);
  await user.click(within(menu).queryByRole('link', { name }) ?? within(menu).getByRole('menuitem', { name }));
}

/** The names of a row's actions and links: its buttons and the items of its "more" menu (closed again after). */
export async function rowActionNames(user: User, row: HTMLElement): Promise<string[]> {
  const shown = [...within(row).queryAllByRole('button'), ...within(row).queryAllByRole('link')]
    .map((e) => e.textContent ?? '')
    .filter((t) => t && t !== '更多');
  const menu = await openMore(user, row);
  const more = menu
    ? within(menu)
        .getAllByRole('menuitem')
        .map((e) => e.textContent ?? '')
    : [];
  if (menu) await user.keyboard('{Escape}');
  return [...shown, ...more];
}
