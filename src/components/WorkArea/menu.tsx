import { CloseOutlined, PushpinOutlined, ReloadOutlined } from '@ant-design/icons';
import type { MenuProps } from 'antd';
import { othersOf, rightOf, unpinnedOf, type WorkTab } from './tabs';

export interface TabActions {
  reload: (key: string) => void;
  pin: (key: string, pinned: boolean) => void;
  close: (keys: string[]) => void;
}

/**
 * A tab's actions (their icons say nothing the label does not), the same in its context menu (right-click) and in the strip's ⌄ menu (for the shown tab): reload,
 * pin or unpin, close it, the others, those to its right, or all. The pinned tabs stay open but for their own close.
 */
export function tabMenu(
  tabs: readonly WorkTab[],
  key: string,
  t: (id: string) => string,
  actions: TabActions,
): MenuProps {
  const pinned = !!tabs.find((x) => x.key === key)?.pinned;
  const others = othersOf(tabs, key);
  const right = rightOf(tabs, key);
  const all = unpinnedOf(tabs);
  return {
    items: [
      { key: 'reload', icon: <ReloadOutlined aria-hidden />, label: t('workArea.reload') },
      { key: 'pin', icon: <PushpinOutlined aria-hidden />, label: t(pinned ? 'workArea.unpin' : 'workArea.pin') },
      { type: 'divider' },
      { key: 'close', icon: <CloseOutlined aria-hidden />, label: t('workArea.close') },
      { key: 'closeOthers', label: t('workArea.closeOthers'), disabled: !others.length },
      { key: 'closeRight', label: t('workArea.closeRight'), disabled: !right.length },
      { key: 'closeAll', label: t('workArea.closeAll'), disabled: !all.length },
    ],
    onClick: ({ key: what }) => {
      if (what === 'reload') actions.reload(key);
      else if (what === 'pin') actions.pin(key, !pinned);
      else if (what === 'close') actions.close([key]);
      else if (what === 'closeOthers') actions.close(others);
      else if (what === 'closeRight') actions.close(right);
      else actions.close(all);
    },
  };
}
