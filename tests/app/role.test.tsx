import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { db } from '../../mocks/db';
import { dualControlOff } from '../mocks/helpers';
import { api, FIRST, renderApp, signIn } from '../helpers/app';
import { guardedPages } from '@/auth/pages';
import { indexNodes, permissionNodes } from '@/console/grantTree';
import { PERMISSION_CODES } from '@/domain/permissionCodes';

/** The tree's node titles in order; a code is found as the first of its label after its page. */
const titles = (root: HTMLElement) => [...root.querySelectorAll<HTMLElement>('.ant-tree-title')];
const titled = (root: HTMLElement, label: string) => titles(root).find((t) => t.textContent === label);
const nodeAfter = (root: HTMLElement, page: string, label: string) => {
  const all = titles(root);
  const start = all.findIndex((t) => t.textContent === page);
  return all.slice(start + 1).find((t) => t.textContent === label) as HTMLElement;
};
/** A node's box as shown: ticked, partly ticked (some of what it holds), or empty. */
const stateOf = (title: HTMLElement | undefined) => {
  const node = title?.closest('.ant-tree-treenode');
  if (!node) return 'not shown';
  if (node.classList.contains('ant-tree-treenode-checkbox-checked')) return 'checked';
  return node.classList.contains('ant-tree-treenode-checkbox-indeterminate') ? 'half' : 'none';
};
const shown = (root: HTMLElement) => titles(root).map((t) => t.textContent);

describe('roles (/settingMag/role)', () => {
  it('creates a role in a wide drawer: search finds a page and shows its buttons; a button brings its page', async () => {
    await signIn('admin@payops.test');
    const user = userEvent.setup();
    renderApp('/settingMag/role');
    await screen.findByText('super', {}, FIRST);
    await user.click(screen.getByRole('button', { name: /新\s*建/ }));
    const drawer = await screen.findByRole('dialog');
    // A drawer, not the dialog thousands of pixels tall: the areas unfolded, their pages folded, the tree in a box
    // that scrolls on its own.
    expect(drawer.closest('.ant-drawer')).not.toBeNull();
    expect(within(drawer).getByRole('button', { name: /取\s*消/ })).toBeInTheDocument();
    expect(shown(drawer)).toEqual(expect.arrayContaining(['首页', '商户审核', '店铺']));
    expect(nodeAfter(drawer, '店铺', '停用')).toBeUndefined();
    expect(drawer.querySelector<HTMLElement>('.ant-tree')!.parentElement!.style.overflow).toBe('auto');

    await user.type(within(drawer).getByLabelText('角色名称'), 'Shop desk');
    // Nothing checked: the form says so before sending.
    await user.click(within(drawer).getByRole('button', { name: /创\s*建/ }));
    expect(await within(drawer).findByText('请填写权限')).toBeInTheDocument();

    // The search keeps the matches, the areas above them and what they hold, the text marked.
    await user.type(within(drawer).getByLabelText('搜索页面或按钮'), '店铺');
    expect(shown(drawer)).toContain('商户审核');
    expect(shown(drawer)).not.toContain('首页');
    expect([...drawer.querySelectorAll('mark')].map((m) => m.textContent)).toContain('店铺');
    await user.click(nodeAfter(drawer, '店铺', '停用'));
    expect(stateOf(titled(drawer, '店铺'))).toBe('half');
    expect(stateOf(nodeAfter(drawer, '店铺', '停用'))).toBe('checked');

    await user.clear(within(drawer).getByLabelText('搜索页面或按钮'));
    await user.paste('no such page');
    expect(within(drawer).getByText('没有匹配的页面或按钮')).toBeInTheDocument();
    await user.clear(within(drawer).getByLabelText('搜索页面或按钮'));
    await user.click(titled(drawer, '首页')!);
    expect(within(drawer).getByTestId('permission-count')).toHaveTextContent('已选 2 个页面、1 个按钮');
    // In a right-to-left page an English fallback text keeps its own direction (".unticks its buttons" otherwise).
    expect(within(drawer).getByTestId('permission-count')).toHaveAttribute('dir', 'auto');
    expect(within(drawer).getByText(/勾选页面/)).toHaveAttribute('dir', 'auto');
    await user.click(within(drawer).getByRole('button', { name: /创\s*建/ }));
    expect(await screen.findByText('新建成功')).toBeInTheDocument();
    expect(await screen.findByText('Shop desk')).toBeInTheDocument();
    expect(db.role.find((r) => r.name === 'Shop desk')).toMatchObject({
      pages: ['/Home', '/orgMag/shop'],
      codes: ['shop:disable'],
    });
  });

  it('a page ticked grants its read access, its buttons unfolded and left to choose; untick it and its buttons are gone, on the server too', async () => {
    dualControlOff('rolePermissions');
    await signIn('admin@payops.test');
    const made = (
      await api('/v1/admin/roles', {
        method: 'POST',
        body: JSON.stringify({ name: 'Shop desk', permissions: ['/Home', '/orgMag/shop', 'shop:disable'] }),
      })
    ).result;
    const user = userEvent.setup();
    renderApp('/settingMag/role');
    const row = (await screen.findByText('Shop desk')).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: /编\s*辑/ }));
    const drawer = await screen.findByRole('dialog');
    // What holds only part of what is under it shows so: the page without all of its buttons, and its area.
    expect(stateOf(titled(drawer, '首页'))).toBe('checked');
    expect(stateOf(titled(drawer, '店铺'))).toBe('half');
    expect(stateOf(titled(drawer, '商户审核'))).toBe('half');

    await user.click(titled(drawer, '店铺')!);
    expect(stateOf(titled(drawer, '店铺'))).toBe('none');
    expect(stateOf(titled(drawer, '商户审核'))).toBe('none');
    // Ticked again: the page only, unfolded so that its buttons show, none of them ticked (not even the one before).
    await user.click(titled(drawer, '店铺')!);
    expect(stateOf(titled(drawer, '店铺'))).toBe('half');
    expect(stateOf(nodeAfter(drawer, '店铺', '停用'))).toBe('none');
    expect(stateOf(nodeAfter(drawer, '店铺', '启用'))).toBe('none');
    await user.click(nodeAfter(drawer, '店铺', '停用'));
    await user.click(titled(drawer, '店铺')!);
    expect(within(drawer).getByTestId('permission-count')).toHaveTextContent('已选 1 个页面、0 个按钮');

    await user.click(within(drawer).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(db.role.find((r) => r.id === made.id)).toMatchObject({ pages: ['/Home'], codes: [] }));
  });

  it('select all grants every page and button, and saves; expand all and collapse all; clear empties it', async () => {
    await signIn('admin@payops.test');
    const pages = guardedPages().length;
    const codes = Object.values(PERMISSION_CODES).flat().length;
    const user = userEvent.setup();
    renderApp('/settingMag/role');
    await screen.findByText('super', {}, FIRST);
    await user.click(screen.getByRole('button', { name: /新\s*建/ }));
    const drawer = await screen.findByRole('dialog');
    await user.type(within(drawer).getByLabelText('角色名称'), 'Everything');

    await user.click(within(drawer).getByRole('button', { name: '全部展开' }));
    expect(titles(drawer)).toHaveLength(indexNodes(permissionNodes()).byKey.size);
    await user.click(within(drawer).getByRole('button', { name: '全部收起' }));
    expect(titles(drawer)).toHaveLength(permissionNodes().length);

    await user.click(within(drawer).getByRole('button', { name: /全\s*选/ }));
    const count = within(drawer).getByTestId('permission-count');
    expect(count).toHaveTextContent(`已选 ${pages} 个页面、${codes} 个按钮`);
    expect(titles(drawer).map(stateOf)).toEqual(titles(drawer).map(() => 'checked'));
    await user.click(within(drawer).getByRole('button', { name: /清\s*空/ }));
    expect(count).toHaveTextContent('已选 0 个页面、0 个按钮');
    expect(drawer.querySelectorAll('.ant-tree-checkbox-checked, .ant-tree-checkbox-indeterminate')).toHaveLength(0);

    await user.click(within(drawer).getByRole('button', { name: /全\s*选/ }));
    await user.click(within(drawer).getByRole('button', { name: /创\s*建/ }));
    expect(await screen.findByText('新建成功')).toBeInTheDocument();
    const role = db.role.find((r) => r.name === 'Everything');
    expect([role?.pages.length, role?.codes.length]).toEqual([pages, codes]);
  });

  it("a name already taken: the server's refusal is shown and the dialog keeps what was chosen", async () => {
    await signIn('admin@payops.test');
    const user = userEvent.setup();
    renderApp('/settingMag/role');
    await screen.findByText('super', {}, FIRST);
    await user.click(screen.getByRole('button', { name: /新\s*建/ }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('角色名称'), 'Risk');
    await user.click(titles(dialog).find((t) => t.textContent === '首页')!);
    await user.click(within(dialog).getByRole('button', { name: /创\s*建/ }));
    expect(await screen.findByText('输入无效：name')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('角色名称')).toHaveValue('Risk');
    expect(dialog.querySelectorAll('.ant-tree-checkbox-checked')).toHaveLength(1);
  });

  it('edits with the tree pre-checked; deletes only a role nobody holds', async () => {
    dualControlOff('rolePermissions');
    await signIn('admin@payops.test');
    const made = (
      await api('/v1/admin/roles', {
        method: 'POST',
        body: JSON.stringify({ name: 'Temp desk', permissions: ['/Home'] }),
      })
    ).result;
    const user = userEvent.setup();
    renderApp('/settingMag/role');
    const row = (await screen.findByText('Temp desk')).closest('tr') as HTMLElement;
    const superRow = screen.getByText('super').closest('tr') as HTMLElement;
    expect(within(superRow).queryByRole('button', { name: /删\s*除/ })).toBeNull();

    await user.click(within(row).getByRole('button', { name: /编\s*辑/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.querySelectorAll('.ant-tree-checkbox-checked')).toHaveLength(1);
    await user.click(titles(dialog).find((t) => t.textContent === '店铺')!);
    await user.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(db.role.find((r) => r.id === made.id)?.pages).toEqual(['/Home', '/orgMag/shop']));

    // The edit dialog closes with an animation jsdom never ends: find the confirmation by its text.
    await user.click(
      within(screen.getByText('Temp desk').closest('tr') as HTMLElement).getByRole('button', { name: /删\s*除/ }),
    );
    const confirm = (await screen.findAllByText('确定要删除吗？')).at(-1)!.closest('.ant-modal') as HTMLElement;
    await user.click(within(confirm).getByRole('button', { name: /删\s*除/ }));
    await waitFor(() => expect(screen.queryByText('Temp desk')).toBeNull());
    expect(db.role.some((r) => r.id === made.id)).toBe(false);
  });
});
