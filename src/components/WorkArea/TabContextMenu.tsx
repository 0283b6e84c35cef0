import type { MenuProps } from 'antd';
import { Dropdown } from 'antd';
import type { MouseEvent } from 'react';
import { createPortal } from 'react-dom';

/** A tab's context menu, open: the tab's key and the point it opens at. */
export interface ContextAt {
  key: string;
  x: number;
  y: number;
}

/**
 * The tab a context-menu event in the strip is for, and where its menu opens: at the pointer, or below the tab when
 * the keyboard asked (the context-menu key, Shift+F10: no pointer position). Null outside the tabs (the strip's ⌄
 * button, the overflow button, the empty room): the browser's own menu then.
 */
export function contextAt(e: MouseEvent, keys: readonly string[]): ContextAt | null {
  const tab = (e.target as Element).closest<HTMLElement>('[data-node-key]');
  const key = tab?.getAttribute('data-node-key');
  if (!tab || !key || !keys.includes(key)) return null;
  if (e.clientX || e.clientY) return { key, x: e.clientX, y: e.clientY };
  const box = tab.getBoundingClientRect();
  return { key, x: box.left, y: box.bottom };
}

/**
 * One context menu for the whole strip, mounted while it is open. Each tab used to be wrapped in a dropdown of its
 * own, with its menu's items made at every render of the work area: with 12 tabs open that was 12 triggers rendered
 * again at every navigation (issue 25), for a menu the operator opens now and then. The menu opens at an anchor of
 * 1 px placed at the pointer (rc-trigger does not align to a box of no size), and closes as the per-tab one did: a
 * choice, a click elsewhere, Escape, a scroll.
 */
export default function TabContextMenu({ at, menu, onClose }: { at: ContextAt; menu: MenuProps; onClose: () => void }) {
  // The anchor in the body: `fixed` is relative to the viewport only outside transformed ancestors (the layout's).
  return createPortal(
    <Dropdown
      // A new pointer position is a new menu (a right-click on another tab while one is open).
      key={`${at.key} ${at.x} ${at.y}`}
      open
      trigger={['contextMenu']}
      menu={menu}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <span
        aria-hidden
        data-testid="tab-context-anchor"
        style={{ position: 'fixed', left: at.x, top: at.y, width: 1, height: 1, pointerEvents: 'none' }}
      />
    </Dropdown>,
    document.body,
  );
}
