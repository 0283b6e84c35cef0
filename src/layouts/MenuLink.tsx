import { history } from '@umijs/max';
import type { MouseEvent, ReactNode } from 'react';
import { isPlainClick } from '@/components/plainClick';

/**
 * A menu item's link: a real link (Tab reaches it; Ctrl/⌘-click, a middle click or "open in new tab" open the page in
 * a new browser tab), and a plain click navigates in place. It replaces the router's Link in the menu: ProLayout makes
 * every menu item again at each navigation, and each Link resolved its address against the router's matches (about
 * 190 of them, 8 ms of a traced click). Menu paths are absolute and the console is served at the root (`base: '/'`).
 */
export default function MenuLink({ to, target, children }: { to: string; target?: string; children: ReactNode }) {
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.defaultPrevented || !isPlainClick(e)) return;
    if (target && target !== '_self') return;
    e.preventDefault();
    history.push(to);
  };
  return (
    <a href={to} target={target} onClick={onClick}>
      {children}
    </a>
  );
}
