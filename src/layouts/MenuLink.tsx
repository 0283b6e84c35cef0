import { history } from '@umijs/max';
import { cloneElement, isValidElement, type MouseEvent, type ReactElement, type ReactNode } from 'react';
import { isPlainClick } from '@/components/plainClick';
import { useLitArea, useLitItem } from '@/layouts/menuLit';
import { menuPressed } from '@/layouts/menuPress';

/**
 * A menu item's link: a real link (Tab reaches it; Ctrl/⌘-click, a middle click or "open in new tab" open the page in
 * a new browser tab), and a plain click navigates in place. It replaces the router's Link in the menu: ProLayout makes
 * every menu item again at each navigation, and each Link resolved its address against the router's matches (about
 * 190 of them, 8 ms of a traced click). Menu paths are absolute and the console is served at the root (`base: '/'`).
 *
 * The lit item's link is the current page's (`aria-current="page"`, src/layouts/menuLit.ts); clicked on its own page
 * it stays there, without another entry in the browser's history. A list page's link (`resource`) starts the page's
 * first rows when the mouse button goes down on it (src/layouts/menuPress.ts), ahead of the click.
 */
export default function MenuLink({
  to,
  menuKey,
  resource,
  target,
  children,
}: {
  to: string;
  menuKey: string;
  /** The resource whose list the page shows (the route's `resource`). */
  resource?: string;
  target?: string;
  children: ReactNode;
}) {
  const lit = useLitItem(menuKey);
  const inPlace = !target || target === '_self';
  const elsewhere = () => history.location.pathname !== to;
  const onMouseDown = (e: MouseEvent<HTMLAnchorElement>) => {
    if (resource && inPlace && isPlainClick(e) && elsewhere()) menuPressed(resource);
  };
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.defaultPrevented || !isPlainClick(e)) return;
    if (!inPlace) return;
    e.preventDefault();
    if (elsewhere()) history.push(to);
  };
  return (
    <a href={to} target={target} onClick={onClick} onMouseDown={onMouseDown} aria-current={lit ? 'page' : undefined}>
      {children}
    </a>
  );
}

/** A menu area's title, marked (`data-lit`) while the lit item is in the area: styled as rc-menu's selected area. */
export function MenuArea({ areaKey, children }: { areaKey: string; children: ReactNode }) {
  const lit = useLitArea(areaKey);
  if (!isValidElement(children)) return children;
  return cloneElement(children as ReactElement<{ 'data-lit'?: string }>, { 'data-lit': lit ? '' : undefined });
}
