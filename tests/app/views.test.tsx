import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FIRST, dataRows, dialogWith, renderApp, signIn } from '../helpers/app';
import { readViews, viewQuery, viewsKey } from '@/console/views';

const LABELS = ['待审核', '正常', '审核失败', '已冻结'];
/** The status labels the table's rows show. */
const statuses = () => dataRows().map((r) => LABELS.find((l) => within(r).queryByText(l)));

async function openViews(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: /视\s*图/ }));
  return dialogWith('筛选视图');
}

describe('saved filter views', () => {
  it('saves the filters the list shows, opens with the default view, and applies a view on demand', async () => {
    const user = userEvent.setup();
    await signIn('admin@payops.test');
    renderApp('/orgMag/regRev?status=0');
    await waitFor(() => expect(dataRows().length).toBeGreaterThan(0), FIRST);

    let dialog = await openViews(user);
    await user.type(within(dialog).getByLabelText('视图名称'), '待审核商户');
    await user.click(within(dialog).getByRole('checkbox', { name: /设为默认/ }));
    await user.click(within(dialog).getByRole('button', { name: '保存当前筛选' }));
    expect(await within(dialog).findByText('待审核商户')).toBeInTheDocument();
    expect(within(dialog).getByText('默认')).toBeInTheDocument();
    // Kept for this operator (adm-1001) and this list.
    expect(readViews(localStorage, viewsKey('adm-1001', 'merchant')).views).toEqual([
      { name: '待审核商户', query: 'status=0' },
    ]);

    // The list opened bare, as from the menu: the default view's filter applies.
    cleanup();
    renderApp('/orgMag/regRev');
    await waitFor(() => expect(viewQuery(window.location.search)).toBe('status=0'), FIRST);
    await waitFor(() => expect(dataRows().length).toBeGreaterThan(0), FIRST);
    await waitFor(() => expect(new Set(statuses())).toEqual(new Set(['待审核'])));

    // A link with its own filter wins over the default.
    cleanup();
    renderApp('/orgMag/regRev?status=1');
    await waitFor(() => expect(dataRows().length).toBeGreaterThan(0), FIRST);
    await waitFor(() => expect(new Set(statuses())).toEqual(new Set(['正常'])));
    dialog = await openViews(user);
    await user.click(within(dialog).getByText('待审核商户'));
    await waitFor(() => expect(viewQuery(window.location.search)).toBe('status=0'));
    await waitFor(() => expect(new Set(statuses())).toEqual(new Set(['待审核'])));
  });

  it('copies a view as a link, unsets the default and deletes it', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await signIn('admin@payops.test');
    renderApp('/orgMag/regRev?status=3');
    await waitFor(() => expect(dataRows().length).toBeGreaterThan(0), FIRST);

    const dialog = await openViews(user);
    await user.click(within(dialog).getByRole('button', { name: '保存当前筛选' }));
    expect(await within(dialog).findByText('请输入视图名称')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('视图名称'), 'Frozen');
    await user.click(within(dialog).getByRole('checkbox', { name: /设为默认/ }));
    await user.click(within(dialog).getByRole('button', { name: '保存当前筛选' }));

    await user.click(await within(dialog).findByRole('button', { name: '复制链接 Frozen' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/orgMag/regRev?status=3`);
    await user.click(within(dialog).getByRole('button', { name: '取消默认 Frozen' }));
    expect(within(dialog).queryByText('默认')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: '删除 Frozen' }));
    expect(await within(dialog).findByText('还没有保存的视图')).toBeInTheDocument();
  });
});

describe('saved views as tabs', () => {
  it('shows the views as tabs above the table, marks the one the list shows, and applies one on a click', async () => {
    const user = userEvent.setup();
    await signIn('admin@payops.test');
    renderApp('/orgMag/regRev?status=0');
    await waitFor(() => expect(dataRows().length).toBeGreaterThan(0), FIRST);
    const dialog = await openViews(user);
    await user.type(within(dialog).getByLabelText('视图名称'), '待审核商户');
    await user.click(within(dialog).getByRole('button', { name: '保存当前筛选' }));
    await user.click(within(dialog).getByRole('button', { name: /close|关闭/i }));

    // The new view is a tab at once, and marked: the list shows its filter.
    const tabs = () => within(screen.getByRole('region', { name: '已保存的视图' }));
    const tab = (name: string) => tabs().getByRole('tab', { name });
    await waitFor(() => expect(tab('待审核商户')).toHaveAttribute('aria-selected', 'true'));
    expect(tab('全部')).toHaveAttribute('aria-selected', 'false');

    // "All" shows the list unfiltered, and is the one marked.
    await user.click(tab('全部'));
    await waitFor(() => expect(viewQuery(window.location.search)).toBe(''));
    await waitFor(() => expect(new Set(statuses()).size).toBeGreaterThan(1));
    await waitFor(() => expect(tab('全部')).toHaveAttribute('aria-selected', 'true'));
    expect(tab('待审核商户')).toHaveAttribute('aria-selected', 'false');

    // The view's tab applies its filter.
    await user.click(tab('待审核商户'));
    await waitFor(() => expect(viewQuery(window.location.search)).toBe('status=0'));
    await waitFor(() => expect(new Set(statuses())).toEqual(new Set(['待审核'])));
    await waitFor(() => expect(tab('待审核商户')).toHaveAttribute('aria-selected', 'true'));

    // Filters that no view holds: no tab is marked (the chips say what the list is filtered by).
    cleanup();
    renderApp('/orgMag/regRev?status=1');
    await waitFor(() => expect(dataRows().length).toBeGreaterThan(0), FIRST);
    await waitFor(() => expect(tabs().getAllByRole('tab')).toHaveLength(2));
    for (const t of tabs().getAllByRole('tab')) expect(t).toHaveAttribute('aria-selected', 'false');
  });
});
