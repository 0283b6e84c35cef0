import type { MenuDataItem } from '@ant-design/pro-components';
import { cloneElement, isValidElement, useEffect, useState, type ReactElement, type ReactNode } from 'react';
import { labelsLoaded, loadLabels } from '@/locales/labels';

/** The menu's items that open a page (not the areas that fold). */
function leaves(items: MenuDataItem[] = []): MenuDataItem[] {
  return items.flatMap((item) => (item.children?.length ? leaves(item.children) : item.path ? [item] : []));
}

/**
 * The key of the one menu item to highlight for a location: the item with the longest path that the location is at or
 * under (ProLayout highlighted every one of them: /Home/overview lit Home too). Paths compare as ProLayout's do,
 * ignoring case.
 */
export function selectedMenuKey(pathname: string, menuData: MenuDataItem[] | undefined): string | undefined {
  const at = pathname.toLowerCase();
  const under = (path: string) => at === path.toLowerCase() || at.startsWith(`${path.toLowerCase()}/`);
  const best = leaves(menuData)
    .filter((item) => under(item.path as string))
    .sort((a, b) => (b.path as string).length - (a.path as string).length)[0];
  return best ? (best.key ?? best.path) : undefined;
}

/**
 * The side menu once the pages' labels are in: most menu labels are the titles of the pages they open, which come
 * with the signed-in shell (src/locales/resources.ts), so the menu never shows a label's key. They are usually in
 * before the current user is: the shell starts loading them as soon as a session is known. One item is highlighted:
 * `selected` (ProLayout's menu takes it as its selected keys).
 */
export default function LabelledMenu({ children, selected }: { children: ReactNode; selected?: string }) {
  const [ready, setReady] = useState(labelsLoaded);
  useEffect(() => {
    if (ready) return;
    let live = true;
    void loadLabels().then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [ready]);
  if (!ready) return null;
  return isValidElement(children)
    ? cloneElement(children as ReactElement<{ selectedKeys?: string[] }>, { selectedKeys: selected ? [selected] : [] })
    : children;
}
