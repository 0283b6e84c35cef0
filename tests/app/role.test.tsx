import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { db } from '../../mocks/db';
import { dualControlOff } from '../mocks/helpers';
import { api, renderApp, signIn } from '../helpers/app';

/** The tree's node titles in order; a code is found as the first of its label after its page. */
const titles = (root: HTMLElement) => [...root.querySelectorAll<HTMLElement>('.ant-tree-title')];
const nodeAfter = (root: HTMLElement, page: string, label: string) => {
  const all = titles(root);
  const start = all.findIndex((t) => t.textContent === page);
  return all.slice(start + 1).find((t) => t.textContent === label) as HTMLElement;
};

describe('roles (/settingMag/role)', () => {
  it('creates a role from the checkable tree: a button code brings its page; the server gets both', async () => {
    await signIn('admin@payops.test');
    const user = userEvent.setup();
    renderApp('/settingMag/role');
    await screen.findByText('super');
    await user.click(screen.getByRole('button', { name: /新\s*建/ }));
    const dialog = await screen.findByRole('dialog');
    // A wide drawer beside the list, not a dialog as tall as the tree; cancelled by its own button too.
    expect(dialog.closest('.ant-drawer')).not.toBeNull();
    expect(within(dialog).getByRole('button', { name: /取\s*消/ })).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('角色名称'), 'Shop desk');
    // Nothing checked: the form says so before sending.
    await user.click(within(dialog).getByRole('button', { name: /新\s*建/ }));
    expect(await within(dialog).findByText('请填写权限')).toBeInTheDocument();

    await user.click(titles(dialog).find((t) => t.textContent === '首页')!);
    await user.click(nodeAfter(dialog, '店铺', '停用'));
    await user.click(within(dialog).getByRole('button', { name: /新\s*建/ }));
    expect(await screen.findByText('新建成功')).toBeInTheDocument();
    expect(await screen.findByText('Shop desk')).toBeInTheDocument();
    expect(db.role.find((r) => r.name === 'Shop desk')).toMatchObject({
      pages: ['/Home', '/orgMag/shop'],
      codes: ['shop:disable'],
    });
  });

  it("a name already taken: the server's refusal is shown and the dialog keeps what was chosen", async () => {
    await signIn('admin@payops.test');
    const user = userEvent.setup();
    renderApp('/settingMag/role');
    await screen.findByText('super');
    await user.click(screen.getByRole('button', { name: /新\s*建/ }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('角色名称'), 'Risk');
    await user.click(titles(dialog).find((t) => t.textContent === '首页')!);
    await user.click(within(dialog).getByRole('button', { name: /新\s*建/ }));
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
    expect(dialog.closest('.ant-drawer')).not.toBeNull();
    expect(dialog.querySelectorAll('.ant-tree-checkbox-checked')).toHaveLength(1);
    await user.click(titles(dialog).find((t) => t.textContent === '店铺')!);
    await user.click(within(dialog).getByRole('button', { name: /编\s*辑/ }));
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
